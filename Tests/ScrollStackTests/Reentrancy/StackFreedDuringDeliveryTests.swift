import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// User code that lets go of the last reference to a stack's controller from inside work the
/// stack does on its own (an animation's end, a scheduled layout pass, a row's own API): the
/// stack lives until that work ends, the events queued behind the call are still delivered,
/// every completion runs once, and then the stack is freed.
///
/// Before the fix the stack was freed in the middle of its delivery and the next event was
/// delivered through freed memory: these tests read freed memory then, which the sanitizer run
/// of `.ci/run` (`swift test --sanitize=address`) reports as `heap-use-after-free`.
@Suite @MainActor struct StackFreedDuringDeliveryTests {
  @Test func aDelegateLettingGoAfterAnAnimatedHideEndsHearsTheRestAndTheStackIsFreed() {
    let owned = OwnedStack(count: 20)
    let row = owned.stack?.rows[5]
    let completion = CompletionCounter()
    owned.stack?.setRowHidden(index: 1, isHidden: true, animated: true) {
      completion.handler()
      // A setting changed as the hide ends: the animation's end lays it out and delivers it.
      row?.rowInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    }
    owned.letGo(at: { _ in true })

    owned.finishAnimationsAndLayOut()

    #expect(completion.count == 1)
    #expect(owned.stack == nil)
    #expect(owned.log == ["contentSize 320x1910", "let go", "layout"])
  }

  @Test func aDelegateLettingGoAfterAnAnimatedInsertionEndsHearsTheRestAndTheStackIsFreed() {
    let owned = OwnedStack(count: 20)
    let row = owned.stack?.rows[5]
    let hidden = CompletionCounter()
    let inserted = CompletionCounter()
    // Two animations that end together: the hide's completion changes a setting, and the
    // insertion's end, the last animated change to end, lays it out.
    owned.stack?.setRowHidden(index: 1, isHidden: true, animated: true) {
      hidden.handler()
      row?.rowInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    }
    owned.stack?.addRow(
      controller: SizedController("new", size: .fixed(50)), at: .top, animated: true, completion: inserted.handler)
    owned.letGo(at: { _ in true })

    owned.finishAnimationsAndLayOut()

    #expect(hidden.count == 1)
    #expect(inserted.count == 1)
    #expect(owned.stack == nil)
    #expect(owned.log == ["contentSize 320x1960", "let go", "layout"])
  }

  @Test func aDelegateLettingGoDuringAScheduledLayoutPassHearsTheRestAndTheStackIsFreed() {
    let owned = OwnedStack(count: 20)
    for row in owned.stack?.rows.prefix(3) ?? [] {
      row.rowInsets = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    }
    owned.letGo(at: { _ in true })

    owned.finishAnimationsAndLayOut()

    #expect(owned.stack == nil)
    #expect(
      owned.log == [
        "contentSize 320x2300", "let go", "visible 2 partial(40%)", "hidden 3 offscreen", "hidden 4 offscreen",
        "layout",
      ])
  }

  @Test func aRowLettingGoFromItsViewWillAppearDuringAWindowPassLeavesTheStackWhole() {
    let controllers = (0..<30).map { WillMoveHookController("r\($0)") }
    let owned = OwnedStack(rows: controllers, appeared: true, attachment: .standard)
    let rows = owned.stack?.rows ?? []
    // Rows of 500 points: the window (800 points of margin) ends at row 2.
    for row in rows { row.rowInsets = UIEdgeInsets(top: 400, left: 0, bottom: 0, right: 0) }
    owned.finishAnimationsAndLayOut()
    #expect(!rows[5].isDisplayed)
    controllers[5].onViewWillAppear = { [unowned owned] in owned.letGo() }
    owned.letGo(at: { _ in false })

    // The rows shrink back to 100 points: the scheduled pass brings rows 3 to 12 into the
    // window, and row 5 lets go as it appears.
    for row in rows { row.rowInsets = .zero }
    owned.finishAnimationsAndLayOut()

    #expect(owned.stack == nil)
    #expect(owned.log.first == "let go")
    #expect(owned.log.contains("layout"))
    // Row 5 finished appearing; the rows after it were displayed without a parent controller.
    #expect(controllers[5].lifecycleLog.suffix(2) == [.viewWillAppear, .viewDidAppear])
    for (index, controller) in controllers.enumerated() {
      let log = controller.lifecycleLog
      #expect(log.filter { $0 == .viewWillAppear }.count == log.filter { $0 == .viewDidAppear }.count, "row \(index)")
      #expect(
        log.filter { $0 == .viewWillDisappear }.count == log.filter { $0 == .viewDidDisappear }.count, "row \(index)")
    }
  }

  @Test func aRowWhoseSizingLetsGoWhenOneOfItsSettingsChangesLeavesTheStackWhole() {
    let sizing = SizingHookController(height: 100)
    let owned = OwnedStack(rows: [SizedController("r0", size: .fixed(100)), sizing])
    let row = owned.stack?.rows[1]
    sizing.onSizeRequest = { [unowned owned] in owned.letGo() }
    owned.letGo(at: { _ in false })

    // The row, not the stack, starts the work: measuring it runs its controller's sizing.
    row?.rowInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)

    #expect(owned.stack == nil)
    #expect(owned.log == ["let go"])
    #expect(row?.index == nil)
    // The pass the setting scheduled finds the stack gone.
    owned.finishAnimationsAndLayOut()
    #expect(owned.log == ["let go"])
  }

  @Test func aDelegateLettingGoWhenARowsVisibilityRunsThePendingPassHearsTheRest() {
    let owned = OwnedStack(count: 20)
    let rows = owned.stack?.rows ?? []
    for row in rows.prefix(3) { row.rowInsets = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0) }
    owned.letGo(at: { _ in true })

    // Reading a row's visibility runs the pending pass: the row, not the stack, starts it.
    #expect(rows[2].visibility == .partial(percentage: 40))

    #expect(owned.stack == nil)
    let log = [
      "contentSize 320x2300", "let go", "visible 2 partial(40%)", "hidden 3 offscreen", "hidden 4 offscreen", "layout",
    ]
    #expect(owned.log == log)
    // The pass the settings scheduled finds the stack gone.
    owned.finishAnimationsAndLayOut()
    #expect(owned.log == log)
  }
}
