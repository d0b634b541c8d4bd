@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - RowSubviewFacts + UIView

extension RowSubviewFacts {
  /// The facts of `view`, read from its class and state. `readsAccessibility`: whether
  /// `isAccessibilityElement` is read (the touch rule does not need it; a row inside the view
  /// answers it by walking its own content).
  @MainActor
  init(_ view: UIView, readsAccessibility: Bool) {
    self.init(
      isControl: view is UIControl, isTextView: view is UITextView,
      isCell: view is UITableViewCell || view is UICollectionViewCell, isScrollView: view is UIScrollView,
      hasOwnGestureRecognizers: view.gestureRecognizers?.contains { $0.isEnabled } ?? false,
      isAccessibilityElement: readsAccessibility && view.isAccessibilityElement)
  }
}
