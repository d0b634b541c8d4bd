import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackEvent

/// What a stack tells its delegate, in the order it happened.
///
/// The engine produces these; the platform turns them into calls on its delegate protocol.
package enum ScrollStackEvent<Row: AnyObject> {
  /// The content offset changed.
  case didScroll(offset: CGPoint)
  /// A row became partially or entirely visible, or went from one to the other.
  case rowDidBecomeVisible(row: Row, index: Int, state: ScrollStackRowVisibility)
  /// A visible row became offscreen or hidden.
  case rowDidBecomeHidden(row: Row, index: Int, state: ScrollStackRowVisibility)
  /// The frames of the rows were laid out again (after an insertion, removal, resize, …).
  case didUpdateLayout
  /// The size of the scrollable content changed.
  case contentSizeDidChange(from: CGSize, to: CGSize)
  /// An animated scroll (`scrollToRow`, `scrollToTop`, …) ended, landed or cancelled; once per scroll.
  case didEndScrollingAnimation
  /// A row was added (`isRemoved == false`) or removed; reported through `onChangeRow`.
  case rowDidChange(row: Row, isRemoved: Bool)
}
