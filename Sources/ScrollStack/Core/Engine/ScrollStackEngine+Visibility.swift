import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScrollStackEngine {
  /// The visible interval along the axis, in content coordinates: the viewport less the adjusted
  /// content insets (which include the keyboard's part of the safe area). Empty when nothing can
  /// be seen.
  var visibleInterval: (start: CGFloat, end: CGFloat) {
    visibleInterval(in: host.scrollGeometry)
  }

  /// ``visibleInterval`` when the host's geometry is `geometry`.
  func visibleInterval(in geometry: ScrollViewGeometry) -> (start: CGFloat, end: CGFloat) {
    guard geometry.hasUsableViewport, geometry.contentOffset.x.isFinite, geometry.contentOffset.y.isFinite else {
      return (0, 0)
    }
    let visible = geometry.visibleRect
    return (visible.start(along: axis), visible.end(along: axis))
  }

  /// The indexes of the rows that may be visible: those that end at or after the start of the
  /// visible interval and start before its end. Found in O(log n).
  func candidateRange() -> Range<Int> {
    candidateRange(in: visibleInterval)
  }

  /// ``candidateRange()`` for the visible interval `interval`.
  func candidateRange(in interval: (start: CGFloat, end: CGFloat)) -> Range<Int> {
    // The extent index has a length per row: its count is the row count, read without the
    // generic row array.
    guard interval.end > interval.start, extents.count > 0 else { return 0..<0 }
    let first = extents.countOfRowsEnding(before: interval.start)
    let last = Swift.min(extents.count, extents.countOfRowsEnding(before: interval.end) + 1)
    return first < last ? first..<last : 0..<0
  }

  /// Measures the row at `index` through `interval` and records its visibility (see
  /// ``record(_:of:at:deferred:)``); returns it. A row measured since the layout last changed
  /// is measured from its cached span (``visibilitySpanCache``), and not touched when its
  /// visibility did not change.
  private func updateVisibility(at index: Int, in interval: (start: CGFloat, end: CGFloat), deferred: Bool)
    -> ScrollStackRowVisibility
  {
    let count = visibilitySpanCache.count
    var slot = 0
    // A loop, not `first(where:)`: a closure made on the main actor checks the executor per call.
    while slot < count {
      if visibilitySpanCache[slot].index == index {
        let visibility = ScrollStackRowVisibility.measure(
          start: visibilitySpanCache[slot].start, end: visibilitySpanCache[slot].end, visibleStart: interval.start,
          visibleEnd: interval.end)
        let oldVisibility = visibilitySpanCache[slot].visibility
        if visibility != oldVisibility {
          visibilitySpanCache[slot].state.visibility = visibility
          visibilitySpanCache[slot].visibility = visibility
          if oldVisibility.kind != visibility.kind {
            recordKindChange(at: index, from: oldVisibility, to: visibility, deferred: deferred)
          }
        }
        return visibility
      }
      slot += 1
    }
    let state = rows[index].rowState
    guard !state.isHidden else {
      record(.hidden, of: state, at: index, deferred: deferred)
      return .hidden
    }
    let span = visibilitySpan(of: state, at: index)
    let visibility = ScrollStackRowVisibility.measure(
      start: span.start, end: span.end, visibleStart: interval.start, visibleEnd: interval.end)
    let entry = (index, span.start, span.end, span.placeEnd, state, state.visibility)
    if count < Self.visibilitySpanCacheLimit {
      visibilitySpanCache.append(entry)
    } else {
      visibilitySpanCacheVictim = (visibilitySpanCacheVictim + 1) % count
      visibilitySpanCache[visibilitySpanCacheVictim] = entry
    }
    record(visibility, of: state, at: index, deferred: deferred)
    return visibility
  }

  /// The most spans ``visibilitySpanCache`` holds: a few rows at each edge of the viewport.
  private static var visibilitySpanCacheLimit: Int { 16 }

  /// The part of the row at `index` that visibility is measured on, along the axis: the row's
  /// frame (padding excluded, as `frame` reports it), clipped to the place the row takes in the
  /// stack (from its start to the next row's start). Only negative padding makes the frame reach
  /// past that place; the part beyond it does not count, so the rows to examine are still found
  /// from the extents alone.
  private func visibilitySpan(of state: RowState, at index: Int) -> (start: CGFloat, end: CGFloat, placeEnd: CGFloat) {
    let placeStart = extents.prefixSum(index)
    let placeEnd = extents.end(of: index)
    let frame = RowLayout.rowFrame(
      of: state, placeStart: placeStart, extent: extents.extents[index], placeEnd: placeEnd, axis: axis,
      crossLength: measuredCrossLength)
    let start = Swift.min(Swift.max(frame.start(along: axis), placeStart), placeEnd)
    let end = Swift.max(Swift.min(frame.end(along: axis), placeEnd), start)
    return (start, end, placeEnd)
  }

  /// Brings every row's recorded visibility up to date and emits an event for each row whose
  /// kind of visibility changed, in index order.
  ///
  /// Only the rows that were in the visible interval (``trackedRange``), the rows now in it and
  /// rows flagged by a change (``rowsNeedingVisibilityCheck``) are looked at: O(log n + k), never
  /// a walk over every row. Without flagged rows (a scroll) it allocates nothing and measures only
  /// the rows at both ends of the visible interval; see ``refreshTrackedVisibility(of:in:)``.
  func refreshVisibility() {
    refreshVisibility(in: host.scrollGeometry)
  }

  /// ``refreshVisibility()`` when the host's geometry is `geometry`.
  func refreshVisibility(in geometry: ScrollViewGeometry) {
    refreshVisibility(inInterval: visibleInterval(in: geometry))
  }

  /// ``refreshVisibility()`` when the visible interval is `interval`.
  func refreshVisibility(inInterval interval: (start: CGFloat, end: CGFloat)) {
    // `count`, not `isEmpty`: in generic code, `isEmpty` goes through `Collection`.
    if rowsNeedingVisibilityCheck.count == 0 {
      let candidates = cachedCandidateRange(in: interval) ?? candidateRange(in: interval)
      refreshTrackedVisibility(of: candidates, in: interval)
      trackedRange = candidates
    } else {
      let candidates = candidateRange(in: interval)
      refreshFlaggedVisibility(of: candidates, in: interval)
      trackedRange = candidates
    }
  }

  /// ``candidateRange(in:)`` found from the ends of the rows in ``visibilitySpanCache`` instead of
  /// the extent index, when they settle it: `nil` when they do not.
  private func cachedCandidateRange(in interval: (start: CGFloat, end: CGFloat)) -> Range<Int>? {
    guard interval.end > interval.start, extents.count > 0,
      let first = cachedCountOfRowsEnding(before: interval.start),
      let endCount = cachedCountOfRowsEnding(before: interval.end)
    else { return nil }
    let last = Swift.min(extents.count, endCount + 1)
    return first < last ? first..<last : 0..<0
  }

  /// ``ExtentIndex/countOfRowsEnding(before:)`` from two neighbouring rows in
  /// ``visibilitySpanCache``, the first ending before `offset` and the second at or after it (or
  /// from the first or last row alone); `nil` when the cache holds no such pair. The ends are
  /// those of ``ExtentIndex/end(of:)``; the index rounds its sums along another path, so an end
  /// within a few units in the last place of the content length from `offset` settles nothing.
  private func cachedCountOfRowsEnding(before offset: CGFloat) -> Int? {
    let slack = 4 * Swift.max(abs(offset), extents.total).ulp
    // The last cached row that ends before `offset` and the first that ends at or after it.
    var lastBefore = -1
    var firstAfter = Int.max
    let count = visibilitySpanCache.count
    var slot = 0
    while slot < count {
      let index = visibilitySpanCache[slot].index
      let end = visibilitySpanCache[slot].placeEnd
      if end < offset - slack {
        lastBefore = Swift.max(lastBefore, index)
      } else if end >= offset + slack {
        firstAfter = Swift.min(firstAfter, index)
      }
      slot += 1
    }
    if firstAfter == lastBefore + 1 { return firstAfter }
    if lastBefore == extents.count - 1 { return extents.count }
    return nil
  }

  /// ``forgetTrackedRange()`` before rows are inserted, removed or moved from `index` on, when
  /// that renumbers tracked rows: a change after them (an append below the screen) keeps their
  /// indexes, and the pass after it stays the cheap one. The window's rows are marked changed
  /// from `index` too (``windowDirtyFrom``).
  func forgetTrackedRange(changingFrom index: Int) {
    windowDirtyFrom = Swift.min(windowDirtyFrom, index)
    guard index < trackedRange.upperBound else {
      // The cached spans answer lookups near the end of the rows, whose count changes.
      visibilitySpanCache.removeAll(keepingCapacity: true)
      return
    }
    forgetTrackedRange()
  }

  /// Hands the tracked rows to ``rowsNeedingVisibilityCheck`` and forgets their indexes: called
  /// before rows are inserted, removed or moved, which makes those indexes stale.
  func forgetTrackedRange() {
    visibilitySpanCache.removeAll(keepingCapacity: true)
    entireRange = 0..<0
    guard !trackedRange.isEmpty else { return }
    rowsNeedingVisibilityCheck.append(contentsOf: rows[trackedRange.clamped(to: rows.indices)])
    trackedRange = 0..<0
  }

  /// The pass when no row is flagged: the rows in ``trackedRange`` and `candidates` are the only
  /// ones whose visibility can have changed, and they keep their indexes.
  ///
  /// Rows that left the visible interval become offscreen (or stay hidden). From each end of
  /// `candidates`, rows are measured until one is entirely visible. Every row between the first and
  /// the last entirely visible row is then entirely visible too (or hidden): its place lies
  /// between theirs, so within the visible interval. Those that were already between two such rows
  /// at the last pass (``entireRange``) were recorded so and are not looked at: a scroll measures
  /// the few rows at the edges of the viewport and visits only the rows that changed.
  private func refreshTrackedVisibility(of candidates: Range<Int>, in interval: (start: CGFloat, end: CGFloat)) {
    let tracked = trackedRange.clamped(to: 0..<extents.count)
    let previousEntire = entireRange
    entireRange = 0..<0
    guard !candidates.isEmpty else {
      markOffscreen(from: tracked.lowerBound, to: tracked.upperBound)
      return
    }
    // Rows that left the visible interval at its start.
    markOffscreen(from: tracked.lowerBound, to: Swift.min(tracked.upperBound, candidates.lowerBound))
    // From the start: measure rows up to the first entirely visible one.
    var firstEntire: Int?
    var index = candidates.lowerBound
    while index < candidates.upperBound {
      let visibility = updateVisibility(at: index, in: interval, deferred: false)
      if visibility == .entire {
        firstEntire = index
        break
      }
      index += 1
    }
    if let firstEntire {
      // From the end: measure rows down to the last entirely visible one; their events wait so that
      // they follow those of the rows between.
      var lastEntire = firstEntire
      index = candidates.upperBound - 1
      while index > firstEntire {
        let visibility = updateVisibility(at: index, in: interval, deferred: true)
        if visibility == .entire {
          lastEntire = index
          break
        }
        index -= 1
      }
      // Between them: entirely visible or hidden, without measuring.
      let between = lastEntire > firstEntire ? (firstEntire + 1)..<lastEntire : 0..<0
      index = between.lowerBound
      while index < between.upperBound {
        if previousEntire.contains(index) {
          index = previousEntire.upperBound
          continue
        }
        let state = rows[index].rowState
        let visibility: ScrollStackRowVisibility = state.isHidden ? .hidden : .entire
        if state.visibility != visibility { record(visibility, of: state, at: index, deferred: false) }
        index += 1
      }
      entireRange = between
      if !deferredVisibilityChanges.isEmpty {
        for change in deferredVisibilityChanges.reversed() {
          emitVisibilityChange(
            of: rows[change.index], at: change.index, to: change.visibility, wasVisible: change.wasVisible)
        }
        deferredVisibilityChanges.removeAll(keepingCapacity: true)
      }
    }
    // Rows that left the visible interval at its end.
    markOffscreen(from: Swift.max(tracked.lowerBound, candidates.upperBound), to: tracked.upperBound)
  }

  /// Records that the rows from `start` to `end` (excluded) are outside the visible interval.
  private func markOffscreen(from start: Int, to end: Int) {
    var index = start
    while index < end {
      let state = rows[index].rowState
      record(state.isHidden ? .hidden : .offscreen, of: state, at: index, deferred: false)
      index += 1
    }
  }

  /// Records `visibility` as the visibility of the row at `index`, whose state is `state` (and in
  /// ``visibilitySpanCache``), and, when its kind changed, emits the event (`deferred`: keeps it in
  /// ``deferredVisibilityChanges``).
  private func record(_ visibility: ScrollStackRowVisibility, of state: RowState, at index: Int, deferred: Bool) {
    let oldVisibility = state.visibility
    state.visibility = visibility
    var slot = 0
    while slot < visibilitySpanCache.count {
      if visibilitySpanCache[slot].index == index { visibilitySpanCache[slot].visibility = visibility }
      slot += 1
    }
    guard oldVisibility.kind != visibility.kind else { return }
    recordKindChange(at: index, from: oldVisibility, to: visibility, deferred: deferred)
  }

  /// Emits the event for the row at `index`, whose kind of visibility changed (`deferred`: keeps
  /// it in ``deferredVisibilityChanges``).
  private func recordKindChange(
    at index: Int, from oldVisibility: ScrollStackRowVisibility, to visibility: ScrollStackRowVisibility,
    deferred: Bool
  ) {
    if deferred {
      deferredVisibilityChanges.append((index, visibility, oldVisibility.isVisible))
    } else {
      emitVisibilityChange(of: rows[index], at: index, to: visibility, wasVisible: oldVisibility.isVisible)
    }
  }

  /// Emits the event for a row whose kind of visibility changed to `visibility`.
  private func emitVisibilityChange(
    of row: Row, at index: Int, to visibility: ScrollStackRowVisibility, wasVisible: Bool
  ) {
    // Queued as they are held (``events``): converting a generic event would cost more.
    if visibility.isVisible {
      events.enqueue(.rowDidBecomeVisible(row: row, index: index, state: visibility))
    } else if wasVisible {
      events.enqueue(.rowDidBecomeHidden(row: row, index: index, state: visibility))
    }
  }

  /// The pass when rows were flagged by a change: the tracked rows, the flagged rows and the rows
  /// in `candidates` are measured, in index order.
  private func refreshFlaggedVisibility(of candidates: Range<Int>, in interval: (start: CGFloat, end: CGFloat)) {
    visibilitySpanCache.removeAll(keepingCapacity: true)
    // The indexes to examine, in order and once each: the tracked rows, the candidates and the
    // flagged rows (found by their current index; removed ones are skipped). Plain integers:
    // sorting rows by a key read through them costs far more.
    var indexes: [Int] = []
    indexes.reserveCapacity(trackedRange.count + candidates.count + rowsNeedingVisibilityCheck.count)
    indexes.append(contentsOf: trackedRange.clamped(to: 0..<rows.count))
    indexes.append(contentsOf: candidates)
    for row in rowsNeedingVisibilityCheck {
      if let index = index(of: row) { indexes.append(index) }
    }
    indexes.sort()
    var firstEntire: Int?
    var lastEntire: Int?
    var previous = -1
    for index in indexes where index != previous {
      previous = index
      let row = rows[index]
      let visibility: ScrollStackRowVisibility
      if row.rowState.isHidden {
        visibility = .hidden
      } else if candidates.contains(index) {
        let span = visibilitySpan(of: row.rowState, at: index)
        visibility = ScrollStackRowVisibility.measure(
          start: span.start, end: span.end, visibleStart: interval.start, visibleEnd: interval.end)
        if visibility == .entire {
          firstEntire = firstEntire ?? index
          lastEntire = index
        }
      } else {
        visibility = .offscreen
      }
      record(visibility, of: row.rowState, at: index, deferred: false)
    }
    rowsNeedingVisibilityCheck.removeAll()
    if let firstEntire, let lastEntire, lastEntire > firstEntire {
      entireRange = (firstEntire + 1)..<lastEntire
    } else {
      entireRange = 0..<0
    }
  }

  /// Called by the host when the content offset changed: reports the scroll and the visibility
  /// changes it caused.
  ///
  /// When nothing else is queued or being delivered and no layout pass is pending (a finger
  /// drag), the scroll is reported without going through the queue: the delegate gets the same
  /// calls in the same order, and a scroll that changes no row's kind of visibility allocates
  /// nothing.
  package func scrollDidChange() {
    scrollDidChange(in: host.scrollGeometry)
  }

  /// ``scrollDidChange()`` from a host that passes its geometry along: the engine does not ask for
  /// it again.
  package func scrollDidChange(in geometry: ScrollViewGeometry) {
    let event = ScrollStackEvent<AnyObject>.didScroll(offset: geometry.contentOffset)
    let interval = visibleInterval(in: geometry)
    if isCorrectingOffset {
      // The engine's own correction inside a window pass: the change it belongs to delivers.
      events.enqueue(event)
      refreshVisibility(inInterval: interval)
      return
    }
    // Most scrolls stay within half the margin of the window's anchor: nothing to display.
    guard events.isEmpty, !events.isDelivering, !needsLayout, windowStillCovers(interval) else {
      events.enqueue(event)
      refreshVisibility(inInterval: interval)
      endChange(layout: false)
      return
    }
    refreshVisibility(inInterval: interval)
    events.deliverFirst(event, recheck: currentFacts(for:), to: deliverNow)
  }

  /// Called by the host when the viewport size or the content insets changed: measures the rows
  /// again if the cross length changed, then lays out and reports.
  package func viewportDidChange() {
    let geometry = host.scrollGeometry
    let wasUsable = hadUsableViewport
    hadUsableViewport = geometry.hasUsableViewport
    if wasUsable && !geometry.hasUsableViewport {
      report(
        .emptyViewport, "viewport",
        "The viewport is \(geometry.viewportSize.width)x\(geometry.viewportSize.height); no row can be visible.")
    }
    remeasureIfCrossLengthChanged()
    endChange()
  }
}
