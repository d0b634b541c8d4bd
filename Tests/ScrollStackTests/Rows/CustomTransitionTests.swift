import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct CustomTransitionTests {
  /// A stack whose row 1 is an animatable controller; `probe` records row 1's height at each step.
  private func makeFixture(info: ScrollStackAnimationInfo = .default) -> (StackFixture, AnimatableController) {
    let fixture = StackFixture()
    let log = TransitionLog()
    let controller = AnimatableController("anim", info: info, log: log)
    fixture.addFixedRows(1)
    fixture.stack.addRow(controller: controller)
    fixture.addFixedRows(1)
    log.probe = { [unowned fixture] in fixture.stack.rows[1].frame.height.compactText }
    return (fixture, controller)
  }

  @Test(arguments: [false, true])
  func hidingRunsWillBeginAnimateDidEndThenCompletion(animated: Bool) {
    let (fixture, controller) = makeFixture()

    fixture.stack.setRowHidden(index: 1, isHidden: true, animated: animated) {
      controller.transitions.lines.append("completion")
    }
    fixture.finishAnimations()

    #expect(controller.transitions.lines == ["willBegin hide 100", "animate hide 0", "didEnd hide 0", "completion"])
  }

  @Test(arguments: [false, true])
  func showingRunsWillBeginAnimateDidEndThenCompletion(animated: Bool) {
    let (fixture, controller) = makeFixture()
    fixture.stack.setRowHidden(index: 1, isHidden: true)
    fixture.layout()
    controller.transitions.lines.removeAll()

    fixture.stack.setRowHidden(index: 1, isHidden: false, animated: animated) {
      controller.transitions.lines.append("completion")
    }
    fixture.finishAnimations()

    #expect(controller.transitions.lines == ["willBegin show 0", "animate show 100", "didEnd show 100", "completion"])
  }

  @Test func didEndWaitsForTheDelayAndTheDuration() {
    let (fixture, controller) = makeFixture(info: ScrollStackAnimationInfo(duration: 1, delay: 0.5))
    let counter = CompletionCounter()

    fixture.stack.setRowHidden(index: 1, isHidden: true, animated: true) {
      controller.transitions.lines.append("completion")
      counter.handler()
    }

    #expect(controller.transitions.lines == ["willBegin hide 100", "animate hide 0"])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 200))
    ScreenTestDriver.advanceTime(by: 1.25)
    #expect(controller.transitions.lines == ["willBegin hide 100", "animate hide 0"])
    ScreenTestDriver.advanceTime(by: 0.25)
    #expect(controller.transitions.lines == ["willBegin hide 100", "animate hide 0", "didEnd hide 0", "completion"])
    fixture.finishAnimations()
    #expect(counter.count == 1)
  }

  @Test func rowsWithoutCustomTransitionUseTheDefaultDuration() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let counter = CompletionCounter()

    fixture.stack.setRowHidden(index: 0, isHidden: true, animated: true, completion: counter.handler)

    ScreenTestDriver.advanceTime(by: 0.24)
    #expect(counter.count == 0)
    ScreenTestDriver.advanceTime(by: 0.01)
    #expect(counter.count == 1)
  }

  @Test func completionOfSeveralRowsWaitsForTheLongestTransition() {
    let fixture = StackFixture()
    let log = TransitionLog()
    let slow = AnimatableController("slow", info: ScrollStackAnimationInfo(duration: 2), log: log)
    fixture.addFixedRows(1)
    fixture.stack.addRow(controller: slow)
    let counter = CompletionCounter()

    fixture.stack.setRowsHidden(indexes: [0, 1], isHidden: true, animated: true, completion: counter.handler)

    ScreenTestDriver.advanceTime(by: 1)
    #expect(counter.count == 0)
    #expect(log.lines == ["willBegin hide", "animate hide"])
    ScreenTestDriver.advanceTime(by: 1)
    #expect(log.lines == ["willBegin hide", "animate hide", "didEnd hide"])
    #expect(counter.count == 1)
  }

  @Test func animatableViewGetsTheTransitionToo() {
    let fixture = StackFixture()
    let log = TransitionLog()
    fixture.stack.addRow(view: AnimatableView(log: log))

    fixture.stack.setRowHidden(index: 0, isHidden: true, animated: true)
    fixture.finishAnimations()
    fixture.stack.setRowHidden(index: 0, isHidden: false)

    #expect(
      log.lines == [
        "willBegin hide", "animate hide", "didEnd hide", "willBegin show", "animate show", "didEnd show",
      ])
  }

  @Test func redundantHideRunsNoTransition() {
    let (fixture, controller) = makeFixture()
    let counter = CompletionCounter()

    fixture.stack.setRowHidden(index: 1, isHidden: false, animated: true, completion: counter.handler)
    fixture.finishAnimations()

    #expect(controller.transitions.lines.isEmpty)
    #expect(counter.count == 1)
  }

  @Test func hidingARowFromItsOwnWillBeginRunsOneTransition() {
    let fixture = StackFixture()
    let controller = SelfHidingController()
    fixture.stack.addRow(controller: controller)
    controller.stack = fixture.stack
    let counter = CompletionCounter()
    let changed = fixture.stack.setRowHidden(index: 0, isHidden: true, completion: counter.handler)
    #expect(!changed)
    #expect(controller.calls == ["willBegin", "willBegin", "animate", "didEnd", "didEnd"])
    #expect(fixture.diagnosticKinds == [.redundantRequest])
    #expect(counter.count == 1)
    #expect(fixture.stack.rows[0].isHidden)
  }
}

/// Hides its own row from inside `willBeginAnimationTransition`.
@MainActor
final class SelfHidingController: LoggingViewController, ScrollStackRowAnimatable {
  weak var stack: ScrollStack?
  var calls: [String] = []
  func willBeginAnimationTransition(toHide: Bool) {
    calls.append("willBegin")
    if calls.count == 1 { stack?.setRowHidden(index: 0, isHidden: true) }
  }
  func animateTransition(toHide: Bool) { calls.append("animate") }
  func didEndAnimationTransition(toHide: Bool) { calls.append("didEnd") }

  init() { super.init(title: nil) }

  required init?(coder: NSCoder) { nil }
}
