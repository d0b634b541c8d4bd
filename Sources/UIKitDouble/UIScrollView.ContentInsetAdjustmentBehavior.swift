// UIScrollView.ContentInsetAdjustmentBehavior (G17).

// MARK: - UIScrollView.ContentInsetAdjustmentBehavior

extension UIScrollView {
  /// Which safe-area edges `adjustedContentInset` adds to `contentInset` (see
  /// `UIScrollView.adjustedContentInset` for the double's rules).
  public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
    /// As `scrollableAxes`, plus the top and bottom always for the root view of a controller in
    /// a navigation controller.
    case automatic = 0
    /// The safe area on the axes that scroll.
    case scrollableAxes = 1
    /// No safe area.
    case never = 2
    /// The safe area on every edge.
    case always = 3
  }
}
