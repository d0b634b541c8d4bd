import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - RowLayout

/// Where one row and its parts go, computed once in Core: a platform only assigns these values to the
/// row's view, its content view and its separator.
///
/// `contentFrame` and `separatorFrame` are in the row's own coordinates (origin at the row's
/// top-left), ready to be assigned to subviews of the row. A hidden row has a zero length and its
/// separator is not visible; its content keeps its measured size where it would be if shown, and
/// the row (which clips) shows none of it: the content's own constraints never meet a zero length
/// (no conflict with the autoresizing ones, nothing squashed while the row collapses).
package struct RowLayout: Equatable {
  // MARK: Lifecycle

  /// The layout of a row with `state` whose place in the stack (padding included) runs from
  /// `placeStart` to `placeEnd` along `axis`, with the stored `extent`, in a stack `crossLength`
  /// wide. `hidesSeparatorAsLast` is whether `autoHideLastRowSeparator` is on and the row is the
  /// last one that is not hidden. `direction` is the stack's layout direction: it resolves the
  /// row's directional settings, and a mirrored stack
  /// (``StackLayoutDirection/mirrorsRows(along:)``) gets its layout in the engine's unmirrored
  /// coordinates (the platform mirrors it, ``mirrored(inContentWidth:)``).
  @MainActor
  init(
    state: RowState, placeStart: CGFloat, extent: CGFloat, placeEnd: CGFloat, axis: StackAxis, crossLength: CGFloat,
    hidesSeparatorAsLast: Bool, direction: StackLayoutDirection = .leftToRight
  ) {
    let settings = state.layout.laidOut(in: direction, along: axis)
    let frame = Self.rowFrame(
      of: state, padding: settings.padding, placeStart: placeStart, extent: extent, placeEnd: placeEnd, axis: axis,
      crossLength: crossLength)
    let origin = frame.origin
    rowFrame = frame
    contentFrame =
      state.isHidden
      ? Self.hiddenContentFrame(of: state, insets: settings.insets, rowFrame: frame, axis: axis)
      : frame.inset(by: settings.insets).offsetBy(dx: -origin.x, dy: -origin.y)
    separatorFrame = Self.separatorFrame(
      of: state, separatorInsets: settings.separatorInsets, rowFrame: frame, axis: axis
    ).offsetBy(dx: -origin.x, dy: -origin.y)
    isSeparatorVisible = Self.isSeparatorVisible(of: state, hidesSeparatorAsLast: hidesSeparatorAsLast)
    isHidden = state.isHidden
  }

  // MARK: Package

  /// The row's frame in the stack's content coordinates (padding excluded).
  package var rowFrame: CGRect
  /// The content's frame in the row's coordinates: the row less its insets; for a hidden row, the
  /// measured length where the content would be if the row were shown.
  package var contentFrame: CGRect
  /// The separator's frame in the row's coordinates: a line of the separator's thickness at the
  /// row's trailing edge, inset across the axis by the separator insets.
  package var separatorFrame: CGRect
  /// Whether the separator is drawn: not for a hidden row, a hidden separator, or the last shown
  /// row's when `autoHideLastRowSeparator` is on.
  package var isSeparatorVisible: Bool
  /// Whether the row is hidden (it then takes no space).
  package var isHidden: Bool

  /// This layout with the row collapsed to no length at its start along `axis`, its separator not
  /// drawn; the content keeps its frame, which the row (it clips) does not show. An animated
  /// insertion places a new row so before the animation grows it; an animated removal collapses
  /// a row so, its content still inside.
  package func collapsed(along axis: StackAxis) -> RowLayout {
    var layout = self
    layout.rowFrame = CGRect(
      along: axis, start: rowFrame.start(along: axis), length: 0, crossStart: rowFrame.start(along: axis.cross),
      crossLength: rowFrame.size.length(along: axis.cross))
    layout.isSeparatorVisible = false
    return layout
  }

  /// The length the row's settings add up to along `axis`, before clamping: padding, insets and
  /// measured length. NaN or infinite when they add up to no finite length.
  @MainActor
  package static func unclampedExtent(of state: RowState, axis: StackAxis) -> CGFloat {
    state.padding.total(along: axis) + state.insets.total(along: axis) + state.measuredLength
  }

  /// The row's frame in content coordinates (padding excluded), from its place in the stack.
  ///
  /// Only negative padding takes a frame outside the row's place. Without it, the frame ends
  /// where its place does at the latest: at large coordinates (at 1e17 a coordinate moves in
  /// steps of 16) rounding `start + length` must not push it into the next row's place, nor past
  /// the interval its visibility is measured on.
  @MainActor
  package static func rowFrame(
    of state: RowState, placeStart: CGFloat, extent: CGFloat, placeEnd: CGFloat, axis: StackAxis, crossLength: CGFloat,
    direction: StackLayoutDirection
  ) -> CGRect {
    rowFrame(
      of: state, padding: state.layout.laidOut(in: direction, along: axis).padding, placeStart: placeStart,
      extent: extent, placeEnd: placeEnd, axis: axis, crossLength: crossLength)
  }

  /// This layout mirrored across a content `contentWidth` wide: the row's frame and, within the
  /// row, its content's and separator's frames, for a mirrored stack
  /// (``StackLayoutDirection/mirrorsRows(along:)``), whose engine computes as if it ran left to right.
  package func mirrored(inContentWidth contentWidth: CGFloat) -> RowLayout {
    var layout = self
    layout.rowFrame.origin.x = contentWidth - rowFrame.maxX
    let rowWidth = rowFrame.width
    layout.contentFrame.origin.x = rowWidth - contentFrame.maxX
    layout.separatorFrame.origin.x = rowWidth - separatorFrame.maxX
    return layout
  }

  /// ``rowFrame(of:placeStart:extent:placeEnd:axis:crossLength:direction:)`` with the row's
  /// padding as the engine lays it out.
  @MainActor
  private static func rowFrame(
    of state: RowState, padding: StackEdgeInsets, placeStart: CGFloat, extent: CGFloat, placeEnd: CGFloat,
    axis: StackAxis, crossLength: CGFloat
  ) -> CGRect {
    let crossStart = padding.leading(along: axis.cross)
    let rowCrossLength = Swift.max(0, crossLength - padding.total(along: axis.cross))
    // A hidden row takes no space: its padding must not give it a length (negative padding would).
    guard !state.isHidden else {
      return CGRect(along: axis, start: placeStart, length: 0, crossStart: crossStart, crossLength: rowCrossLength)
    }
    let start = placeStart + padding.leading(along: axis)
    // From its parts: subtracting a huge padding back out of the extent loses the length
    // (1e17 + 54 − (1e17 + 10) is 32, not 44). Only when negative padding clamped the extent to
    // zero is the frame what the extent leaves of it.
    let length =
      unclampedExtent(of: state, axis: axis) >= 0
      ? state.insets.total(along: axis) + state.measuredLength
      : extent - padding.total(along: axis)
    var end = start + Swift.max(0, length)
    if padding.trailing(along: axis) >= 0 { end = Swift.max(start, Swift.min(end, placeEnd)) }
    return CGRect(along: axis, start: start, length: end - start, crossStart: crossStart, crossLength: rowCrossLength)
  }

  /// Whether the separator of a row with `state` is drawn (see ``isSeparatorVisible``).
  @MainActor
  package static func isSeparatorVisible(of state: RowState, hidesSeparatorAsLast: Bool) -> Bool {
    !state.isHidden && !state.isSeparatorHidden && !hidesSeparatorAsLast
  }

  // MARK: Private

  /// The content frame of a hidden row, in the row's coordinates: at its insets, as long as it
  /// was measured (0 if that is not a finite, positive length), across the row less its insets.
  @MainActor
  private static func hiddenContentFrame(
    of state: RowState, insets: StackEdgeInsets, rowFrame row: CGRect, axis: StackAxis
  ) -> CGRect {
    let measured = state.measuredLength
    let crossLength = row.size.length(along: axis.cross) - insets.total(along: axis.cross)
    return CGRect(
      along: axis, start: insets.leading(along: axis), length: measured.isFinite ? Swift.max(0, measured) : 0,
      crossStart: insets.leading(along: axis.cross), crossLength: Swift.max(0, crossLength))
  }

  /// The separator's frame in content coordinates, for a row at `rowFrame`.
  @MainActor
  private static func separatorFrame(
    of state: RowState, separatorInsets: StackEdgeInsets, rowFrame row: CGRect, axis: StackAxis
  ) -> CGRect {
    let thickness = Swift.min(Swift.max(0, state.separatorThickness.finiteOrZero), row.size.length(along: axis))
    let insets = separatorInsets.sanitized
    let crossStart = row.start(along: axis.cross) + insets.leading(along: axis.cross)
    let crossLength = Swift.max(0, row.size.length(along: axis.cross) - insets.total(along: axis.cross))
    return CGRect(
      along: axis, start: row.end(along: axis) - thickness, length: thickness, crossStart: crossStart,
      crossLength: crossLength)
  }
}
