import ScrollStackUIKitDouble

/// A scroll view delegate that notes each call (with the offset for `didScroll`).
@MainActor final class RecordingScrollViewDelegate: NSObject, UIScrollViewDelegate {
  let log = CallLog()

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    log.note("didScroll \(Int(scrollView.contentOffset.x)),\(Int(scrollView.contentOffset.y))")
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.note("willBeginDragging") }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.note("didEndDragging \(decelerate)")
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.note("willBeginDecelerating") }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.note("didEndDecelerating") }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.note("didEndScrollingAnimation") }

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    log.note("didChangeAdjustedContentInset")
  }

  /// The calls other than `didScroll`.
  var nonScrollCalls: [String] { log.calls.filter { !$0.hasPrefix("didScroll") } }
}
