import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Rows added or removed while their page appears or disappears, end to end in a window: each
/// row's calls stay balanced and in UIKit's order with its containment calls (UIKit's
/// `removeFromParent()` sends `didMove(toParent: nil)` itself, so that call is logged first).
@Suite @MainActor struct RowAppearanceTests {
  let log = AppearanceLog()
  let page = HookedPageController()
  let window: UIWindow

  /// A shown window, without a root view controller yet.
  init() {
    ScreenTestDriver.reset()
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
  }

  func row(_ title: String) -> AppearanceLoggingStackController {
    AppearanceLoggingStackController(title, log: log)
  }

  /// An interactive pop that is cancelled: the page hears willDisappear, then willAppear and
  /// didAppear; its rows hear the same, and no viewDidDisappear that never happened.
  @Test func aCancelledDisappearanceIsTurnedBackInTheRowsWithoutADidDisappear() {
    let staying = row("s")
    page.scrollStack.addRow(controller: staying)
    window.rootViewController = page
    log.entries.removeAll()

    page.beginAppearanceTransition(false, animated: true)
    page.beginAppearanceTransition(true, animated: true)
    page.endAppearanceTransition()

    #expect(log.entries == ["s willDisappear", "s willAppear", "s didAppear"])
  }

  /// It finishes appearing and hears viewWillDisappear before its view leaves, viewDidDisappear
  /// once it has ("was removed").
  @Test
  func aRowRemovedWhileThePageAppearsFinishesAppearingThenDisappearsAroundItsViewLeaving() {
    let leaving = row("x")
    page.scrollStack.addRow(controller: leaving)
    page.onWillAppear = { [unowned page] in page.scrollStack.removeRow(index: 0) }
    leaving.clearLifecycleLog()

    window.rootViewController = page

    #expect(log.entries == ["x willAppear", "x didAppear", "x willDisappear", "x didDisappear"])
    #expect(
      leaving.lifecycleLog == [
        .viewWillAppear, .willMove(toParent: false), .viewDidAppear, .viewWillDisappear, .viewDetached,
        .viewDidDisappear, .didMove(toParent: false), .removedFromParent,
      ])
    #expect(page.children.isEmpty)
  }

  @Test
  func aRowAddedWhileThePageDisappearsHearsNothingUntilThePageAppearsAgain() {
    window.rootViewController = page
    let joining = row("j")
    page.onWillDisappear = { [unowned page] in page.scrollStack.addRow(controller: joining) }

    window.isHidden = true
    #expect(log.entries.isEmpty)
    #expect(joining.parent === page)
    #expect(!joining.isAppeared)

    page.onWillDisappear = nil
    window.isHidden = false
    #expect(log.entries == ["j willAppear", "j didAppear"])
  }

  @Test
  func aRowAddedAndRemovedWhileThePageDisappearsHearsNothing() {
    window.rootViewController = page
    let joining = row("j")
    page.onWillDisappear = { [unowned page] in
      page.scrollStack.addRow(controller: joining)
      page.scrollStack.removeRow(index: 0)
    }
    _ = joining.view
    joining.clearLifecycleLog()

    window.isHidden = true

    #expect(log.entries.isEmpty)
    #expect(
      joining.lifecycleLog == [
        .willMove(toParent: true), .viewAttached, .didMove(toParent: true), .willMove(toParent: false),
        .viewDetached, .didMove(toParent: false), .removedFromParent,
      ])
  }

  /// It heard viewWillDisappear from the page; it hears viewDidDisappear once its view has left
  /// ("was removed"), before `removeFromParent()`, and not again with the page's.
  @Test
  func aRowRemovedWhileThePageDisappearsFinishesDisappearingOnceItsViewLeft() {
    let leaving = row("x")
    page.scrollStack.addRows(controllers: [leaving, row("y")])
    window.rootViewController = page
    page.onWillDisappear = { [unowned page] in page.scrollStack.removeRow(index: 0) }
    log.entries.removeAll()
    leaving.clearLifecycleLog()

    window.isHidden = true

    #expect(log.entries == ["x willDisappear", "y willDisappear", "x didDisappear", "y didDisappear"])
    #expect(
      leaving.lifecycleLog == [
        .viewWillDisappear, .willMove(toParent: false), .viewDetached, .viewDidDisappear, .didMove(toParent: false),
        .removedFromParent,
      ])
  }

  @Test func aNestedStackRemovedWhileThePageAppearsTakesItsRowsAlongBalanced() {
    let nested = row("nested")
    nested.scrollStack.addRow(controller: row("c"))
    page.scrollStack.addRow(controller: nested)
    page.onWillAppear = { [unowned page] in page.scrollStack.removeRow(index: 0) }

    window.rootViewController = page

    #expect(
      log.entries == [
        "nested willAppear", "c willAppear", "nested didAppear", "c didAppear", "nested willDisappear",
        "c willDisappear", "nested didDisappear", "c didDisappear",
      ])
  }

  @Test
  func aChildAddedByHandFollowsThePageOnce() {
    let extra = row("extra")
    page.addChild(extra)
    extra.didMove(toParent: page)

    window.rootViewController = page
    window.isHidden = true

    #expect(log.entries == ["extra willAppear", "extra didAppear", "extra willDisappear", "extra didDisappear"])
  }
}
