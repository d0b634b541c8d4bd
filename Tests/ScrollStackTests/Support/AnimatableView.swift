import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - AnimatableView

/// A plain 100-point view with a custom hide/show transition.
@MainActor
final class AnimatableView: SizedView, ScrollStackRowAnimatable {
  let transitions: TransitionLog

  init(log: TransitionLog) {
    transitions = log
    super.init(intrinsicSize: CGSize(width: UIView.noIntrinsicMetric, height: 100))
  }

  required init?(coder: NSCoder) { nil }

  func willBeginAnimationTransition(toHide: Bool) { transitions.record("willBegin", toHide: toHide) }
  func animateTransition(toHide: Bool) { transitions.record("animate", toHide: toHide) }
  func didEndAnimationTransition(toHide: Bool) { transitions.record("didEnd", toHide: toHide) }
}
