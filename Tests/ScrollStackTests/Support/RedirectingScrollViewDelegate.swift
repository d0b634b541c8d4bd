import Foundation

@testable import ScrollStack

// MARK: - RedirectingScrollViewDelegate

/// An app's own `UIScrollViewDelegate` that, the next time it hears `scrollViewDidScroll(_:)`,
/// sets the content offset to ``redirect`` (once), as an app pinning its content does.
@MainActor
final class RedirectingScrollViewDelegate: NSObject, UIScrollViewDelegate {
  /// The offset to set from the next `scrollViewDidScroll(_:)` with
  /// `setContentOffset(_:animated: false)` (which stops an animated scroll); cleared once set.
  var redirect: CGPoint?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard let redirect else { return }
    self.redirect = nil
    scrollView.setContentOffset(redirect, animated: false)
  }
}
