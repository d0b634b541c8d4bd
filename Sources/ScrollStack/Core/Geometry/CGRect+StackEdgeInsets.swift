import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - CGRect + StackEdgeInsets

extension CGRect {
  /// This rectangle shrunk by `insets` (grown where an inset is negative).
  ///
  /// The width and height never go below zero.
  public func inset(by insets: StackEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: Swift.max(0, size.width - insets.horizontal),
      height: Swift.max(0, size.height - insets.vertical))
  }
}
