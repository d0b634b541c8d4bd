import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// A hide interrupted by a show (or the reverse): the interrupted transition ends first, hooks
/// and completion, and the row's hooks end with the transition that won.
@Suite @MainActor struct InterruptedTransitionTests {
  private func makeFixture() -> (StackFixture, AnimatableController, [String]) {
    let fixture = StackFixture()
    let controller = AnimatableController("anim", info: ScrollStackAnimationInfo(duration: 1), log: TransitionLog())
    fixture.addFixedRows(1)
    fixture.stack.addRow(controller: controller)
    return (fixture, controller, [])
  }

  @Test(arguments: [false, true])
  func aRunningHideInterruptedByAShowEndsFirst(showAnimated: Bool) {
    let (fixture, controller, _) = makeFixture()
    let lines = controller.transitions

    fixture.stack.setRowHidden(index: 1, isHidden: true, animated: true) { lines.lines.append("hide completion") }
    fixture.stack.setRowHidden(index: 1, isHidden: false, animated: showAnimated) {
      lines.lines.append("show completion")
    }
    ScreenTestDriver.advanceTime(by: 2)

    #expect(
      lines.lines == [
        "willBegin hide", "animate hide", "didEnd hide", "hide completion", "willBegin show", "animate show",
        "didEnd show", "show completion",
      ])
    #expect(!fixture.stack.rows[1].isHidden)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aHideInterruptedFromADelegateCallbackEndsBeforeTheShow() {
    let (fixture, controller, _) = makeFixture()
    let lines = controller.transitions
    var shown = false
    fixture.delegate.onEvent = { [unowned fixture] line in
      guard line == "hidden 1 hidden", !shown else { return }
      shown = true
      fixture.stack.setRowHidden(index: 1, isHidden: false, animated: true) { lines.lines.append("show completion") }
    }

    fixture.stack.setRowHidden(index: 1, isHidden: true, animated: true) { lines.lines.append("hide completion") }
    fixture.finishAnimations()

    // The show runs its animation: the interrupted hide has ended, hooks and completion, before
    // the show's own end.
    #expect(
      lines.lines == [
        "willBegin hide", "didEnd hide", "willBegin show", "animate show", "hide completion", "didEnd show",
        "show completion",
      ])
    #expect(!fixture.stack.rows[1].isHidden)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aRowShownAgainByALaterRowsHookCompletesTheCallOnce() {
    let fixture = StackFixture()
    let log = TransitionLog()
    let first = AnimatableController("a", log: log)
    let second = AnimatableController("b", log: log)
    fixture.stack.addRows(controllers: [first, second])
    second.onWillBegin = { [unowned fixture] in fixture.stack.setRowHidden(index: 0, isHidden: false) }
    let counter = CompletionCounter()

    let changed = fixture.stack.setRowsHidden(indexes: [0, 1], isHidden: true, completion: counter.handler)

    #expect(changed)
    #expect(counter.count == 1)
    #expect(
      log.lines == [
        "willBegin hide", "willBegin hide", "didEnd hide", "willBegin show", "animate show", "didEnd show",
        "animate hide", "didEnd hide",
      ])
    #expect(fixture.stack.rows.map(\.isHidden) == [false, true])
    #expect(fixture.inconsistencies().isEmpty)
  }
}
