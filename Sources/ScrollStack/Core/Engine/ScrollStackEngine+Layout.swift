import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackEngine + Layout

extension ScrollStackEngine {
  // MARK: Measuring

  /// The length across the axis that rows are laid out in: the visible cross length.
  var crossLength: CGFloat { crossLength(in: platform.scrollGeometry) }

  /// ``crossLength`` when the platform's geometry is `geometry`.
  func crossLength(in geometry: ScrollViewGeometry) -> CGFloat {
    let insets = geometry.adjustedContentInset.sanitized
    let viewportCross = geometry.viewportSize.length(along: axis.cross).finiteOrZero
    return Swift.max(0, viewportCross - insets.total(along: axis.cross))
  }

  /// The length the row takes along the axis, padding and insets included; zero when hidden.
  /// Negative padding or insets can pull neighbours closer but never make the length negative.
  /// Infinite or NaN when the settings add up to no finite length (``storeExtent(of:at:)``
  /// refuses it).
  func extent(of row: Row) -> CGFloat {
    extent(of: row.rowState)
  }

  /// ``extent(of:)`` from the row's state (the engine's code is not specialised for the row
  /// type: each read of a row's state is a call).
  func extent(of state: RowState) -> CGFloat {
    guard !state.isHidden else { return 0 }
    let length = unclampedExtent(of: state)
    return length.isNaN ? length : Swift.max(0, length)
  }

  func unclampedExtent(of state: RowState) -> CGFloat {
    RowLayout.unclampedExtent(of: state, axis: axis)
  }

  /// Measures the row's content again and updates its extent. Returns `false` when the row's
  /// insets, padding or length had to be refused to keep the content length finite (see
  /// ``storeExtent(of:at:)``).
  ///
  /// When `estimating`, a row that is not displayed and does not ask for a fixed size takes
  /// ``estimatedRowLength`` (if set on a windowed stack) instead of being measured: it is
  /// measured when it enters the window (``measureProvisionalRows(_:visibleStart:)``). Such a row
  /// is never measured while the stack has no cross length (``measuredCrossLength`` zero): it
  /// waits, provisional, for the pass that gives it one.
  @discardableResult
  func remeasure(_ row: Row, estimating: Bool = false) -> Bool {
    remeasure(row, row.rowState, estimating: estimating)
  }

  /// ``remeasure(_:estimating:)`` of `row`, whose state the caller has read already (`state`).
  @discardableResult
  func remeasure(_ row: Row, _ state: RowState, estimating: Bool) -> Bool {
    measure(row, state, estimating: estimating)
    guard let index = index(ofRowWith: state) else { return true }
    return storeExtent(of: row, state, at: index)
  }

  /// Measures the row's content (or gives it the estimate, see ``remeasure(_:estimating:)``) into
  /// its state, without storing its extent. A row that does not ask for a fixed size takes
  /// `keeping` instead, when given, as a provisional length (a cross-length change keeps the
  /// previous length of the rows off the screen: ``remeasureForCrossLength(in:keepingReaderInPlace:)``).
  /// `unmountedExactly` is the platform's ``ScrollStackEnginePlatform/measuresUnmountedRowsExactly``
  /// when the caller has read it already (once for a loop over every row), else `nil`.
  func measure(
    _ row: Row, _ state: RowState, estimating: Bool, keeping kept: CGFloat? = nil, unmountedExactly: Bool? = nil
  ) {
    let cross = Swift.max(
      0, measuredCrossLength - state.padding.total(along: axis.cross) - state.insets.total(along: axis.cross))
    let length: CGFloat
    let requested = platform.requestedSize(for: row, axis: axis)
    state.hasProvisionalLength = false
    switch requested {
    case .fixed(let fixed):
      length = validLength(fixed, "size of row \(state.index.map(String.init) ?? "?")")
    case .fitLayoutForAxis, nil:
      if let estimate = kept ?? (estimating && !state.isDisplayed ? activeRowEstimate : nil) {
        state.hasProvisionalLength = true
        length = estimate
      } else if measuredCrossLength <= 0 {
        // The stack has no cross length yet (rows added in `viewDidLoad`, before the first
        // layout): a measurement now would fit the content into zero points, to be thrown away at
        // the first real cross length. The row takes the estimate (or zero) until then: the
        // layout pass that brings a cross length measures it (``remeasureIfCrossLengthChanged()``).
        state.hasProvisionalLength = true
        length = estimatedRowLength ?? 0
      } else {
        length = validLength(
          platform.fittingLength(for: row, axis: axis, crossLength: cross),
          "fitting size of row \(state.index.map(String.init) ?? "?")")
        // A platform whose measurement depends on the hierarchy (UIKit's traits) measures the row
        // again once it is displayed.
        state.hasProvisionalLength =
          !state.isDisplayed && !(unmountedExactly ?? platform.measuresUnmountedRowsExactly)
      }
    }
    state.measuredLength = length
    // Only negative spacing (or length) can make the sum negative: most rows skip the sum.
    if !state.isHidden && (state.layout.hasNegativeSpacing || length < 0) && unclampedExtent(of: state) < 0 {
      report(
        .invalidSize, "row insets and padding",
        "The negative padding and insets of row \(state.index.map(String.init) ?? "?") exceed its length; "
          + "the row takes no space.")
    }
  }

  /// Stores the row's extent in the index. An extent that is not finite, or that would take the
  /// content length past ``ExtentIndex/maximumTotal``, is refused with an
  /// ``StackDiagnostic/Kind/invalidSize`` diagnostic, and the row is made to fit, in this order:
  /// it gets back the insets and padding it was last laid out with; its measured length counts
  /// as zero; its insets and padding become zero. Returns `false` when any of these was needed.
  @discardableResult
  func storeExtent(of row: Row, at index: Int) -> Bool {
    storeExtent(of: row, row.rowState, at: index)
  }

  /// ``storeExtent(of:at:)`` of `row`, whose state the caller has read already (`state`).
  @discardableResult
  func storeExtent(of row: Row, _ state: RowState, at index: Int) -> Bool {
    extentsDidChange(from: index)
    // A row that is not displayed gets its layout when it is (``applyRowLayouts()``).
    if state.isDisplayed { layoutPass.invalidate(row) }
    if extents.setExtent(extent(of: state), at: index) {
      state.acceptCurrentSpacing()
      return true
    }
    if state.insets != state.acceptedInsets || state.padding != state.acceptedPadding {
      report(
        .invalidSize, "row insets and padding",
        "The insets \(state.insets) and padding \(state.padding) of row \(index) would make the content length "
          + "overflow; the previous ones were kept.")
      state.restoreAcceptedSpacing()
      if extents.setExtent(extent(of: state), at: index) {
        state.acceptCurrentSpacing()
        return false
      }
    }
    if state.measuredLength != 0 {
      report(
        .invalidSize, "size of row \(index)",
        "Length \(state.measuredLength) would make the content length overflow; zero was used.")
      state.measuredLength = 0
      if extents.setExtent(extent(of: state), at: index) { return false }
    }
    report(
      .invalidSize, "row insets and padding",
      "The insets and padding of row \(index) would make the content length overflow; they were set to zero.")
    state.insets = .zero
    state.padding = .zero
    state.acceptCurrentSpacing()
    extents.setExtent(extent(of: state), at: index)
    return false
  }

  /// `length` when it is finite and not negative, else zero, reported. `operation` is only built
  /// for a report: measuring many rows does not format a string per row.
  @inline(__always)
  func validLength(_ length: CGFloat, _ operation: @autoclosure () -> String) -> CGFloat {
    guard length.isFinite, length >= 0 else {
      report(.invalidSize, operation(), "Length \(length) is NaN, infinite or negative; zero was used.")
      return 0
    }
    return length
  }

  /// Measures every row again, e.g. after an axis or cross-length change. When
  /// `estimatingUndisplayed`, a row that is not displayed and does not ask for a fixed size takes
  /// the estimate instead (on a windowed stack with an ``estimatedRowLength``; see
  /// ``remeasure(_:estimating:)``): only the displayed rows are measured now, the others when
  /// the window reaches them.
  func remeasureAll(estimatingUndisplayed: Bool = false) {
    measuredCrossLength = crossLength
    estimatedRowsOnScreenBound = 0
    layoutPass.invalidateAll()
    // Measuring asks the rows' controllers (user code, which may change the stack): every row is
    // measured first, then the extents of the rows then in the stack are stored at once.
    // Rows still estimated stay so: only the rows the window reaches are measured.
    let unmountedExactly = platform.measuresUnmountedRowsExactly
    for row in rows {
      let state = row.rowState
      measure(
        row, state, estimating: estimatingUndisplayed || state.hasProvisionalLength, unmountedExactly: unmountedExactly)
    }
    storeEveryExtent()
  }

  /// Stores every row's extent from its state, measured already: in one pass when their total
  /// stays far below the limit (every realistic stack), else row by row from zero through
  /// ``storeExtent(of:at:)``, each row's new extent checked against the new extents of the rows
  /// before it (the rows accepted in the pass are those that check accepts).
  private func storeEveryExtent() {
    extentsDidChange(from: 0)
    var lengths: [CGFloat] = []
    lengths.reserveCapacity(rows.count)
    var total: CGFloat = 0
    var fits = true
    for row in rows {
      let state = row.rowState
      let length = extent(of: state)
      total += length
      // A NaN or infinite extent makes the total fail the test as well.
      fits = fits && total.isFinite && total < ExtentIndex.maximumTotal / 2
      if fits { state.acceptCurrentSpacing() }
      lengths.append(length)
    }
    if fits, extents.replaceEveryExtent(with: lengths) { return }
    extents.resetToZero()
    for (index, row) in rows.enumerated() { storeExtent(of: row, at: index) }
  }

  /// Measures the rows on screen again if the cross length changed since the last measurement,
  /// the others when they come near it (``remeasureForCrossLength(in:keepingReaderInPlace:)``).
  func remeasureIfCrossLengthChanged() {
    remeasureIfCrossLengthChanged(in: platform.scrollGeometry)
  }

  /// ``remeasureIfCrossLengthChanged()`` when the platform's geometry is `geometry`.
  func remeasureIfCrossLengthChanged(in geometry: ScrollViewGeometry) {
    if crossLength(in: geometry) != measuredCrossLength {
      remeasureForCrossLength(in: geometry, keepingReaderInPlace: hadUsableViewport)
    }
  }

  /// Measures every row again and lays the stack out, reporting what changed: for a platform whose
  /// fitting sizes all went stale at once (UIKit: a text size or size class change).
  package func remeasureAllRows() {
    flagRows(in: visibilityTracking.trackedRange)
    remeasureAll()
    endChange()
  }

  // MARK: Ending a change

  /// Ends a change, the one place every change ends: measures the rows whose content changed
  /// size, lays the stack out (when `layout`, when a layout pass is pending or rows were
  /// measured), then delivers the events the change queued.
  func endChange(layout: Bool = true) {
    // An automatic attachment displays every row again once few rows are left (O(1) otherwise).
    if case .automatic = requestedRowAttachment { updateAutomaticAttachment() }
    // Rows whose content changed size are measured first, once each (ScrollStackEngine+ContentResizing.swift).
    let remeasured = !rowsWhoseContentResized.isEmpty
    if remeasured { remeasureRowsWhoseContentResized() }
    let geometry = layout || remeasured || layoutPass.isPending ? updateLayout() : nil
    // Rows are displayed before the delegate hears them become visible.
    if case .windowed = rowAttachment {
      updateWindow(in: geometry ?? platform.scrollGeometry)
    } else if estimatedRowsOnScreenBound > 0 {
      // Rows a cross-length change left estimated are measured as they come near the screen.
      measureEstimatedRowsNearScreen(in: geometry ?? platform.scrollGeometry)
    }
    flushEvents()
  }

  /// Marks the stack as needing a layout pass and asks the platform for one
  /// (``ScrollStackEnginePlatform/layoutPassNeeded()``): row setting changes made in the same
  /// main-actor turn then cost one pass, like UIKit's `setNeedsLayout`. The model (extents, row
  /// frames) is already up to date; the pass applies the content size, places the row views,
  /// refreshes visibility and tells the delegate. Any change that ends before the pass runs
  /// (``endChange(layout:)``) includes it.
  package func setNeedsLayout() {
    guard layoutPass.setPending() else { return }
    platform.layoutPassNeeded()
  }

  /// Runs the pending layout pass now, if there is one (the platform's call back after
  /// ``setNeedsLayout()``; also before answering a visibility query or computing a scroll target).
  /// The scheduled pass and a row's query reach the engine on their own: the stack is kept alive
  /// for the pass (``keepingOwnerAlive(_:)``).
  package func layoutIfNeeded() {
    guard layoutPass.isPending else { return }
    keepingOwnerAlive { endChange() }
  }

  // MARK: Layout

  /// Recomputes the content size, asks the platform to lay rows out and refreshes visibility,
  /// emitting the resulting events (not yet delivered); returns the platform's geometry it used.
  /// ``endChange(layout:)`` calls it, and a window pass that measured rows.
  @discardableResult
  func updateLayout() -> ScrollViewGeometry {
    layoutPass.isPending = false
    // The direction is read once a pass; a change lays every displayed row out again.
    let direction = platform.layoutDirection
    if direction != layoutDirection {
      layoutDirection = direction
      layoutPass.invalidateAll()
    }
    // The window is computed again when rows changed in or before it (or every row changed).
    // Rows from there on moved (an extent before them changed, or rows were inserted, removed
    // or moved before them): their layout is handed to the platform as well.
    let movedFrom = rowWindow.beginLayoutPass(allRowsChanged: layoutPass.allRowsNeedLayout)
    let newSize = CGSize(along: axis, length: extents.total, cross: measuredCrossLength)
    if let oldSize = layoutPass.replaceContentSize(with: newSize) {
      platform.applyContentSize(newSize)
      emit(.contentSizeDidChange(from: oldSize, to: newSize))
    }
    applyRowLayouts(movedFrom: movedFrom)
    // Read once the content size is applied; the change's window pass uses it too.
    let geometry = platform.scrollGeometry
    refreshVisibility(in: geometry)
    emit(.didUpdateLayout)
    return geometry
  }

  /// Hands the platform the displayed rows whose ``RowLayout`` may have changed since the last pass,
  /// with their layouts (``ScrollStackEnginePlatform/rowsNeedLayout(_:)``): the rows flagged
  /// (``LayoutPassState/rowsNeedingLayout``: their content, separator or hidden state changed) and the displayed
  /// rows from `movedFrom` on, whose place moved. O(k log n) for k such rows: an append below
  /// the screen hands nothing, an insertion above a window hands the window's rows. When every
  /// row needs layout (``LayoutPassState/allRowsNeedLayout``, or more than half of them), every displayed row:
  /// all of them in one O(n) walk when every row is displayed, the window's rows otherwise. A row
  /// that is not displayed gets its layout when it is (the platform's
  /// ``ScrollStackEnginePlatform/displayRow(_:)`` asks ``layout(of:)``).
  func applyRowLayouts(movedFrom: Int = .max) {
    layoutPass.lastShownRowIs(autoHideLastRowSeparator ? lastShownIndex.map { rows[$0] } : nil)
    var changed: [(row: Row, layout: RowLayout)] = []
    let lastShown = autoHideLastRowSeparator ? lastShownIndex : nil
    let movedCount = movedFrom < rows.count ? rows.count - movedFrom : 0
    let allRowsNeedLayout = layoutPass.allRowsNeedLayout
    let flaggedCount = layoutPass.rowsNeedingLayout.count
    if rowAttachment == .all && (allRowsNeedLayout || flaggedCount + movedCount > rows.count / 2) {
      changed.reserveCapacity(rows.count)
      for (row, layout) in zip(rows, rowLayouts()) { changed.append((row, layout)) }
    } else if rowAttachment != .all && (allRowsNeedLayout || flaggedCount > rowWindow.displayed.count) {
      for entry in rowWindow.displayed {
        guard let index = entry.state.index, let row = entry.row as? Row else { continue }
        changed.append((row, rowLayout(at: index, entry.state, lastShownIndex: lastShown)))
      }
    } else {
      var seen = Set<ObjectIdentifier>()
      for object in layoutPass.rowsNeedingLayout {
        // Rows removed since they were flagged are skipped, and each row is laid out once.
        guard let row = object as? Row else { continue }
        let state = row.rowState
        guard state.isDisplayed, let index = index(ofRowWith: state), index < movedFrom,
          seen.insert(ObjectIdentifier(row)).inserted
        else { continue }
        changed.append((row, rowLayout(at: index, state, lastShownIndex: lastShown)))
      }
      appendDisplayedRows(from: movedFrom, lastShownIndex: lastShown, to: &changed)
    }
    layoutPass.didApplyRowLayouts()
    if !changed.isEmpty { platform.rowsNeedLayout(changed) }
  }

  /// Appends the displayed rows at `start` and after, with their layouts: the rows from there
  /// when every row is displayed (O(n − start)), else the window's rows from there (O(log k)
  /// to find the first, then one step each).
  private func appendDisplayedRows(
    from start: Int, lastShownIndex lastShown: Int?, to changed: inout [(row: Row, layout: RowLayout)]
  ) {
    guard start < rows.count else { return }
    if rowAttachment == .all {
      for index in start..<rows.count where rows[index].rowState.isDisplayed {
        changed.append((rows[index], rowLayout(at: index, lastShownIndex: lastShown)))
      }
      return
    }
    for entry in rowWindow.displayed[rowWindow.position(forIndex: start)...] {
      guard let index = entry.state.index, index >= start, let row = entry.row as? Row else { continue }
      changed.append((row, rowLayout(at: index, entry.state, lastShownIndex: lastShown)))
    }
  }

  // MARK: Frames

  /// The layout of the row at `index`: its frame, its content's and separator's frames in row
  /// coordinates, and whether its separator shows. `lastShownIndex` is ``lastShownIndex``,
  /// passed in so that a pass over many rows finds it once.
  package func rowLayout(at index: Int, lastShownIndex: Int?) -> RowLayout {
    rowLayout(at: index, rows[index].rowState, lastShownIndex: lastShownIndex)
  }

  /// ``rowLayout(at:lastShownIndex:)`` of the row at `index`, whose state the caller has read
  /// already (`state`): the engine's code is not specialised for the row type, so each read of a
  /// row (and of its state) is a call.
  func rowLayout(at index: Int, _ state: RowState, lastShownIndex: Int?) -> RowLayout {
    let place = extents.place(of: index)
    return RowLayout(
      state: state, placeStart: place.start, extent: extents.extents[index], placeEnd: place.end, axis: axis,
      crossLength: measuredCrossLength, hidesSeparatorAsLast: autoHideLastRowSeparator && index == lastShownIndex,
      direction: layoutDirection)
  }

  /// The layout of `row` now, or `nil` when it is not in the stack: what a platform assigns to a row
  /// it displays between layout passes. O(log n), or O(n) in the worst case with
  /// `autoHideLastRowSeparator` on (``lastShownIndex``).
  package func layout(of row: Row) -> RowLayout? {
    let state = row.rowState
    guard let index = index(ofRowWith: state) else { return nil }
    return rowLayout(at: index, state, lastShownIndex: autoHideLastRowSeparator ? lastShownIndex : nil)
  }

  /// The layout of every row, in order: what a platform assigns in its layout pass. The last shown
  /// row is found once for the whole pass, and each row's end is the next row's start (the same
  /// sum, ``ExtentIndex/end(of:)`` being ``ExtentIndex/prefixSum(_:)`` of the next index).
  package func rowLayouts() -> [RowLayout] {
    let lastShown = lastShownIndex
    var layouts: [RowLayout] = []
    layouts.reserveCapacity(rows.count)
    var placeStart = extents.prefixSum(0)
    var index = 0
    while index < rows.count {
      let placeEnd = extents.end(of: index)
      layouts.append(
        RowLayout(
          state: rows[index].rowState, placeStart: placeStart, extent: extents.extents[index], placeEnd: placeEnd,
          axis: axis, crossLength: measuredCrossLength,
          hidesSeparatorAsLast: autoHideLastRowSeparator && index == lastShown, direction: layoutDirection))
      placeStart = placeEnd
      index += 1
    }
    return layouts
  }

  /// The frame of the row at `index` in content coordinates (padding excluded); see
  /// ``RowLayout/rowFrame(of:placeStart:extent:placeEnd:axis:crossLength:)``.
  package func rowFrame(at index: Int) -> CGRect {
    let place = extents.place(of: index)
    return RowLayout.rowFrame(
      of: rows[index].rowState, placeStart: place.start, extent: extents.extents[index], placeEnd: place.end,
      axis: axis, crossLength: measuredCrossLength, direction: layoutDirection)
  }

  /// The index of the last row that is not hidden, if any.
  package var lastShownIndex: Int? {
    rows.lastIndex { !$0.rowState.isHidden }
  }

  /// Whether the separator of the row at `index` is drawn, `autoHideLastRowSeparator` included.
  /// O(n) when `autoHideLastRowSeparator` is on: a layout pass uses ``rowLayouts()`` instead.
  package func isSeparatorVisible(at index: Int) -> Bool {
    let state = rows[index].rowState
    let isLast = autoHideLastRowSeparator && !state.isHidden && index == lastShownIndex
    return RowLayout.isSeparatorVisible(of: state, hidesSeparatorAsLast: isLast)
  }
}
