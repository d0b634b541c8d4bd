import Foundation

@testable import ScrollStackCore
@testable import ScrollStackHeadless

// MARK: - AnimatableView

/// A plain 100-point view with a custom hide/show transition.
@MainActor
final class AnimatableView: Headless.View, Headless.ScrollStackRowAnimatable {
  let transitions: TransitionLog

  init(log: TransitionLog) {
    transitions = log
    super.init(frame: .zero)
    intrinsicContentSize = CGSize(width: Headless.View.noIntrinsicMetric, height: 100)
  }

  func willBeginAnimationTransition(toHide: Bool) { transitions.record("willBegin", toHide: toHide) }
  func animateTransition(toHide: Bool) { transitions.record("animate", toHide: toHide) }
  func didEndAnimationTransition(toHide: Bool) { transitions.record("didEnd", toHide: toHide) }
}
