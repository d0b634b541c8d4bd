import Foundation

@testable import ScrollStack

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - StepRecordingScrollViewDelegate

/// An app's `UIScrollViewDelegate` that records the offsets it hears scrolled to and the ends
/// of animated scrolls, in one log.
@MainActor
final class StepRecordingScrollViewDelegate: NSObject, UIScrollViewDelegate {
  /// `didScroll <y>` and `didEnd`, in order.
  private(set) var log: [String] = []
  /// The vertical offsets heard in `scrollViewDidScroll(_:)`, in order.
  private(set) var offsets: [CGFloat] = []

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    offsets.append(scrollView.contentOffset.y)
    log.append("didScroll \(scrollView.contentOffset.y)")
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    log.append("didEnd")
  }

  /// How many `scrollViewDidEndScrollingAnimation(_:)` were heard.
  var endCount: Int { log.filter { $0 == "didEnd" }.count }
}
