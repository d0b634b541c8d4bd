import Foundation

// MARK: - ScrollStackRowAnimatable

/// Adopted by a row's view controller or content view for a custom hide/show transition.
///
/// The stack calls ``willBeginAnimationTransition(toHide:)``, then ``animateTransition(toHide:)``
/// inside the animation (UIKit: a `UIView.animate` block) with ``animationInfo``'s timing, then
/// ``didEndAnimationTransition(toHide:)``. The controller is asked first, then the content view.
/// Every requirement has a default (``ScrollStackAnimationInfo/default`` and no-ops).
@MainActor
public protocol ScrollStackRowAnimatable: AnyObject {
  /// The transition's duration, delay and spring damping.
  var animationInfo: ScrollStackAnimationInfo { get }
  /// Called before the row starts to hide or show: set the starting state here.
  func willBeginAnimationTransition(toHide: Bool)
  /// Called inside the animation: set the end state of your transition here.
  func animateTransition(toHide: Bool)
  /// Called after the transition ended.
  func didEndAnimationTransition(toHide: Bool)
}

extension ScrollStackRowAnimatable {
  /// ``ScrollStackAnimationInfo/default``.
  public var animationInfo: ScrollStackAnimationInfo { .default }
  /// Does nothing.
  public func willBeginAnimationTransition(toHide: Bool) {}
  /// Does nothing.
  public func animateTransition(toHide: Bool) {}
  /// Does nothing.
  public func didEndAnimationTransition(toHide: Bool) {}
}
