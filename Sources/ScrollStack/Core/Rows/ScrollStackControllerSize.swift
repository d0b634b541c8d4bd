import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackControllerSize

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
