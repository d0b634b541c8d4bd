import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollViewGeometry

/// The geometry of a scroll view at one moment: what the scroll math needs, and nothing else.
///
/// A value type so that every scroll computation (legal offsets, the visible rectangle, where a
/// scroll request lands) is a pure function of it.
public struct ScrollViewGeometry: Equatable, Sendable {
  // MARK: Lifecycle

  /// Creates scroll geometry; every value defaults to zero.
  public init(
    viewportSize: CGSize = .zero, contentOffset: CGPoint = .zero, contentSize: CGSize = .zero,
    adjustedContentInset: StackEdgeInsets = .zero
  ) {
    self.viewportSize = viewportSize
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.adjustedContentInset = adjustedContentInset
  }

  // MARK: Public

  /// The size of the scroll view's bounds (the viewport).
  public var viewportSize: CGSize
  /// The scroll view's content offset (the bounds origin).
  public var contentOffset: CGPoint
  /// The size of the scrollable content.
  public var contentSize: CGSize
  /// The content insets as UIKit adjusts them: the user's `contentInset` plus the safe area
  /// (bars, home indicator) and, with a keyboard up, the keyboard's overlap.
  public var adjustedContentInset: StackEdgeInsets

  /// Whether the viewport has a finite, positive size on both axes.
  public var hasUsableViewport: Bool {
    viewportSize.width.isFinite && viewportSize.height.isFinite && viewportSize.width > 0
      && viewportSize.height > 0
  }

  /// The smallest legal content offset: the content's top-left sits below the leading insets.
  public var minimumOffset: CGPoint {
    CGPoint(x: -adjustedContentInset.left.finiteOrZero, y: -adjustedContentInset.top.finiteOrZero)
  }

  /// The largest legal content offset; never less than ``minimumOffset``, so content shorter
  /// than the viewport stays at the top (or left).
  public var maximumOffset: CGPoint {
    let insets = adjustedContentInset.sanitized
    let minimum = minimumOffset
    let x = contentSize.width.finiteOrZero - viewportSize.width.finiteOrZero + insets.right
    let y = contentSize.height.finiteOrZero - viewportSize.height.finiteOrZero + insets.bottom
    return CGPoint(x: Swift.max(minimum.x, x), y: Swift.max(minimum.y, y))
  }

  /// `offset` moved into the legal range on both axes. Non-finite coordinates become the
  /// minimum offset on that axis.
  public func clamped(_ offset: CGPoint) -> CGPoint {
    let minimum = minimumOffset
    let maximum = maximumOffset
    let x = offset.x.isFinite ? Swift.min(Swift.max(offset.x, minimum.x), maximum.x) : minimum.x
    let y = offset.y.isFinite ? Swift.min(Swift.max(offset.y, minimum.y), maximum.y) : minimum.y
    return CGPoint(x: x, y: y)
  }

  /// The part of the content the user can see: the bounds less the adjusted content insets,
  /// in content coordinates. Empty when the insets cover the whole viewport.
  public var visibleRect: CGRect {
    let bounds = CGRect(origin: contentOffset, size: viewportSize)
    return bounds.inset(by: adjustedContentInset.sanitized)
  }

  /// The content offset that brings `target` (in content coordinates) into the visible area
  /// along `axis`, at `position`, with `margin` points of room around it, clamped to the legal
  /// range. The other coordinate of the offset is kept.
  public func offset(
    toShow target: CGRect, along axis: StackAxis, at position: ScrollStackScrollPosition, margin: CGFloat = 0
  ) -> CGPoint {
    let visible = visibleRect
    let safeMargin = margin.isFinite ? Swift.max(0, margin) : 0
    let visibleStart = visible.start(along: axis)
    let visibleLength = visible.size.length(along: axis)
    let targetStart = target.start(along: axis) - safeMargin
    let targetEnd = target.end(along: axis) + safeMargin
    let currentOffset = contentOffset.coordinate(along: axis)
    // The distance from the offset to the start of the visible area (the leading inset).
    let lead = visibleStart - currentOffset
    let newOffset: CGFloat
    switch position {
    case .initial:
      newOffset = targetStart - lead
    case .middle:
      newOffset = (targetStart + targetEnd) / 2 - visibleLength / 2 - lead
    case .final:
      newOffset = targetEnd - visibleLength - lead
    case .automatic:
      if targetEnd - targetStart > visibleLength || targetStart < visibleStart {
        newOffset = targetStart - lead
      } else if targetEnd > visibleStart + visibleLength {
        newOffset = targetEnd - visibleLength - lead
      } else {
        newOffset = currentOffset
      }
    }
    let cross = contentOffset.coordinate(along: axis.cross)
    return clamped(CGPoint(along: axis, coordinate: newOffset, cross: cross))
  }

  /// The content offset that keeps the visible content's top-left corner where it is when the
  /// viewport or content changes to `newGeometry` (rotation, resize), clamped to the new legal
  /// range.
  public func offsetPreservingTopLeft(in newGeometry: ScrollViewGeometry) -> CGPoint {
    let oldVisibleOrigin = CGPoint(
      x: contentOffset.x + adjustedContentInset.left.finiteOrZero,
      y: contentOffset.y + adjustedContentInset.top.finiteOrZero)
    let proposed = CGPoint(
      x: oldVisibleOrigin.x - newGeometry.adjustedContentInset.left.finiteOrZero,
      y: oldVisibleOrigin.y - newGeometry.adjustedContentInset.top.finiteOrZero)
    return newGeometry.clamped(proposed)
  }
}
