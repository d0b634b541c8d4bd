import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackAnimationInfo

/// The timing of a row's hide/show transition.
///
/// Provided by a controller (or view) adopting `ScrollStackRowAnimatable`; rows that do not
/// adopt it use ``default``.
public struct ScrollStackAnimationInfo: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates animation timing. Negative or non-finite durations and delays count as zero, and
  /// the damping is clamped to `0...1` (NaN becomes 1).
  public init(duration: TimeInterval = 0.25, delay: TimeInterval = 0, springDamping: CGFloat = 1) {
    self.duration = duration.isFinite ? Swift.max(0, duration) : 0
    self.delay = delay.isFinite ? Swift.max(0, delay) : 0
    self.springDamping = springDamping.isNaN ? 1 : Swift.min(1, Swift.max(0, springDamping))
  }

  // MARK: Public

  /// The length of the animation in seconds; default 0.25.
  public var duration: TimeInterval
  /// The wait before the animation starts, in seconds; default 0.
  public var delay: TimeInterval
  /// The spring damping ratio from 0 to 1; 1 (the default) means no oscillation.
  public var springDamping: CGFloat

  /// 0.25 seconds, no delay, no spring.
  public static let `default` = ScrollStackAnimationInfo()

  /// The total time from the start of the request to the end of the animation.
  public var totalTime: TimeInterval { delay + duration }
}
