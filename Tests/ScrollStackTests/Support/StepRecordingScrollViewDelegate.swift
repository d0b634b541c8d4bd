import Foundation

@testable import ScrollStack

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - StepRecordingScrollViewDelegate

/// An app's `UIScrollViewDelegate` that records the offsets it hears scrolled to and the ends
/// of animated scrolls, in one log, and may run code of its own on each scroll.
@MainActor
final class StepRecordingScrollViewDelegate: NSObject, UIScrollViewDelegate {
  /// `didScroll <y>` and `didEnd`, in order.
  private(set) var log: [String] = []
  /// The vertical offsets heard in `scrollViewDidScroll(_:)`, in order.
  private(set) var offsets: [CGFloat] = []

  /// Runs after each `scrollViewDidScroll(_:)` is recorded, as an app's code would.
  var onScroll: ((UIScrollView) -> Void)?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    offsets.append(scrollView.contentOffset.y)
    log.append("didScroll \(scrollView.contentOffset.y)")
    onScroll?(scrollView)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    log.append("didEnd")
  }

  /// How many `scrollViewDidEndScrollingAnimation(_:)` were heard.
  var endCount: Int { log.filter { $0 == "didEnd" }.count }
}
