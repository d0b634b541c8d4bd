import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.ScrollingContentScrollView

extension Headless {
  /// The scroll view a ``ScrollingContentViewManager`` puts around its content.
  ///
  /// Adds nothing to ``ScrollView``: its scroll requests (`scrollRectToVisible(_:animated:margin:)`,
  /// `scrollViewToVisible(_:animated:margin:)`, `scrollFirstResponderToVisible(animated:margin:)`)
  /// and ``ScrollView/visibilityScrollMargin`` pass through the keyboard core when there is one.
  @MainActor
  public final class ScrollingContentScrollView: ScrollView {}
}
