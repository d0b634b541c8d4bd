@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackRow + RarelySetState

// The row's state that most rows never set, kept in ``RowRarelySetState`` (made on the first
// write): a row that sets none of it frees one empty reference instead of six fields.
extension ScrollStackRow {
  /// ``rarelySetState``, made now if the row has none.
  var rarelySetStateForWriting: RowRarelySetState {
    if let rarelySetState { return rarelySetState }
    let made = RowRarelySetState()
    rarelySetState = made
    return made
  }

  /// The scroll views in the content whose `scrollsToTop` the row decided.
  var scrollsToTopClaims: ScrollsToTopClaims<UIScrollView>? {
    get { rarelySetState?.scrollsToTopClaims }
    set { if newValue != nil || rarelySetState != nil { rarelySetStateForWriting.scrollsToTopClaims = newValue } }
  }

  /// The highlight colour set through ScrollStackController's `rowHighlightColor`, or `nil`.
  var highlightColorSetting: UIColor? {
    get { rarelySetState?.highlightColorSetting }
    set { if newValue != nil || rarelySetState != nil { rarelySetStateForWriting.highlightColorSetting = newValue } }
  }

  /// The recognizer that runs the tap, once the row is tappable.
  var tapRecognizer: UITapGestureRecognizer? {
    get { rarelySetState?.tapRecognizer }
    set { if newValue != nil || rarelySetState != nil { rarelySetStateForWriting.tapRecognizer = newValue } }
  }

  /// The observation of the content's `contentSize` while the row follows content that is a
  /// scroll view (ScrollStackRow+NestedScrollContent.swift); `nil` otherwise.
  var contentSizeObservation: NSKeyValueObservation? {
    get { rarelySetState?.contentSizeObservation }
    set { if newValue != nil || rarelySetState != nil { rarelySetStateForWriting.contentSizeObservation = newValue } }
  }
  /// The target of ``tapRecognizer``.
  var tapTarget: GestureActionTarget? {
    get { rarelySetState?.tapTarget }
    set { if newValue != nil || rarelySetState != nil { rarelySetStateForWriting.tapTarget = newValue } }
  }
}
