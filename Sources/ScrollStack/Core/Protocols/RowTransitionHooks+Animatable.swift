import Foundation

// MARK: - RowTransitionHooks + Animatable

extension RowTransitionHooks {
  /// The transition of the row's controller if it adopts ``ScrollStackRowAnimatable``, or else
  /// of its content view; `nil` when neither does.
  package init?(controller: AnyObject?, contentView: AnyObject) {
    guard
      let animatable = (controller as? any ScrollStackRowAnimatable)
        ?? (contentView as? any ScrollStackRowAnimatable)
    else { return nil }
    self.init(
      info: animatable.animationInfo,
      willBegin: { animatable.willBeginAnimationTransition(toHide: $0) },
      animate: { animatable.animateTransition(toHide: $0) },
      didEnd: { animatable.didEndAnimationTransition(toHide: $0) })
  }
}
