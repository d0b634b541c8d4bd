import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardHostPlacement

/// Where the host view sits, in the coordinates of its window: what keyboard avoidance needs to
/// know about the host.
///
/// Keyboard frames arrive in screen coordinates (UIKit's `keyboardFrameEndUserInfoKey`); the
/// placement says where the host's window is on its screen (``windowOriginInScreen``) and which
/// screen that is (``screenID``), so that each host converts the keyboard into its own window:
/// with several windows (iPad multi-scene, Stage Manager, an external display) each host follows
/// the keyboard as it lies over its own window.
public struct KeyboardHostPlacement: Equatable, Sendable {
  // MARK: Lifecycle

  /// Creates a placement; every value defaults to "not in a window", and to a window at the
  /// screen's origin on an unnamed screen.
  public init(
    frameInWindow: CGRect? = nil, windowBounds: CGRect? = nil, inheritedSafeAreaBottom: CGFloat = 0,
    windowOriginInScreen: CGPoint = .zero, screenID: ObjectIdentifier? = nil
  ) {
    self.frameInWindow = frameInWindow
    self.windowBounds = windowBounds
    self.inheritedSafeAreaBottom = inheritedSafeAreaBottom
    self.windowOriginInScreen = windowOriginInScreen
    self.screenID = screenID
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
  /// Where the origin of the window's coordinates lies in screen coordinates; `.zero` (a
  /// full-screen window) by default. In UIKit: `window.convert(.zero, to: window.screen.coordinateSpace)`.
  public var windowOriginInScreen: CGPoint
  /// The identity of the screen the window is on (UIKit: `ObjectIdentifier(window.screen)`);
  /// `nil` when unknown. A keyboard reported on another screen does not cover the host.
  public var screenID: ObjectIdentifier?

  /// `keyboardFrame`, in screen coordinates, in the coordinates of the host's window; `nil` when
  /// the keyboard is on another screen than the window (both screens known).
  public func keyboardFrameInWindow(_ keyboardFrame: CGRect, keyboardScreenID: ObjectIdentifier?) -> CGRect? {
    if let keyboardScreenID, let screenID, keyboardScreenID != screenID { return nil }
    return keyboardFrame.offsetBy(dx: -windowOriginInScreen.x, dy: -windowOriginInScreen.y)
  }

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
  /// The window is at `windowOriginInScreen` on the screen `screenID` (see the properties).
  package static func measured(
    frameInWindow: CGRect?, windowBounds: CGRect?, safeAreaBottom: CGFloat, ownAdditionalSafeAreaBottom: CGFloat,
    windowOriginInScreen: CGPoint = .zero, screenID: ObjectIdentifier? = nil
  ) -> KeyboardHostPlacement {
    let safe = safeAreaBottom.isFinite ? safeAreaBottom : 0
    let own = ownAdditionalSafeAreaBottom.isFinite ? ownAdditionalSafeAreaBottom : 0
    return KeyboardHostPlacement(
      frameInWindow: frameInWindow, windowBounds: windowBounds, inheritedSafeAreaBottom: Swift.max(0, safe - own),
      windowOriginInScreen: windowOriginInScreen, screenID: screenID)
  }
}
