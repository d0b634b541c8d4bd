import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackEngine + Window

/// Which rows are displayed (their view in the stack, their controller appearing with it); see
/// ``ScrollStackRowAttachment``. Every row keeps its containment; only display follows the window.
extension ScrollStackEngine {
  // MARK: Queries

  /// The displayed rows, in index order: O(k) for k displayed rows when windowed, O(n) when
  /// every row is displayed.
  package var displayedRows: [Row] {
    layoutIfNeeded()
    guard rowAttachment != .all else { return rows.filter { $0.rowState.isDisplayed } }
    return windowedRows
  }

  /// The displayed rows of a windowed stack that are in the stack, in index order (a removed
  /// row whose unmounting is under way is left out); empty when every row is displayed.
  package var windowedRows: [Row] {
    var result: [Row] = []
    result.reserveCapacity(rowWindow.displayed.count)
    for entry in rowWindow.displayed where entry.state.index != nil {
      if let row = entry.row as? Row { result.append(row) }
    }
    return result
  }

  /// Where the view of `row` goes among the stack's subviews (see ``RowViewPlacement``): its
  /// index when every row is displayed, else next to its nearest displayed neighbour, found by
  /// binary search among the window's rows (O(log k)). A row not in the stack goes
  /// ``RowViewPlacement/alone``.
  package func viewPlacement(of row: Row) -> RowViewPlacement<Row> {
    guard let index = index(of: row) else { return .alone }
    if rowAttachment == .all { return .atIndex(index) }
    let neighbours = displayedNeighbours(of: row, at: index)
    if let next = neighbours.next { return .before(next) }
    if let previous = neighbours.previous { return .after(previous) }
    return .alone
  }

  /// The nearest displayed rows before and after `row`, which is at `index`: its neighbours in
  /// `rows` when every row is displayed, else its neighbours in the window's rows (which are in
  /// index order), O(log k).
  package func displayedNeighbours(of row: Row, at index: Int) -> (previous: Row?, next: Row?) {
    if rowAttachment == .all {
      return (index > 0 ? rows[index - 1] : nil, index + 1 < rows.count ? rows[index + 1] : nil)
    }
    let position = rowWindow.position(forIndex: index)
    var next = position
    if next < rowWindow.displayed.count, rowWindow.displayed[next].row === row { next += 1 }
    let previous = position > 0 ? rowWindow.displayed[position - 1].row as? Row : nil
    return (previous, next < rowWindow.displayed.count ? rowWindow.displayed[next].row as? Row : nil)
  }

  // MARK: Settings

  /// Sets ``estimatedRowLength``. A length that is not finite and positive is reported
  /// (``StackDiagnostic/Kind/invalidSize``) and ignored. Rows already added keep their state.
  package func setEstimatedRowLength(_ length: CGFloat?) {
    if let length, !(length.isFinite && length > 0) {
      report(.invalidSize, "estimatedRowLength", "Length \(length) is not finite and positive; it was ignored.")
      return
    }
    estimatedRowLength = length
  }

  /// The length a new row that is not displayed takes instead of being measured: the estimate,
  /// on a windowed stack only.
  var activeRowEstimate: CGFloat? {
    guard case .windowed = rowAttachment else { return nil }
    return estimatedRowLength
  }

  // MARK: Window passes

  /// Displays the rows that entered the window, measures those of them whose length is
  /// provisional (keeping the content on screen still, which may move the window: then again),
  /// and ends displaying the rows that left it. ``endChange(layout:)`` runs it before it delivers
  /// the change's events, so a row the delegate hears becoming visible is displayed already. A
  /// scroll that stays within half the margin of where the window was last computed skips it
  /// (``windowStillCovers(_:)``). It visits the displayed rows and the rows in the window
  /// (O(k + log n)), never every row.
  ///
  /// While an animated change or scroll runs (``RowWindow/animatedChangeCount``), rows that leave the window
  /// stay displayed: they may be sliding out of view; the pass after the animation takes them out.
  ///
  /// Appearance callbacks and measuring run user code, which may change the stack: a change made
  /// meanwhile ends with its own (skipped) pass, and this one runs again, a few times at most.
  /// Its events wait meanwhile (``StackEventQueue/isHeld``): the change that runs this pass
  /// delivers them once the rows they report are displayed.
  func updateWindow(in geometry: ScrollViewGeometry) {
    guard rowAttachment != .all else { return }
    guard !rowWindow.isUpdating else {
      rowWindow.needsUpdate = true
      return
    }
    rowWindow.isUpdating = true
    events.isHeld = true
    defer {
      rowWindow.isUpdating = false
      events.isHeld = false
    }
    var passes = 0
    var geometry = geometry
    repeat {
      if passes > 0 {
        rowWindow.invalidate()
        geometry = platform.scrollGeometry
      }
      rowWindow.needsUpdate = false
      runWindowPass(in: geometry)
      passes += 1
    } while rowWindow.needsUpdate && passes < Self.windowPassLimit
  }

  /// Displays the rows of the window around the offset an animated scroll is about to reach,
  /// keeping every row displayed now: the rows at the destination (measured to aim the scroll)
  /// are in place when the motion arrives; the rows on the way are displayed as the steps reach
  /// them. The pass after
  /// the scroll ends takes out the rows left behind. A change that appearance callbacks make
  /// meanwhile is caught up with, as in ``updateWindow(in:)``, before its events are delivered.
  func prepareWindow(forScrollTo offset: CGPoint) {
    guard case .windowed = rowAttachment, !rowWindow.isUpdating else { return }
    var geometry = platform.scrollGeometry
    geometry.contentOffset = geometry.clamped(offset)
    let interval = visibleInterval(in: geometry)
    rowWindow.isUpdating = true
    events.isHeld = true
    rowWindow.needsUpdate = false
    displayRows(in: windowRange(around: interval), endingOthers: false)
    rowWindow.isUpdating = false
    events.isHeld = false
    if rowWindow.needsUpdate {
      rowWindow.invalidate()
      updateWindow(in: platform.scrollGeometry)
    }
    flushEvents()
  }

  /// Displays the rows of the window around the offset a scroll aims at, and measures those whose
  /// length is only estimated (keeping the content on screen now still), before the scroll starts:
  /// their real lengths move what the offset was computed from, so the caller computes it again
  /// (see ``settledOffset(from:target:)``). Rows displayed now and left out of the window the
  /// scroll lands in are taken out by the pass after it. Its events wait, as a window pass's do
  /// (``StackEventQueue/isHeld``), for the scroll to deliver them. Returns whether any row was
  /// measured; displays nothing when the window holds no estimated row. O(k + log n).
  func measureWindow(forScrollTo offset: CGPoint) -> Bool {
    guard case .windowed = rowAttachment, !rowWindow.isUpdating else { return false }
    var geometry = platform.scrollGeometry
    geometry.contentOffset = geometry.clamped(offset)
    let window = windowRange(around: visibleInterval(in: geometry))
    guard measuredCrossLength > 0, window.contains(where: { rows[$0].rowState.hasProvisionalLength }) else {
      return false
    }
    rowWindow.isUpdating = true
    events.isHeld = true
    rowWindow.needsUpdate = false
    let provisional = displayRows(in: window, endingOthers: false)
    if !provisional.isEmpty { measureProvisionalRows(provisional, visibleStart: visibleInterval.start) }
    rowWindow.isUpdating = false
    events.isHeld = false
    rowWindow.invalidate()
    // A change made by the appearance callbacks or the sizing meanwhile is caught up with, as in
    // updateWindow(in:); the events wait for the scroll, which delivers them.
    if rowWindow.needsUpdate { updateWindow(in: platform.scrollGeometry) }
    return !provisional.isEmpty
  }

  /// Forgets that `row` is displayed, before its content is unmounted (whose plan takes its view
  /// out of the stack with the appearance calls).
  func forgetDisplayed(_ row: Row) {
    let state = row.rowState
    state.isDisplayed = false
    guard rowAttachment != .all else { return }
    rowWindow.remove(state)
  }

  /// Whether the window computed last still serves the visible interval `interval`: it has an
  /// anchor, and `interval` moved by at most half the margin from it (or every row is displayed).
  func windowStillCovers(_ interval: (start: CGFloat, end: CGFloat)) -> Bool {
    guard case .windowed = rowAttachment else { return !hasEstimatedRowsNearScreen(interval) }
    return rowWindow.stillCovers(interval, slack: rowAttachment.usableMargin / 2)
  }

  /// Marks `row` displayed, then (when `byPlatform`) lets the platform put its view in the stack, where
  /// appearance callbacks may run; an attachment that displays the row does that itself.
  func display(_ row: Row, byPlatform: Bool = true) {
    let state = row.rowState
    state.isDisplayed = true
    if rowAttachment != .all, let index = index(ofRowWith: state) { rowWindow.insert(row, state, at: index) }
    if byPlatform { platform.displayRow(row) }
  }

  /// Whether `row` (in the stack) starts within the window: the visible interval (`visible`, or
  /// the platform's now) extended by the margin. Its own length does not count (it may not be
  /// measured yet).
  func startsInWindow(_ row: Row, visible: (start: CGFloat, end: CGFloat)? = nil) -> Bool {
    guard let index = index(of: row) else { return false }
    return startsInWindow(at: index, visible: visible)
  }

  /// ``startsInWindow(_:visible:)`` for the row at `index` (a valid index).
  func startsInWindow(at index: Int, visible: (start: CGFloat, end: CGFloat)? = nil) -> Bool {
    let margin = rowAttachment.usableMargin
    let interval = visible ?? visibleInterval
    let windowEnd = interval.end + margin
    // The rows a bulk insertion adds past the window's end: once one starts after it, so do the
    // ones after it, without summing their starts.
    if extents.isKnownToStart(index, after: windowEnd) { return false }
    let start = extents.prefixSum(index)
    if start > windowEnd { extents.rememberStart(of: index, isAfter: windowEnd) }
    return start >= interval.start - margin && start <= windowEnd
  }

  // MARK: Private

  /// How many window passes one update runs at most when user code keeps changing the stack.
  private static var windowPassLimit: Int { 8 }

  /// How many rounds of measuring one pass runs at most; each measures at least one row, and a
  /// row is measured once, so only user code adding provisional rows meanwhile reaches it.
  private static var measuringRoundLimit: Int { 64 }

  /// The rows that overlap `interval` extended by the margin.
  private func windowRange(around interval: (start: CGFloat, end: CGFloat)) -> Range<Int> {
    let margin = rowAttachment.usableMargin
    return candidateRange(in: (interval.start - margin, interval.end + margin))
  }

  private func runWindowPass(in geometry: ScrollViewGeometry) {
    var interval = visibleInterval(in: geometry)
    if windowStillCovers(interval) { return }
    var rounds = 0
    var window = windowRange(around: interval)
    while true {
      let provisional = displayRows(in: window, endingOthers: rowWindow.animatedChangeCount == 0)
      // Measured displayed (UIKit measures a row with its traits once it is in the hierarchy),
      // and never without a cross length (they wait for the pass that brings one).
      guard !provisional.isEmpty, measuredCrossLength > 0, rounds < Self.measuringRoundLimit else { break }
      measureProvisionalRows(provisional, visibleStart: interval.start)
      interval = visibleInterval
      window = windowRange(around: interval)
      rounds += 1
    }
    rowWindow.didCompute(window, around: interval)
  }

  /// Displays the rows of `window` that are not displayed and, when `endingOthers`, ends
  /// displaying the displayed rows outside it (but a row holding the first responder and the
  /// rows next to it, which it displays if they are not: see ``endDisplayingRows(outside:)``).
  /// Returns the rows of `window` whose length is provisional. The rows are resolved before any
  /// user code runs, and each is checked again before its call.
  @discardableResult
  private func displayRows(in window: Range<Int>, endingOthers: Bool) -> [Row] {
    // The rows are gathered as `AnyObject`s: appending to an array of the generic `Row` looks its
    // type up at run time for every row (about 330 instructions; the engine's code is not
    // specialised for the platform's row type); only rows go in, so each comes back as one.
    var arriving: [AnyObject] = []
    var provisional: [AnyObject] = []
    for index in window {
      let row = rows[index]
      let state = row.rowState
      if state.hasProvisionalLength { provisional.append(row) }
      if state.isContentMounted && !state.isDisplayed { arriving.append(row) }
    }
    if endingOthers {
      for index in endDisplayingRows(outside: window) where index >= 0 && index < rows.count {
        let row = rows[index]
        if row.rowState.isContentMounted && !row.rowState.isDisplayed { arriving.append(row) }
      }
    }
    for object in arriving {
      let row = unsafeDowncast(object, to: Row.self)
      // An earlier row's callbacks may have removed, unmounted or displayed this one.
      guard index(of: row) != nil, row.rowState.isContentMounted, !row.rowState.isDisplayed else { continue }
      display(row)
    }
    return provisional.isEmpty ? [] : provisional.map { unsafeDowncast($0, to: Row.self) }
  }

  /// Displays `row` now if it is in the stack, mounted and not displayed, wherever the window is
  /// (for a responder in it to become first responder: UIKit refuses a view in no window), and
  /// remembers it as the row that takes the first responder (``focusCandidate``).
  /// Returns whether the row is displayed. O(log k). ``firstResponderMayHaveMoved(to:)`` ends the
  /// attempt.
  package func displayForFocus(_ row: Row) -> Bool {
    let state = row.rowState
    guard index(of: row) != nil, state.isContentMounted else { return false }
    if rowAttachment != .all { focusCandidate = state }
    if !state.isDisplayed { display(row) }
    return row.rowState.isDisplayed
  }

  /// Tells a windowed stack that the first responder may have moved into `row` (after
  /// ``displayForFocus(_:)``, or when a field in it began editing): a window pass keeps the row
  /// while it holds the first responder, and the rows just before and after it, displaying those
  /// that are not, and takes out a row displayed for a responder that did not take the first
  /// responder. Nothing when every row is displayed.
  package func firstResponderMayHaveMoved(to row: Row) {
    guard case .windowed = rowAttachment, index(of: row) != nil else { return }
    focusCandidate = row.rowState
    rowWindow.invalidate()
    endChange(layout: false)
  }

  /// Ends displaying the displayed rows outside `window`, but a row holding the first responder
  /// and the rows just before and after it (so that a Return/Next chain can go on to a
  /// neighbouring row's field), in O(k) for the k rows of ``RowWindow/displayed``: they leave the
  /// list in one pass, not one by one (each removal from the list shifts the rows after it:
  /// switching a stack that displays every row to a window took O(n²)). Then each, if still
  /// displayed (an earlier row's callbacks may have removed, unmounted or ended it), is taken out:
  /// the rows before the window first to last, then the rows after it last to first, so that
  /// each leaves an end of the platform's list of row views. Returns the indexes of the rows next
  /// to a row holding the first responder, outside the window: the caller displays those that
  /// are not. The first responder is looked for in the rows outside the window and in the row
  /// that last took it (``focusCandidate``), never in every row.
  private func endDisplayingRows(outside window: Range<Int>) -> [Int] {
    var kept = 0
    var leavingBefore: [WindowedRow] = []
    // The rows after the window, and removed rows whose unmounting is under way (no index).
    var leavingAfter: [WindowedRow] = []
    var focused: [Int] = []
    for position in rowWindow.displayed.indices {
      // Read in place: a row that stays displayed (most of them, on a scroll) is not copied,
      // which would retain and release its row and state.
      let index = rowWindow.displayed[position].state.index
      if let index, window.contains(index) {
        if kept != position { rowWindow.displayed[kept] = rowWindow.displayed[position] }
        kept += 1
        continue
      }
      let entry = rowWindow.displayed[position]
      guard let index else {
        leavingAfter.append(entry)
        continue
      }
      if holdsFirstResponder(entry) {
        focused.append(index)
        rowWindow.displayed[kept] = entry
        kept += 1
      } else if index < window.lowerBound {
        leavingBefore.append(entry)
      } else {
        leavingAfter.append(entry)
      }
    }
    // The row that last took the first responder, in the window: its neighbours may be outside.
    if let state = focusCandidate, let index = state.index, window.contains(index) {
      if state.isDisplayed && platform.holdsFirstResponder(rows[index]) {
        focused.append(index)
      } else {
        focusCandidate = nil
      }
    }
    var neighbours: [Int] = []
    if !focused.isEmpty {
      for index in focused {
        for neighbour in [index - 1, index + 1] where !window.contains(neighbour) { neighbours.append(neighbour) }
      }
      // The leaving neighbours stay: back into the list, in index order (a few rows at most).
      for entry in leavingBefore + leavingAfter {
        guard let index = entry.state.index, neighbours.contains(index) else { continue }
        var position = 0
        while position < kept, let other = rowWindow.displayed[position].state.index, other < index { position += 1 }
        rowWindow.displayed.insert(entry, at: position)
        kept += 1
      }
      leavingBefore.removeAll { $0.state.index.map(neighbours.contains) == true }
      leavingAfter.removeAll { $0.state.index.map(neighbours.contains) == true }
    }
    guard kept < rowWindow.displayed.count else { return neighbours }
    rowWindow.displayed.removeSubrange(kept...)
    for entry in leavingBefore { endDisplaying(entry) }
    for entry in leavingAfter.reversed() { endDisplaying(entry) }
    return neighbours
  }

  /// Whether the row of `entry` holds the first responder (it then stays displayed).
  private func holdsFirstResponder(_ entry: WindowedRow) -> Bool {
    guard let row = entry.row as? Row else { return false }
    return platform.holdsFirstResponder(row)
  }

  /// Ends displaying the row of `entry`, which has left ``RowWindow/displayed``, unless it is no longer
  /// displayed.
  private func endDisplaying(_ entry: WindowedRow) {
    guard entry.state.isDisplayed, let row = entry.row as? Row else { return }
    entry.state.isDisplayed = false
    platform.endDisplayingRow(row)
  }

  /// Measures the rows of `provisional` whose length is still provisional (the others are
  /// passed over), keeping the first row that reaches past `visibleStart`
  /// where it is on screen: the content offset moves by the change in length of the rows before
  /// it. The stack is laid out (its events queued, not delivered: the change delivers them).
  func measureProvisionalRows(_ provisional: [Row], visibleStart: CGFloat) {
    let anchorIndex = extents.countOfRowsEnding(atOrBefore: visibleStart)
    let anchor = anchorIndex < rows.count ? rows[anchorIndex] : nil
    let anchorStart = extents.prefixSum(anchorIndex)
    // Measuring asks the row's controller for its size: user code, which may change the stack.
    // A row measured again at the length it had (a platform that measures unmounted rows only
    // provisionally, UIKit's) changes nothing: without any other change, no layout pass runs, so
    // the delegate hears the same as from a stack that displays every row.
    var changed = layoutPass.isPending
    for row in provisional {
      // The state is read once (each read is a call: the engine's code is not specialised).
      let state = row.rowState
      guard state.hasProvisionalLength && index(ofRowWith: state) != nil else { continue }
      let before = extent(of: state)
      measure(row, state, estimating: false)
      if let index = index(ofRowWith: state) {
        // Stored: the index holds the state's extent (not stored: it was refused and changed).
        if !storeExtent(of: row, state, at: index) || extents.extents[index] != before { changed = true }
      } else if extent(of: state) != before {
        changed = true
      }
      visibilityTracking.flag(row)
    }
    guard changed || layoutPass.isPending else { return }
    layoutPass.isPending = true
    if let anchor, let index = index(of: anchor) {
      let delta = extents.prefixSum(index) - anchorStart
      if delta != 0 {
        let offset = platform.scrollGeometry.contentOffset
        let moved =
          axis == .vertical ? CGPoint(x: offset.x, y: offset.y + delta) : CGPoint(x: offset.x + delta, y: offset.y)
        // The platform reports the scroll (``scrollDidChange(in:)``), which queues it.
        rowWindow.isCorrectingOffset = true
        platform.applyContentOffset(moved, animated: false, completion: {})
        rowWindow.isCorrectingOffset = false
      }
    }
    if layoutPass.isPending { updateLayout() }
  }
}
