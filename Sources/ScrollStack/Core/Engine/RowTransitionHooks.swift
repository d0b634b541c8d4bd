import Foundation

// MARK: - RowTransitionHooks

/// A custom hide/show transition supplied by a row's controller or view
/// (``ScrollStackRowAnimatable``), seen from the engine.
@MainActor
package struct RowTransitionHooks {
  // MARK: Lifecycle

  /// Creates transition hooks.
  package init(
    info: ScrollStackAnimationInfo, willBegin: @escaping (Bool) -> Void, animate: @escaping (Bool) -> Void,
    didEnd: @escaping (Bool) -> Void
  ) {
    self.info = info
    self.willBegin = willBegin
    self.animate = animate
    self.didEnd = didEnd
  }

  // MARK: Package

  /// The timing of the transition.
  package var info: ScrollStackAnimationInfo
  /// Called before the layout changes.
  package var willBegin: (_ toHide: Bool) -> Void
  /// Called inside the animation, alongside the layout change.
  package var animate: (_ toHide: Bool) -> Void
  /// Called once the animation has finished, before the caller's completion.
  package var didEnd: (_ toHide: Bool) -> Void
}

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
