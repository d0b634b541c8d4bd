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
