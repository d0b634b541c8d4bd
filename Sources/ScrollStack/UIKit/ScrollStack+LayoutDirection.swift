@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStack + LayoutDirection

// Right to left: the directional (leading/trailing) settings new rows get, and the mirroring of a
// horizontal stack under a right-to-left layout. The engine computes such a stack as if it ran
// left to right; here its offsets and row layouts are mirrored across the content's width, as a
// horizontal UICollectionViewFlowLayout does (`flipsHorizontallyInOppositeLayoutDirection`).
extension ScrollStack {
  /// The insets new rows get between their edges and their content, on their top, leading,
  /// bottom and trailing edges: under a right-to-left layout (the stack's
  /// `effectiveUserInterfaceLayoutDirection`), `leading` is the right edge. `.zero` by default.
  /// Existing rows keep theirs (set a row's own ``ScrollStackRow/directionalRowInsets``).
  ///
  /// The absolute form is ``rowInsets`` (left stays left, as `UIView.layoutMargins`); whichever
  /// was set last counts, and each reads the other converted for the stack's layout direction
  /// now, as `directionalLayoutMargins` and `layoutMargins` do. Non-finite values are reported
  /// (`invalidSize`) and count as zero.
  public var directionalRowInsets: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(engine.defaultDirectionalInsets(.insets)) }
    set { engine.setDefaultInsets(.insets, directional: StackDirectionalEdgeInsets(newValue), "directionalRowInsets") }
  }

  /// The padding new rows get between their edges and the stack, on their top, leading, bottom
  /// and trailing edges (see ``directionalRowInsets``); `.zero` by default. The absolute form is
  /// ``rowPadding``.
  public var directionalRowPadding: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(engine.defaultDirectionalInsets(.padding)) }
    set {
      engine.setDefaultInsets(.padding, directional: StackDirectionalEdgeInsets(newValue), "directionalRowPadding")
    }
  }

  /// The separator insets new rows get across the axis, on their leading and trailing edges (see
  /// ``directionalRowInsets``); `leading: 15` by default, like UIKit's table views. The absolute
  /// form is ``separatorInsets``.
  public var directionalSeparatorInsets: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(engine.defaultDirectionalInsets(.separatorInsets)) }
    set {
      engine.setDefaultInsets(
        .separatorInsets, directional: StackDirectionalEdgeInsets(newValue), "directionalSeparatorInsets")
    }
  }

  // MARK: Mirroring

  /// The stack's layout direction now.
  var stackLayoutDirection: StackLayoutDirection { StackLayoutDirection(effectiveUserInterfaceLayoutDirection) }

  /// Whether the engine's last pass laid the rows out mirrored (a horizontal stack under a
  /// right-to-left layout): offsets and row layouts are then mirrored between the engine and
  /// the view.
  var mirrorsRows: Bool { withEngine { $0.mirrorsRows } }

  /// `offset` mirrored across the content when the stack ``mirrorsRows`` (the engine's offset to
  /// the view's, and back: the mirroring is its own inverse), else `offset`. With content `W`
  /// wide and bounds `w` wide, `x` becomes `W − w − x`: the first row's edge is at the right.
  func mirroredOffset(_ offset: CGPoint) -> CGPoint {
    mirroredOffset(offset, contentWidth: contentSize.width)
  }

  /// ``mirroredOffset(_:)`` for a content `contentWidth` wide.
  func mirroredOffset(_ offset: CGPoint, contentWidth: CGFloat) -> CGPoint {
    guard mirrorsRows else { return offset }
    return CGPoint(x: contentWidth - bounds.width - offset.x, y: offset.y)
  }

  /// The stack's geometry as the engine computes with it: the view's, or, when the stack
  /// ``mirrorsRows``, with the offset mirrored and the left and right content insets exchanged.
  var engineGeometry: ScrollViewGeometry {
    var geometry = ScrollViewGeometry(self)
    guard mirrorsRows else { return geometry }
    geometry.contentOffset = mirroredOffset(geometry.contentOffset)
    geometry.adjustedContentInset = geometry.adjustedContentInset.swappingLeftAndRight
    return geometry
  }

  /// A layout the engine computed, as the view places it: mirrored across the content's width
  /// when the stack ``mirrorsRows``.
  func placedLayout(_ layout: RowLayout) -> RowLayout {
    mirrorsRows ? layout.mirrored(inContentWidth: contentSize.width) : layout
  }

  /// Sets the content size; when the stack ``mirrorsRows`` and the width changes, keeps the
  /// engine's offset (clamped to its legal range) (the view's moves with the content's right edge, where the first row is)
  /// and asks for every displayed row to be placed again in this pass (their mirrored frames
  /// depend on the width): O(k) for the k displayed rows, only then.
  func setContentSizeKeepingMirroredOffset(_ size: CGSize) {
    let oldWidth = contentSize.width
    guard mirrorsRows, oldWidth != size.width else {
      contentSize = size
      return
    }
    // The engine's offset before the change, within its legal range (before the first rows, the
    // view's offset 0 in an empty content is the first row's edge).
    let engineOffset = engineGeometry.clamped(engineGeometry.contentOffset)
    contentSize = size
    let offset = mirroredOffset(engineOffset, contentWidth: size.width)
    super.contentOffset = offset
    lastReportedOffset = offset
    needsEveryDisplayedRowPlaced = true
  }

  /// Lays the stack out in its new layout direction: the engine's pass lays every displayed row
  /// out again, and when that starts or ends the mirroring (a horizontal stack), the engine's
  /// offset is kept, so the same rows stay on screen, now on the other side.
  func layOutInNewLayoutDirection() {
    let wasMirrored = mirrorsRows
    let engineOffset = engineGeometry.contentOffset
    engine.setNeedsLayout()
    engine.layoutIfNeeded()
    guard wasMirrored != mirrorsRows else { return }
    engine.scroll(to: engineOffset, animated: false, completion: nil)
  }
}
