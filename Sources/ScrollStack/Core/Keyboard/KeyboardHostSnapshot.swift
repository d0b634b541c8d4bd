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

extension KeyboardHostPlacement {
  /// The placement of a host whose view is at `frameInWindow` in a window of `windowBounds`
  /// (both `nil` when it is in no window), and whose view's bottom safe area is
  /// `safeAreaBottom`, its own additional safe area (`ownAdditionalSafeAreaBottom`) included —
  /// UIKit's `view.safeAreaInsets.bottom` and `additionalSafeAreaInsets.bottom`.
  ///
  /// The inherited safe area is the difference (the home indicator, a tab bar): what the host
  /// has from elsewhere. Never negative; non-finite values count as zero.
  static func measured(
    frameInWindow: CGRect?, windowBounds: CGRect?, safeAreaBottom: CGFloat, ownAdditionalSafeAreaBottom: CGFloat
  ) -> KeyboardHostPlacement {
    let safe = safeAreaBottom.isFinite ? safeAreaBottom : 0
    let own = ownAdditionalSafeAreaBottom.isFinite ? ownAdditionalSafeAreaBottom : 0
    return KeyboardHostPlacement(
      frameInWindow: frameInWindow, windowBounds: windowBounds, inheritedSafeAreaBottom: Swift.max(0, safe - own))
  }
}
