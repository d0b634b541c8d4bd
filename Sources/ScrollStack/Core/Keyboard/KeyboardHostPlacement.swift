import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardHostPlacement

/// Where the host view sits, in the coordinates of its window: what keyboard avoidance needs to
/// know about the host.
///
/// The keyboard's frame and the host's frame must be in the same coordinate space; the UIKit
/// layer converts both into the window's.
public struct KeyboardHostPlacement: Equatable, Sendable {
  // MARK: Lifecycle

  /// Creates a placement; every value defaults to "not in a window".
  public init(frameInWindow: CGRect? = nil, windowBounds: CGRect? = nil, inheritedSafeAreaBottom: CGFloat = 0) {
    self.frameInWindow = frameInWindow
    self.windowBounds = windowBounds
    self.inheritedSafeAreaBottom = inheritedSafeAreaBottom
  }

  // MARK: Public

  /// The host view's frame in its window's coordinates; `nil` when it is not in a window.
  public var frameInWindow: CGRect?
  /// The bounds of the host's window (on iPhone, the screen); `nil` when it is not in a window.
  /// A keyboard whose frame does not reach the bottom of these bounds is undocked.
  public var windowBounds: CGRect?
  /// The bottom safe area the host already has from elsewhere (home indicator, tab bar), not
  /// counting its own additional insets. In UIKit:
  /// `view.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom`. Defaults to zero.
  public var inheritedSafeAreaBottom: CGFloat

  /// A host that fills its window: the common case of a full-screen view controller.
  public static func filling(_ windowBounds: CGRect, inheritedSafeAreaBottom: CGFloat = 0) -> KeyboardHostPlacement {
    KeyboardHostPlacement(
      frameInWindow: windowBounds, windowBounds: windowBounds, inheritedSafeAreaBottom: inheritedSafeAreaBottom)
  }

  // MARK: Package

  /// The placement of a host whose view is at `frameInWindow` in a window of `windowBounds`
  /// (both `nil` when it is in no window), and whose view's bottom safe area is
  /// `safeAreaBottom`, its own additional safe area (`ownAdditionalSafeAreaBottom`) included —
  /// UIKit's `view.safeAreaInsets.bottom` and `additionalSafeAreaInsets.bottom`.
  ///
  /// The inherited safe area is the difference (the home indicator, a tab bar): what the host
  /// has from elsewhere. Never negative; non-finite values count as zero.
  package static func measured(
    frameInWindow: CGRect?, windowBounds: CGRect?, safeAreaBottom: CGFloat, ownAdditionalSafeAreaBottom: CGFloat
  ) -> KeyboardHostPlacement {
    let safe = safeAreaBottom.isFinite ? safeAreaBottom : 0
    let own = ownAdditionalSafeAreaBottom.isFinite ? ownAdditionalSafeAreaBottom : 0
    return KeyboardHostPlacement(
      frameInWindow: frameInWindow, windowBounds: windowBounds, inheritedSafeAreaBottom: Swift.max(0, safe - own))
  }
}
