import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardAvoidanceHost

/// What a ``KeyboardAvoidanceController`` drives: a view controller and its scroll view, real
/// (UIKit, or the UIKit double).
///
/// Only ``applyAdditionalSafeAreaInsets(_:animation:)`` is required; the other requirements
/// have default implementations that do nothing or know nothing.
@MainActor
public protocol KeyboardAvoidanceHost: AnyObject {
  /// Sets the host controller's `additionalSafeAreaInsets`, animated with `animation`, or at
  /// once when it is `nil`. Called only when the value changes. The host should lay out before
  /// returning, so that a scroll request delivered right after sees the new layout.
  func applyAdditionalSafeAreaInsets(_ insets: StackEdgeInsets, animation: KeyboardAnimation?)

  /// Sets the scroll view's `alwaysBounceVertical`. Called only when the value changes.
  /// Default: does nothing.
  func applyAlwaysBounceVertical(_ isOn: Bool)

  /// Sets the scroll view's content offset. The offset is already clamped to the legal range.
  /// Default: does nothing.
  func applyContentOffset(_ offset: CGPoint, animated: Bool)

  /// The scroll view's geometry as laid out now, or `nil` when there is no scroll view yet.
  /// Default: `nil`, which turns scroll requests and rotation handling off.
  func currentScrollGeometry() -> ScrollViewGeometry?

  /// What `scrollFirstResponderToVisible` should show: the first responder inside the scroll
  /// content, or `nil` when there is none. Default: `nil`.
  func currentFirstResponderTarget() -> ScrollRequestTarget?
}

extension KeyboardAvoidanceHost {
  /// Does nothing.
  public func applyAlwaysBounceVertical(_ isOn: Bool) {}
  /// Does nothing.
  public func applyContentOffset(_ offset: CGPoint, animated: Bool) {}
  /// Returns `nil`.
  public func currentScrollGeometry() -> ScrollViewGeometry? { nil }
  /// Returns `nil`.
  public func currentFirstResponderTarget() -> ScrollRequestTarget? { nil }
}
