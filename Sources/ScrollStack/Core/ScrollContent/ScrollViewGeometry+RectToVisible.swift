import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollViewGeometry + RectToVisible

extension ScrollViewGeometry {
  /// The content offset that makes `rect` (in content coordinates) visible on both axes with
  /// `margin` points of room on every side, scrolling as little as possible — the semantics
  /// of `UIScrollView.scrollRectToVisible(_:animated:)` plus a margin.
  ///
  /// On each axis a rectangle already visible (with its margin) does not move the offset; one
  /// longer than the visible area is aligned to its leading edge. The result is clamped to the
  /// legal offset range. A negative or non-finite margin counts as zero.
  public func offset(toMakeVisible rect: CGRect, margin: CGFloat = 0) -> CGPoint {
    var vertical = self
    vertical.contentOffset = offset(toShow: rect, along: .vertical, at: .automatic, margin: margin)
    return vertical.offset(toShow: rect, along: .horizontal, at: .automatic, margin: margin)
  }

  /// The content's own rectangle, `(0, 0)` to the content size, in content coordinates.
  public var contentRect: CGRect { CGRect(origin: .zero, size: contentSize) }
}
