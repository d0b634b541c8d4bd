import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How a row is sized along the stack's axis.
///
/// Returned by a controller's `scrollStackRowSizeForAxis(_:row:in:)`. A controller that does
/// not adopt the protocol, or returns `nil`, is sized by its content's own layout.
public enum ScrollStackControllerSize: Hashable, Sendable {
  /// A fixed length along the axis, in points. NaN, infinite or negative lengths are reported
  /// and treated as zero.
  case fixed(CGFloat)
  /// The content's fitting length along the axis, measured with the cross axis fixed to the
  /// stack's cross length (less insets and padding).
  case fitLayoutForAxis
}

/// Where a scroll request places a row in the visible area.
public enum ScrollStackScrollPosition: String, Hashable, Sendable, CaseIterable {
  /// The row's leading edge (top or left) at the leading edge of the visible area.
  case initial
  /// The row's centre at the centre of the visible area.
  case middle
  /// The row's trailing edge (bottom or right) at the trailing edge of the visible area.
  case final
  /// The least scroll that shows the whole row; none when it is already entirely visible. A
  /// row longer than the visible area is aligned to its leading edge.
  case automatic
}

/// Where new rows go.
///
/// `after`/`before` name a controller that is already a row; `afterView`/`beforeView` name the
/// view of a row (the plain view, or a controller's view). A location that cannot be resolved
/// (an index out of range, content that is not a row) is reported and nothing is inserted.
public enum ScrollStackInsertLocation<Controller: AnyObject, View: AnyObject> {
  /// Before the first row.
  case top
  /// After the last row. The default.
  case bottom
  /// At `index` in `0...rows.count`; the rows from `index` on move down.
  case atIndex(Int)
  /// Right after the row that holds the controller.
  case after(Controller)
  /// Right before the row that holds the controller.
  case before(Controller)
  /// Right after the row whose content view is the view.
  case afterView(View)
  /// Right before the row whose content view is the view.
  case beforeView(View)
}

/// The timing of a row's hide/show transition.
///
/// Provided by a controller (or view) adopting `ScrollStackRowAnimatable`; rows that do not
/// adopt it use ``default``.
public struct ScrollStackAnimationInfo: Hashable, Sendable {
  /// The length of the animation in seconds; default 0.25.
  public var duration: TimeInterval
  /// The wait before the animation starts, in seconds; default 0.
  public var delay: TimeInterval
  /// The spring damping ratio from 0 to 1; 1 (the default) means no oscillation.
  public var springDamping: CGFloat

  /// Creates animation timing. Negative or non-finite durations and delays count as zero, and
  /// the damping is clamped to `0...1` (NaN becomes 1).
  public init(duration: TimeInterval = 0.25, delay: TimeInterval = 0, springDamping: CGFloat = 1) {
    self.duration = duration.isFinite ? Swift.max(0, duration) : 0
    self.delay = delay.isFinite ? Swift.max(0, delay) : 0
    self.springDamping = springDamping.isNaN ? 1 : Swift.min(1, Swift.max(0, springDamping))
  }

  /// 0.25 seconds, no delay, no spring.
  public static let `default` = ScrollStackAnimationInfo()

  /// The total time from the start of the request to the end of the animation.
  public var totalTime: TimeInterval { delay + duration }
}
