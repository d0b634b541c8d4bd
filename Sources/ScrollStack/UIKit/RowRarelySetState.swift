@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - RowRarelySetState

/// The state of a ``ScrollStackRow`` that most rows never set: its tap handler and recognizer,
/// highlight colour, the scroll views whose `scrollsToTop` it decided, and the observation of a
/// scroll view content's size. Held in one object made on the first write
/// (`ScrollStackRow.rarelySetState`): a row that sets none of it (nearly every row of a long
/// stack) frees one empty reference instead of six fields, each a runtime call when the row is
/// freed.
@MainActor
final class RowRarelySetState {
  /// `ScrollStackRow.onTap`.
  var onTap: ((ScrollStackRow) -> Void)?
  /// `ScrollStackRow.scrollsToTopClaims`.
  var scrollsToTopClaims: ScrollsToTopClaims<UIScrollView>?
  /// `ScrollStackRow.highlightColorSetting`.
  var highlightColorSetting: UIColor?
  /// `ScrollStackRow.tapRecognizer`.
  var tapRecognizer: UITapGestureRecognizer?
  /// `ScrollStackRow.contentSizeObservation`.
  var contentSizeObservation: NSKeyValueObservation?
  /// `ScrollStackRow.tapTarget`.
  var tapTarget: GestureActionTarget?
}
