import Foundation

@testable import ScrollStackCore
@testable import ScrollStackHeadless

// MARK: - AnimatableController

/// A fixed-size controller with a custom hide/show transition.
@MainActor
final class AnimatableController: Headless.ViewController, Headless.ScrollStackContainableController,
  Headless.ScrollStackRowAnimatable
{
  let transitions: TransitionLog
  var animationInfo: ScrollStackAnimationInfo
  var onWillBegin: (() -> Void)?

  init(_ title: String, info: ScrollStackAnimationInfo = .default, log: TransitionLog) {
    animationInfo = info
    transitions = log
    super.init()
    self.title = title
  }

  func scrollStackRowSizeForAxis(_ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }

  func willBeginAnimationTransition(toHide: Bool) {
    transitions.record("willBegin", toHide: toHide)
    onWillBegin?()
  }
  func animateTransition(toHide: Bool) { transitions.record("animate", toHide: toHide) }
  func didEndAnimationTransition(toHide: Bool) { transitions.record("didEnd", toHide: toHide) }
}
