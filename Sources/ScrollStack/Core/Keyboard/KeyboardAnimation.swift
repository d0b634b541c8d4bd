import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardAnimation

/// How a change caused by the keyboard should be animated.
public struct KeyboardAnimation: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates an animation description; a negative or non-finite duration becomes zero.
  public init(duration: TimeInterval, curve: Int) {
    self.duration = duration.isFinite ? Swift.max(0, duration) : 0
    self.curve = curve
  }

  // MARK: Public

  /// The duration in seconds; never negative or non-finite.
  public var duration: TimeInterval
  /// The raw animation curve, passed through from the keyboard event.
  public var curve: Int
}
