import Foundation
import Testing

@_spi(Engine) @testable import ScrollStackCore
@_spi(Engine) @testable import ScrollStackHeadless

/// A stack let go while animations it started are still pending on its scheduler (an animated
/// hide with a custom transition, insertion, removal, axis change and scroll, and a completion
/// waiting in the event queue): nothing the engine hands the scheduler or keeps in its queue
/// holds the stack, its rows or their controllers, so the stack is freed as soon as the app lets
/// go of it, and the rest once the scheduler runs the pending work or is itself let go. Every
/// completion is called exactly once when the pending work runs.
@Suite @MainActor struct PendingAnimationLifetimeTests {
  /// What a test keeps of a stack it let go: weak references, and the completions' counter.
  private struct Freed {
    weak var controller: Headless.ScrollStackController?
    weak var stack: Headless.ScrollStack?
    weak var row: Headless.ScrollStackRow?
    weak var animatable: AnimatableController?
    weak var rowController: Headless.ViewController?
  }

  /// Starts every kind of animated change on a shown stack animating on `scheduler`, with
  /// completions that capture only `counter`, and lets go of the stack; returns what to watch.
  private func startAnimationsAndLetGo(scheduler: ManualScheduler, counter: CompletionCounter) -> Freed {
    var freed = Freed()
    let controller = Headless.ScrollStackController(animationScheduler: scheduler)
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    controller.simulateAppearance()
    let stack = controller.scrollStack
    let animatable = AnimatableController("anim", info: ScrollStackAnimationInfo(duration: 1), log: TransitionLog())
    stack.addRows(controllers: (0..<20).map { SizedController("r\($0)", size: .fixed(100)) })
    stack.addRow(controller: animatable, at: .atIndex(1))
    scheduler.runUntilIdle()

    stack.setRowHidden(index: 1, isHidden: true, animated: true, completion: counter.handler)
    stack.setRowsHidden(indexes: [2, 3], isHidden: true, animated: true, completion: counter.handler)
    stack.addRow(
      controller: SizedController("new", size: .fixed(50)), at: .top, animated: true, completion: counter.handler)
    stack.removeRow(index: 10, animated: true, completion: counter.handler)
    stack.setAxis(.horizontal, animated: true, completion: counter.handler)
    stack.scrollToRow(index: 15, at: .middle, animated: true, completion: counter.handler)
    #expect(scheduler.pendingCount > 0)
    #expect(counter.count == 0)

    freed.controller = controller
    freed.stack = stack
    freed.row = stack.rows[5]
    freed.animatable = animatable
    freed.rowController = stack.rows[5].controller
    return freed
  }

  @Test func aStackLetGoWithAnimationsPendingIsFreedAndTheirCompletionsRunOnceWhenTheyEnd() {
    let scheduler = ManualScheduler()
    let counter = CompletionCounter()
    let freed = startAnimationsAndLetGo(scheduler: scheduler, counter: counter)

    #expect(freed.controller == nil)
    #expect(freed.stack == nil)
    scheduler.runUntilIdle()

    #expect(counter.count == 6)
    #expect(freed.row == nil)
    #expect(freed.animatable == nil)
    #expect(freed.rowController == nil)
  }

  @Test func aStackLetGoWithItsSchedulerWhileAnimationsArePendingFreesEverything() {
    let counter = CompletionCounter()
    var freed = Freed()
    do {
      let scheduler = ManualScheduler()
      freed = startAnimationsAndLetGo(scheduler: scheduler, counter: counter)
    }

    #expect(freed.controller == nil)
    #expect(freed.stack == nil)
    #expect(freed.row == nil)
    #expect(freed.animatable == nil)
    #expect(freed.rowController == nil)
  }
}
