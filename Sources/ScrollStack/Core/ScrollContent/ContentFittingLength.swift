import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ContentFittingLength

/// The length a scroll view that sizes itself to its content asks for along its axis: below the
/// maximum it is exactly as long as its content (with its insets) and nothing scrolls; at the
/// maximum it stops growing and its content scrolls inside it.
///
/// The same rule as the Auto Layout recipe of a required `≤ maximum` on the scroll view and a
/// lower-priority `==` to its content, as one pure function along one axis.
package enum ContentFittingLength {
  /// The length for content of `contentLength` with `insetLength` of insets along the axis (the
  /// adjusted content insets at both ends), at most `maximum`. A NaN or negative content length
  /// or inset counts as 0; an infinite content length gives the maximum; a NaN or negative
  /// maximum counts as 0, an infinite one means no limit (an infinite content length then gives
  /// `nil`: there is no finite length to ask for).
  package static func length(contentLength: CGFloat, insetLength: CGFloat, maximum: CGFloat) -> CGFloat? {
    let limit = maximum.isNaN ? 0 : Swift.max(0, maximum)
    let content = contentLength.isNaN ? 0 : Swift.max(0, contentLength)
    let insets = insetLength.isFinite ? Swift.max(0, insetLength) : 0
    let length = Swift.min(content + insets, limit)
    return length.isFinite ? length : nil
  }
}
