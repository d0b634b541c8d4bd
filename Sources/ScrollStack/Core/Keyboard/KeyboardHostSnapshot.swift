import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardHostSnapshot

/// What a host reads from its views after a layout pass or a safe-area change, for
/// ``KeyboardAvoidanceController/hostDidLayout(_:)``: the same inputs from a UIKit view
/// controller and from a headless one.
///
/// A `nil` field is one the host does not read this way (it reports that input as it changes).
struct KeyboardHostSnapshot: Equatable {
  /// Where the host is in its window (see ``KeyboardHostPlacement/measured(frameInWindow:windowBounds:safeAreaBottom:ownAdditionalSafeAreaBottom:)``).
  var placement: KeyboardHostPlacement
  /// The controller's `additionalSafeAreaInsets` as found now: the value last applied, or one
  /// the app assigned since.
  var additionalSafeAreaInsets: StackEdgeInsets?
  /// The scroll view's keyboard dismiss mode.
  var keyboardDismissMode: KeyboardDismissMode?
  /// The scroll view's `alwaysBounceVertical` as found now: the value last applied, or one the
  /// app assigned since.
  var alwaysBounceVertical: Bool?
  /// Whether the user's finger is on the scroll view (an interactive dismissal may be running).
  var isTracking: Bool?
}
