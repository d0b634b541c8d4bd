import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardEvent

/// One keyboard notification, as a portable value.
///
/// The UIKit layer builds it from a notification's `userInfo` and `object`; the end frame stays
/// in screen coordinates, and each host converts it into its own window (see
/// ``KeyboardHostPlacement/keyboardFrameInWindow(_:keyboardScreenID:)``). Every field may be
/// wrong or missing; ``KeyboardAvoidanceController`` validates each event and reports what it
/// cannot use instead of trusting it.
public struct KeyboardEvent: Equatable, Sendable {
  // MARK: Lifecycle

  /// Creates an event; see the properties for the defaults.
  public init(
    kind: Kind, endFrame: CGRect? = nil, animationDuration: TimeInterval = 0.25, animationCurve: Int = 7,
    isLocal: Bool = true, screenID: ObjectIdentifier? = nil
  ) {
    self.kind = kind
    self.endFrame = endFrame
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
    self.isLocal = isLocal
    self.screenID = screenID
  }

  // MARK: Public

  /// Which notification the event stands for.
  public var kind: Kind
  /// The keyboard's frame at the end of its animation, in screen coordinates (for a window at
  /// the screen's origin, the same as the window's).
  ///
  /// `nil` when the notification carried no frame. An empty frame (zero width or height) is
  /// what iPadOS posts for a floating keyboard.
  public var endFrame: CGRect?
  /// The length of the keyboard's animation in seconds; defaults to 0.25.
  public var animationDuration: TimeInterval
  /// The raw value of the keyboard's animation curve; defaults to 7, the private curve UIKit
  /// uses for the keyboard (it has no `UIView.AnimationCurve` case).
  public var animationCurve: Int
  /// Whether the keyboard belongs to this app. A keyboard of another app (iPad multitasking)
  /// covers the host just the same, so it is treated alike; the flag is kept for hosts that
  /// want to tell the two apart. Defaults to `true`.
  public var isLocal: Bool
  /// The identity of the screen the keyboard is on: UIKit names it from iOS 16.1 (the
  /// notification's `object` is the `UIScreen`). `nil` (the default) when not said: the
  /// keyboard is taken to be on every host's screen.
  public var screenID: ObjectIdentifier?
}
