// UIScrollViewDelegate (G17).

// MARK: - UIScrollViewDelegate

/// What a scroll view tells its delegate. Every requirement is `@objc optional` in the SDK;
/// plain requirements with empty defaults here.
@MainActor @preconcurrency public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// The content offset changed (by any means: a drag, an animation, a direct set).
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A drag began.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// A drag ended; `decelerate` tells whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// The content stopped moving after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// `adjustedContentInset` changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
