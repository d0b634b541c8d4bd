// The status bar's tap: UIKit's scroll-to-top gesture.

extension DoubleDevice {
  /// Taps the status bar of `window`, as UIKit's scroll-to-top gesture does ("Scrolling to the
  /// top", UIScrollView.scrollsToTop): when exactly one scroll view on screen in the window (in
  /// its hierarchy, neither it nor an ancestor hidden) has `scrollsToTop` `true`, that view
  /// scrolls to its top (`setContentOffset(_:animated:)` to the top of its adjusted content
  /// inset, animated, keeping its horizontal offset) and is returned; with none, or several,
  /// nothing scrolls and the result is `nil`. The delegate's `scrollViewShouldScrollToTop(_:)`
  /// and `scrollViewDidScrollToTop(_:)` are not modelled.
  @discardableResult
  package static func tapStatusBar(in window: UIWindow) -> UIScrollView? {
    let candidates = scrollsToTopCandidates(in: window)
    guard candidates.count == 1, let scrollView = candidates.first else { return nil }
    let top = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
    scrollView.setContentOffset(top, animated: true)
    return scrollView
  }

  /// The scroll views on screen in `window` whose `scrollsToTop` is `true`, parents first: those
  /// the status bar's tap chooses among.
  package static func scrollsToTopCandidates(in window: UIWindow) -> [UIScrollView] {
    guard !window.isHidden else { return [] }
    var result: [UIScrollView] = []
    var pending: [UIView] = window.subviews.reversed()
    while let view = pending.popLast() {
      guard !view.isHidden else { continue }
      if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { result.append(scrollView) }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return result
  }
}
