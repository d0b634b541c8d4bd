import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - AnimatableController

/// A fixed-size controller with a custom hide/show transition.
@MainActor
final class AnimatableController: LoggingViewController, ScrollStackContainableController,
  ScrollStackRowAnimatable
{
  let transitions: TransitionLog
  var animationInfo: ScrollStackAnimationInfo
  var onWillBegin: (() -> Void)?

  init(_ title: String, info: ScrollStackAnimationInfo = .default, log: TransitionLog) {
    animationInfo = info
    transitions = log
    super.init(title: title)
  }

  required init?(coder: NSCoder) { nil }

  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }

  func willBeginAnimationTransition(toHide: Bool) {
    transitions.record("willBegin", toHide: toHide)
    onWillBegin?()
  }
  func animateTransition(toHide: Bool) { transitions.record("animate", toHide: toHide) }
  func didEndAnimationTransition(toHide: Bool) { transitions.record("didEnd", toHide: toHide) }
}
