import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardHostSnapshot

/// What a host reads from its views after a layout pass or a safe-area change, for
/// ``KeyboardAvoidanceController/hostDidLayout(_:)``: the same inputs from a UIKit view
/// controller and from a test.
///
/// A `nil` field is one the host does not read this way (it reports that input as it changes).
package struct KeyboardHostSnapshot: Equatable {
  // MARK: Lifecycle

  /// A snapshot of what the host read; a field left `nil` is one it does not read this way.
  package init(
    placement: KeyboardHostPlacement, additionalSafeAreaInsets: StackEdgeInsets? = nil,
    keyboardDismissMode: KeyboardDismissMode? = nil, alwaysBounceVertical: Bool? = nil, isTracking: Bool? = nil,
    trackedKeyboardFrame: CGRect? = nil
  ) {
    self.placement = placement
    self.additionalSafeAreaInsets = additionalSafeAreaInsets
    self.keyboardDismissMode = keyboardDismissMode
    self.alwaysBounceVertical = alwaysBounceVertical
    self.isTracking = isTracking
    self.trackedKeyboardFrame = trackedKeyboardFrame
  }

  // MARK: Package

  /// Where the host is in its window (see ``KeyboardHostPlacement/measured(frameInWindow:windowBounds:safeAreaBottom:ownAdditionalSafeAreaBottom:)``).
  package var placement: KeyboardHostPlacement
  /// The controller's `additionalSafeAreaInsets` as found now: the value last applied, or one
  /// the app assigned since.
  package var additionalSafeAreaInsets: StackEdgeInsets?
  /// The scroll view's keyboard dismiss mode.
  package var keyboardDismissMode: KeyboardDismissMode?
  /// The scroll view's `alwaysBounceVertical` as found now: the value last applied, or one the
  /// app assigned since.
  package var alwaysBounceVertical: Bool?
  /// Whether the user's finger is on the scroll view (an interactive dismissal may be running).
  package var isTracking: Bool?
  /// Where the keyboard is now, in screen coordinates, as the system's keyboard tracking says
  /// (UIKit, iOS 15 and later: the window's `keyboardLayoutGuide`), read while the user drags it
  /// down; `nil` when not read. UIKit posts no notification during the drag.
  package var trackedKeyboardFrame: CGRect?
}
