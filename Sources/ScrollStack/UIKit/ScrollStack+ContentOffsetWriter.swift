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
      guard let self else { return }
      self.engine.scroll(to: self.mirroredOffset(offset), animated: animated, completion: nil)
    }
  }

  /// Sets the offset itself (`UIScrollView`'s), at the end of the engine's path
  /// (``UIKitScrollStackPlatform/applyContentOffset(_:animated:completion:)``), and reports it.
  /// With ``startScrollingAnimation(to:)`` and ``stopScrollingAnimation(at:)``, the only places
  /// the stack's offset is written.
  func writeContentOffset(_ offset: CGPoint) {
    super.contentOffset = offset
    reportScrollIfNeeded()
  }

  /// Starts UIKit's own animated scroll to `offset` (`setContentOffset(_:animated: true)`), which
  /// replaces one under way. Its steps come back through `contentOffset`, as a drag's do.
  func startScrollingAnimation(to offset: CGPoint) {
    isForwardingOffset = true
    super.setContentOffset(offset, animated: true)
    isForwardingOffset = false
  }

  /// Stops UIKit's animated scroll under way with the offset at `offset`
  /// (`setContentOffset(_:animated: false)`, which a plain set of `contentOffset` is not), and
  /// reports it.
  func stopScrollingAnimation(at offset: CGPoint) {
    isForwardingOffset = true
    super.setContentOffset(offset, animated: false)
    isForwardingOffset = false
    reportScrollIfNeeded()
  }

  /// Whether the offset the engine is writing is a set of the `contentOffset` property made
  /// during an animated scroll (UIKit's step, a finger, or the app); clears it, so that a scroll
  /// user code starts from the report is the engine's own.
  func takeOffsetPropertySet() -> Bool {
    let isPropertySet = isSettingOffsetProperty
    isSettingOffsetProperty = false
    return isPropertySet
  }

  /// Whether a finger holds or flung the content: its sets take over from an animated scroll.
  var isMovedByFinger: Bool { isTracking || isDragging || isDecelerating }
}
