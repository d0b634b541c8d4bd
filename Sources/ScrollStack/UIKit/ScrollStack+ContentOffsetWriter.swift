@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStack + ContentOffsetWriter

extension ScrollStack {
  /// The one path the parts that do not own the stack move its offset by (its controller's
  /// keyboard binding, its scroll requests): the engine's scroll, as the stack's own scrolls and
  /// `contentOffset`/`setContentOffset(_:animated:)`. Holds the stack weakly.
  var offsetWriter: ContentOffsetWriter {
    ContentOffsetWriter { [weak self] offset, animated in
      self?.engine.scroll(to: offset, animated: animated, completion: nil)
    }
  }

  /// Sets the offset itself (`UIScrollView`'s), at the end of the engine's path
  /// (``UIKitScrollStackPlatform/applyContentOffset(_:animated:completion:)``), and reports it: the
  /// only place the stack's offset is written. The target of a running animated scroll is
  /// reported when it lands (``reportScrollIfNeeded()``).
  func writeContentOffset(_ offset: CGPoint) {
    super.contentOffset = offset
    reportScrollIfNeeded()
  }
}
