@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollViewGeometry + UIKit

extension ScrollViewGeometry {
  /// The geometry of `scrollView` as laid out now.
  @MainActor
  init(_ scrollView: UIScrollView) {
    self.init(
      viewportSize: scrollView.bounds.size, contentOffset: scrollView.contentOffset,
      contentSize: scrollView.contentSize, adjustedContentInset: StackEdgeInsets(scrollView.adjustedContentInset))
  }
}
