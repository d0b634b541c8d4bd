import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

/// A stack let go while animations it started are still pending on the animation clock (an
/// animated hide with a custom transition, insertion, removal, axis change and scroll, and a
/// completion waiting in the event queue): nothing the engine hands UIKit's animations or keeps in
/// its queue holds the stack, its rows or their controllers, so the stack is freed as soon as the
/// app lets go of it, and the rest once the pending animations end or are dropped (the double's
/// clock reset). Every completion is called exactly once when the pending work runs.
@Suite @MainActor struct PendingAnimationLifetimeTests {
  /// What a test keeps of a stack it let go: weak references, and the completions' counter.
  private struct Freed {
    weak var controller: ScrollStackController?
    weak var stack: ScrollStack?
    weak var row: ScrollStackRow?
    weak var animatable: AnimatableController?
    weak var rowController: UIViewController?
  }

  /// Starts every kind of animated change on a shown stack, with completions that capture only
  /// `counter`, and lets go of the stack; returns what to watch.
  private func startAnimationsAndLetGo(counter: CompletionCounter) -> Freed {
    ScreenTestDriver.reset()
    var freed = Freed()
    let controller = ScrollStackController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    controller.simulateAppearance()
    let stack = controller.scrollStack
    let animatable = AnimatableController("anim", info: ScrollStackAnimationInfo(duration: 1), log: TransitionLog())
    stack.addRows(controllers: (0..<20).map { SizedController("r\($0)", size: .fixed(100)) })
    stack.addRow(controller: animatable, at: .atIndex(1))
    ScreenTestDriver.finishAnimations()
    controller.view.layoutIfNeeded()

    stack.setRowHidden(index: 1, isHidden: true, animated: true, completion: counter.handler)
    stack.setRowsHidden(indexes: [2, 3], isHidden: true, animated: true, completion: counter.handler)
    stack.addRow(
      controller: SizedController("new", size: .fixed(50)), at: .top, animated: true, completion: counter.handler)
    stack.removeRow(index: 10, animated: true, completion: counter.handler)
    stack.setAxis(.horizontal, animated: true, completion: counter.handler)
    stack.scrollToRow(index: 15, at: .middle, animated: true, completion: counter.handler)
    #expect(DoubleClock.main.hasPendingActions)
    #expect(counter.count == 0)

    freed.controller = controller
    freed.stack = stack
    freed.row = stack.rows[5]
    freed.animatable = animatable
    freed.rowController = stack.rows[5].controller
    return freed
  }

  @Test func aStackLetGoWithAnimationsPendingIsFreedAndTheirCompletionsRunOnceWhenTheyEnd() {
    let counter = CompletionCounter()
    let freed = startAnimationsAndLetGo(counter: counter)

    #expect(freed.controller == nil)
    #expect(freed.stack == nil)
    ScreenTestDriver.finishAnimations()

    #expect(counter.count == 6)
    #expect(freed.row == nil)
    #expect(freed.animatable == nil)
    #expect(freed.rowController == nil)
  }

  @Test func aStackLetGoWhileAnimationsThatNeverEndArePendingFreesEverythingWhenTheyAreDropped() {
    let counter = CompletionCounter()
    let freed = startAnimationsAndLetGo(counter: counter)
    ScreenTestDriver.reset()

    #expect(freed.controller == nil)
    #expect(freed.stack == nil)
    #expect(freed.row == nil)
    #expect(freed.animatable == nil)
    #expect(freed.rowController == nil)
  }
}
