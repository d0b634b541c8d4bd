import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardAvoidanceController + ContentSizing

extension KeyboardAvoidanceController {
  /// The sizing input for the scroll content view, with the keyboard taken into account.
  ///
  /// - Parameters:
  ///   - fittingSize: the content's own fitting size.
  ///   - currentVisibleSize: the scroll view's visible (safe-area) size as laid out now. While
  ///     the insets follow the keyboard, it is already shrunk by
  ///     ``keyboardSafeAreaContribution``; that amount is added back so that the minimum is
  ///     measured against the area as it is without the keyboard.
  ///   - hugsWidth: whether the content keeps its own width.
  ///   - hugsHeight: whether the content keeps its own height.
  ///   - shouldResizeContentViewForKeyboard: whether the height minimum shrinks by the part
  ///     the keyboard covers.
  /// With ``shouldAdjustAdditionalSafeAreaInsetsForKeyboard`` off, the part covered is the
  /// overlap less the host's inherited and user bottom insets, assuming the scroll view fills
  /// the host.
  public func contentSizing(
    fittingSize: CGSize, currentVisibleSize: CGSize, hugsWidth: Bool = false, hugsHeight: Bool = false,
    shouldResizeContentViewForKeyboard: Bool = false
  ) -> ScrollContentSizing {
    let contribution = keyboardSafeAreaContribution
    let covered: CGFloat
    if shouldAdjustAdditionalSafeAreaInsetsForKeyboard {
      covered = contribution
    } else {
      let hidden = placement.inheritedSafeAreaBottom + userAdditionalSafeAreaInsets.bottom
      covered = Swift.max(0, keyboardOverlap.height - hidden)
    }
    var visible = currentVisibleSize
    visible.height += contribution
    return ScrollContentSizing(
      fittingSize: fittingSize, visibleSize: visible, hugsWidth: hugsWidth, hugsHeight: hugsHeight,
      keyboardOverlap: covered, shouldResizeContentViewForKeyboard: shouldResizeContentViewForKeyboard)
  }
}
