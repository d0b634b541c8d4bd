import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScrollStackEngine {
  // MARK: Measuring

  /// The length across the axis that rows are laid out in: the visible cross length.
  var crossLength: CGFloat {
    let geometry = host.scrollGeometry
    let insets = geometry.adjustedContentInset.sanitized
    let viewportCross = geometry.viewportSize.length(along: axis.cross).finiteOrZero
    return Swift.max(0, viewportCross - insets.total(along: axis.cross))
  }

  /// The length the row takes along the axis, padding and insets included; zero when hidden.
  /// Negative padding or insets can pull neighbours closer but never make the length negative.
  /// Infinite or NaN when the settings add up to no finite length (``storeExtent(of:at:)``
  /// refuses it).
  func extent(of row: Row) -> CGFloat {
    let state = row.rowState
    guard !state.isHidden else { return 0 }
    let length = unclampedExtent(of: state)
    return length.isNaN ? length : Swift.max(0, length)
  }

  func unclampedExtent(of state: RowState) -> CGFloat {
    state.padding.total(along: axis) + state.insets.total(along: axis) + state.measuredLength
  }

  /// Measures the row's content again and updates its extent. Returns `false` when the row's
  /// insets, padding or length had to be refused to keep the content length finite (see
  /// ``storeExtent(of:at:)``).
  @discardableResult
  func remeasure(_ row: Row) -> Bool {
    let state = row.rowState
    let cross = Swift.max(
      0, measuredCrossLength - state.padding.total(along: axis.cross) - state.insets.total(along: axis.cross))
    let length: CGFloat
    switch host.requestedSize(for: row, axis: axis) {
    case .fixed(let fixed):
      length = validLength(fixed, "size of row \(state.index.map(String.init) ?? "?")")
    case .fitLayoutForAxis, nil:
      length = validLength(
        host.fittingLength(for: row, axis: axis, crossLength: cross),
        "fitting size of row \(state.index.map(String.init) ?? "?")")
    }
    state.measuredLength = length
    if !state.isHidden && unclampedExtent(of: state) < 0 {
      report(
        .invalidSize, "row insets and padding",
        "The negative padding and insets of row \(state.index.map(String.init) ?? "?") exceed its length; "
          + "the row takes no space.")
    }
    guard let index = index(of: row) else { return true }
    return storeExtent(of: row, at: index)
  }

  /// Stores the row's extent in the index. An extent that is not finite, or that would take the
  /// content length past ``ExtentIndex/maximumTotal``, is refused with an
  /// ``StackDiagnostic/Kind/invalidSize`` diagnostic, and the row is made to fit, in this order:
  /// it gets back the insets and padding it was last laid out with; its measured length counts
  /// as zero; its insets and padding become zero. Returns `false` when any of these was needed.
  @discardableResult
  func storeExtent(of row: Row, at index: Int) -> Bool {
    let state = row.rowState
    if extents.setExtent(extent(of: row), at: index) {
      state.acceptedInsets = state.insets
      state.acceptedPadding = state.padding
      return true
    }
    if state.insets != state.acceptedInsets || state.padding != state.acceptedPadding {
      report(
        .invalidSize, "row insets and padding",
        "The insets \(state.insets) and padding \(state.padding) of row \(index) would make the content length "
          + "overflow; the previous ones were kept.")
      state.insets = state.acceptedInsets
      state.padding = state.acceptedPadding
      if extents.setExtent(extent(of: row), at: index) { return false }
    }
    if state.measuredLength != 0 {
      report(
        .invalidSize, "size of row \(index)",
        "Length \(state.measuredLength) would make the content length overflow; zero was used.")
      state.measuredLength = 0
      if extents.setExtent(extent(of: row), at: index) { return false }
    }
    report(
      .invalidSize, "row insets and padding",
      "The insets and padding of row \(index) would make the content length overflow; they were set to zero.")
    state.insets = .zero
    state.padding = .zero
    state.acceptedInsets = .zero
    state.acceptedPadding = .zero
    extents.setExtent(extent(of: row), at: index)
    return false
  }

  func validLength(_ length: CGFloat, _ operation: String) -> CGFloat {
    guard length.isFinite, length >= 0 else {
      report(.invalidSize, operation, "Length \(length) is NaN, infinite or negative; zero was used.")
      return 0
    }
    return length
  }

  /// Measures every row again, e.g. after an axis or cross-length change.
  func remeasureAll() {
    measuredCrossLength = crossLength
    // From zero, so each row's new extent is checked against the new lengths of the rows before.
    extents.rebuild(with: [CGFloat](repeating: 0, count: rows.count))
    for row in rows { remeasure(row) }
  }

  /// Re-measures every row if the cross length changed since the last measurement.
  func remeasureIfCrossLengthChanged() {
    if crossLength != measuredCrossLength { remeasureAll() }
  }

  /// Measures every row again and lays the stack out, reporting what changed: for a host whose
  /// fitting sizes all went stale at once (UIKit: a text size or size class change).
  package func remeasureAllRows() {
    rowsNeedingVisibilityCheck.append(contentsOf: trackedRows)
    remeasureAll()
    updateLayout()
    flushEvents()
  }

  // MARK: Layout

  /// Recomputes the content size, asks the host to lay rows out and refreshes visibility,
  /// emitting the resulting events (not yet delivered).
  func updateLayout() {
    let newSize = CGSize(along: axis, length: extents.total, cross: measuredCrossLength)
    if newSize != lastContentSize {
      let oldSize = lastContentSize
      lastContentSize = newSize
      host.applyContentSize(newSize)
      emit(.contentSizeDidChange(from: oldSize, to: newSize))
    }
    host.rowsNeedLayout()
    refreshVisibility()
    emit(.didUpdateLayout)
  }

  // MARK: Frames

  /// The frame of the row at `index` in content coordinates (padding excluded).
  ///
  /// Only negative padding takes a frame outside the place the row has in the stack. Without it,
  /// the frame ends where its place does at the latest: at large coordinates (at 1e17 a
  /// coordinate moves in steps of 16) rounding `start + length` must not push it into the next
  /// row's place, nor past the interval its visibility is measured on.
  package func rowFrame(at index: Int) -> CGRect {
    let state = rows[index].rowState
    let placeStart = extents.prefixSum(index)
    let padding = state.padding
    let crossStart = padding.leading(along: axis.cross)
    let crossLength = Swift.max(0, measuredCrossLength - padding.total(along: axis.cross))
    // A hidden row takes no space: its padding must not give it a length (negative padding would).
    guard !state.isHidden else {
      return CGRect(along: axis, start: placeStart, length: 0, crossStart: crossStart, crossLength: crossLength)
    }
    let start = placeStart + padding.leading(along: axis)
    // From its parts: subtracting a huge padding back out of the extent loses the length
    // (1e17 + 54 − (1e17 + 10) is 32, not 44). Only when negative padding clamped the extent to
    // zero is the frame what the extent leaves of it.
    let length =
      unclampedExtent(of: state) >= 0
      ? state.insets.total(along: axis) + state.measuredLength
      : extents.extents[index] - padding.total(along: axis)
    var end = start + Swift.max(0, length)
    if padding.trailing(along: axis) >= 0 { end = Swift.max(start, Swift.min(end, extents.end(of: index))) }
    return CGRect(along: axis, start: start, length: end - start, crossStart: crossStart, crossLength: crossLength)
  }

  /// The frame of the content of the row at `index`: the row frame less the row insets.
  package func contentFrame(at index: Int) -> CGRect {
    let state = rows[index].rowState
    if state.isHidden { return rowFrame(at: index) }
    return rowFrame(at: index).inset(by: state.insets)
  }

  /// The index of the last row that is not hidden, if any.
  package var lastShownIndex: Int? {
    rows.lastIndex { !$0.rowState.isHidden }
  }

  /// Whether the separator of the row at `index` is drawn, `autoHideLastRowSeparator` included.
  ///
  /// Pass `lastShownIndex` when asking for many rows, so it is found once.
  package func isSeparatorVisible(at index: Int, lastShownIndex knownLastShown: Int?? = nil) -> Bool {
    let state = rows[index].rowState
    if state.isHidden || state.isSeparatorHidden { return false }
    if autoHideLastRowSeparator && index == (knownLastShown ?? lastShownIndex) { return false }
    return true
  }

  /// The separator's frame for the row at `index`: a line of the separator's thickness at the
  /// row's trailing edge, inset across the axis by the separator insets.
  package func separatorFrame(at index: Int) -> CGRect {
    let state = rows[index].rowState
    let row = rowFrame(at: index)
    let thickness = Swift.min(Swift.max(0, state.separatorThickness.finiteOrZero), row.size.length(along: axis))
    let insets = state.separatorInsets.sanitized
    let crossStart = row.start(along: axis.cross) + insets.leading(along: axis.cross)
    let crossLength = Swift.max(0, row.size.length(along: axis.cross) - insets.total(along: axis.cross))
    return CGRect(
      along: axis, start: row.end(along: axis) - thickness, length: thickness, crossStart: crossStart,
      crossLength: crossLength)
  }
}
