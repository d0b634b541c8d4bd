@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ContentOffsetWriter + UIScrollView

extension ContentOffsetWriter {
  /// The writer a plain scroll view's owner (``ScrollingContentViewManager``) hands out: the
  /// scroll view's own `setContentOffset(_:animated:)`, the scroll view held weakly. A
  /// ``ScrollStack`` hands its engine's scroll instead (``ScrollStack/offsetWriter``).
  static func settingContentOffset(of scrollView: UIScrollView) -> ContentOffsetWriter {
    ContentOffsetWriter { [weak scrollView] offset, animated in
      scrollView?.setContentOffset(offset, animated: animated)
    }
  }
}
