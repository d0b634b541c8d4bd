import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackRowAttachment

/// Which rows have their view in the stack's view hierarchy.
///
/// Every row's controller is a child of the stack's controller from the moment the row is added
/// until it is removed, whatever the attachment: containment never changes while scrolling.
/// What follows attachment is the row's view in the stack, and, for a controller row, its
/// appearance: a row is *displayed* when its view joins the stack (its controller hears
/// `viewWillAppear`/`viewDidAppear` if the stack's controller is visible) and ends being
/// displayed when its view leaves (`viewWillDisappear`/`viewDidDisappear`), the way a cell's
/// controller follows its cell in a collection view.
///
/// Visibility tracking, delegate calls, frames and queries do not depend on the attachment: a
/// row's `visibility`, `frame` and index are the same whether its view is displayed or not.
public enum ScrollStackRowAttachment: Equatable, Sendable {
  /// Every row is displayed (the behaviour of the seed library). Costs a view in the hierarchy
  /// per row: choose it for short stacks whose rows must always be in the hierarchy.
  case all

  /// Only the rows that overlap the visible area extended by `margin` points before and after
  /// it, along the axis, are displayed. A row that enters that area is displayed before it can
  /// be seen; one that leaves it is taken out of the hierarchy. To keep scrolling cheap the
  /// window is recomputed only once the visible area has moved by half the margin since the
  /// last time (or when the rows change), so a row may stay displayed up to one and a half
  /// margins away. A negative, NaN or infinite margin counts as zero.
  case windowed(margin: CGFloat)

  /// The default: ``windowed(margin:)`` with a margin of ``standardMargin`` points.
  public static var standard: ScrollStackRowAttachment { .windowed(margin: standardMargin) }

  /// The margin of ``standard``: 800 points, about one phone screen, on each side.
  public static var standardMargin: CGFloat { 800 }

  /// The margin as used: zero for ``all`` and for a margin that is negative, NaN or infinite.
  var usableMargin: CGFloat {
    guard case .windowed(let margin) = self, margin.isFinite, margin > 0 else { return 0 }
    return margin
  }
}
