import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One keyboard notification, as a portable value.
///
/// The UIKit layer builds it from a notification's `userInfo`, converting the keyboard's end
/// frame from screen coordinates into the coordinates of the host's window. Every field may be
/// wrong or missing; ``KeyboardAvoidanceController`` validates each event and reports what it
/// cannot use instead of trusting it.
public struct KeyboardEvent: Equatable, Sendable {
  /// Which notification the event stands for.
  public enum Kind: String, Hashable, Sendable {
    /// The keyboard is about to appear (UIKit posts this again for every height change).
    case willShow
    /// The keyboard is about to leave. Its end frame is not needed and is ignored.
    case willHide
    /// The keyboard's frame is about to change.
    case willChangeFrame
    /// The keyboard's frame has changed.
    case didChangeFrame
  }

  /// Which notification the event stands for.
  public var kind: Kind
  /// The keyboard's frame at the end of its animation, in the host window's coordinates.
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

  /// Creates an event; see the properties for the defaults.
  public init(
    kind: Kind, endFrame: CGRect? = nil, animationDuration: TimeInterval = 0.25, animationCurve: Int = 7,
    isLocal: Bool = true
  ) {
    self.kind = kind
    self.endFrame = endFrame
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
    self.isLocal = isLocal
  }
}

/// How a change caused by the keyboard should be animated.
public struct KeyboardAnimation: Hashable, Sendable {
  /// The duration in seconds; never negative or non-finite.
  public var duration: TimeInterval
  /// The raw animation curve, passed through from the keyboard event.
  public var curve: Int

  /// Creates an animation description; a negative or non-finite duration becomes zero.
  public init(duration: TimeInterval, curve: Int) {
    self.duration = duration.isFinite ? Swift.max(0, duration) : 0
    self.curve = curve
  }
}

/// What the keyboard is doing, once an event has been validated.
public enum KeyboardState: Equatable, Sendable {
  /// No keyboard is up.
  case hidden
  /// A keyboard is up with this frame in window coordinates (possibly empty: floating).
  case shown(frame: CGRect)

  /// The keyboard's frame, or `nil` when hidden.
  public var frame: CGRect? {
    switch self {
    case .hidden: return nil
    case .shown(let frame): return frame
    }
  }
}
