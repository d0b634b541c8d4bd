import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScrollStackEngine {
  /// The visible interval along the axis, in content coordinates: the viewport less the adjusted
  /// content insets (which include the keyboard's part of the safe area). Empty when nothing can
  /// be seen.
  var visibleInterval: (start: CGFloat, end: CGFloat) {
    visibleInterval(in: platform.scrollGeometry)
  }

  /// ``visibleInterval`` when the platform's geometry is `geometry`.
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

  /// ``candidateRange()`` for the visible interval `interval`. Each end is found from the
  /// tracked rows' range (the last pass's candidates) when it moved by a row or two since, as a
  /// scroll moves it, and by the extent index's search otherwise.
  func candidateRange(in interval: (start: CGFloat, end: CGFloat)) -> Range<Int> {
    // The extent index has a length per row: its count is the row count, read without the
    // generic row array.
    guard interval.end > interval.start, extents.count > 0 else { return 0..<0 }
    let tracked = visibilityTracking.trackedRange
    let first: Int
    let endCount: Int
    if tracked.isEmpty {
      first = extents.countOfRowsEnding(before: interval.start)
      endCount = extents.countOfRowsEnding(before: interval.end)
    } else {
      first = extents.countOfRowsEnding(before: interval.start, near: tracked.lowerBound)
      endCount = extents.countOfRowsEnding(before: interval.end, near: tracked.upperBound - 1)
    }
    let last = Swift.min(extents.count, endCount + 1)
    return first < last ? first..<last : 0..<0
  }

  /// Measures the row at `index` through `interval` and records its visibility (see
  /// ``record(_:of:at:deferred:)``); returns it. A row measured since the layout last changed
  /// is measured from its cached span (``VisibilityTracking/spans``), and not touched when its
  /// visibility did not change.
  private func updateVisibility(at index: Int, in interval: (start: CGFloat, end: CGFloat), deferred: Bool)
    -> ScrollStackRowVisibility
  {
    if let slot = visibilityTracking.slot(ofRowAt: index) {
      let visibility = ScrollStackRowVisibility.measure(
        start: visibilityTracking.spans[slot].start, end: visibilityTracking.spans[slot].end,
        visibleStart: interval.start, visibleEnd: interval.end)
      let oldVisibility = visibilityTracking.spans[slot].visibility
      if visibility != oldVisibility {
        visibilityTracking.setVisibility(visibility, atSlot: slot)
        if oldVisibility.kind != visibility.kind {
          recordKindChange(at: index, from: oldVisibility, to: visibility, deferred: deferred)
        }
      }
      return visibility
    }
    let state = rows[index].rowState
    guard !state.isHidden else {
      record(.hidden, of: state, at: index, deferred: deferred)
      return .hidden
    }
    let span = visibilitySpan(of: state, at: index)
    let visibility = ScrollStackRowVisibility.measure(
      start: span.start, end: span.end, visibleStart: interval.start, visibleEnd: interval.end)
    visibilityTracking.remember((index, span.start, span.end, span.placeEnd, state, state.visibility))
    record(visibility, of: state, at: index, deferred: deferred)
    return visibility
  }

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
      crossLength: measuredCrossLength, direction: layoutDirection)
    let start = Swift.min(Swift.max(frame.start(along: axis), placeStart), placeEnd)
    let end = Swift.max(Swift.min(frame.end(along: axis), placeEnd), start)
    return (start, end, placeEnd)
  }

  /// Brings every row's recorded visibility up to date and emits an event for each row whose
  /// kind of visibility changed, in index order.
  ///
  /// Only the rows that were in the visible interval (``VisibilityTracking/trackedRange``), the
  /// rows now in it and rows flagged by a change (``VisibilityTracking/rowsNeedingCheck``) are
  /// looked at: O(log n + k), never a walk over every row. Without flagged rows (a scroll) it
  /// allocates nothing and measures only the rows at both ends of the visible interval; see
  /// ``refreshTrackedVisibility(of:in:)``.
  func refreshVisibility() {
    refreshVisibility(in: platform.scrollGeometry)
  }

  /// ``refreshVisibility()`` when the platform's geometry is `geometry`.
  func refreshVisibility(in geometry: ScrollViewGeometry) {
    refreshVisibility(inInterval: visibleInterval(in: geometry))
  }

  /// ``refreshVisibility()`` when the visible interval is `interval`.
  func refreshVisibility(inInterval interval: (start: CGFloat, end: CGFloat)) {
    if interval.end > interval.start { lastVisibleStart = interval.start }
    // `count`, not `isEmpty`: in generic code, `isEmpty` goes through `Collection`.
    if visibilityTracking.rowsNeedingCheck.count == 0 {
      // The extent index is read first: reading it inside the call's arguments made the call
      // work on a copy of the tracking state (its arrays retained and released per scroll event).
      let rowCount = extents.count
      let contentLength = extents.total
      let candidates =
        visibilityTracking.cachedCandidateRange(in: interval, rowCount: rowCount, contentLength: contentLength)
        ?? candidateRange(in: interval)
      refreshTrackedVisibility(of: candidates, in: interval)
      visibilityTracking.trackedRange = candidates
    } else {
      let candidates = candidateRange(in: interval)
      refreshFlaggedVisibility(of: candidates, in: interval)
      visibilityTracking.trackedRange = candidates
    }
  }

  /// The pass when no row is flagged: the rows in ``VisibilityTracking/trackedRange`` and
  /// `candidates` are the only ones whose visibility can have changed, and they keep their
  /// indexes.
  ///
  /// Rows that left the visible interval become offscreen (or stay hidden). From each end of
  /// `candidates`, rows are measured until one is entirely visible. Every row between the first and
  /// the last entirely visible row is then entirely visible too (or hidden): its place lies
  /// between theirs, so within the visible interval. Those that were already between two such rows
  /// at the last pass (``VisibilityTracking/entireRange``) were recorded so and are not looked at:
  /// a scroll measures the few rows at the edges of the viewport and visits only the rows that
  /// changed.
  private func refreshTrackedVisibility(of candidates: Range<Int>, in interval: (start: CGFloat, end: CGFloat)) {
    let tracked = visibilityTracking.trackedRange.clamped(to: 0..<extents.count)
    let previousEntire = visibilityTracking.entireRange
    visibilityTracking.entireRange = 0..<0
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
      visibilityTracking.entireRange = between
      if !visibilityTracking.deferredChanges.isEmpty {
        for change in visibilityTracking.deferredChanges.reversed() {
          emitVisibilityChange(
            of: rows[change.index], at: change.index, to: change.visibility, wasVisible: change.wasVisible)
        }
        visibilityTracking.deferredChanges.removeAll(keepingCapacity: true)
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
  /// ``VisibilityTracking/spans``), and, when its kind changed, emits the event (`deferred`: keeps
  /// it in ``VisibilityTracking/deferredChanges``).
  private func record(_ visibility: ScrollStackRowVisibility, of state: RowState, at index: Int, deferred: Bool) {
    let oldVisibility = state.visibility
    state.visibility = visibility
    visibilityTracking.recordVisibility(visibility, ofRowAt: index)
    guard oldVisibility.kind != visibility.kind else { return }
    recordKindChange(at: index, from: oldVisibility, to: visibility, deferred: deferred)
  }

  /// Emits the event for the row at `index`, whose kind of visibility changed (`deferred`: keeps
  /// it in ``VisibilityTracking/deferredChanges``).
  private func recordKindChange(
    at index: Int, from oldVisibility: ScrollStackRowVisibility, to visibility: ScrollStackRowVisibility,
    deferred: Bool
  ) {
    if deferred {
      visibilityTracking.deferredChanges.append((index, visibility, oldVisibility.isVisible))
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
    visibilityTracking.invalidateSpans()
    // The indexes to examine, in order and once each: the tracked rows, the candidates and the
    // flagged rows (found by their current index; removed ones are skipped). Plain integers:
    // sorting rows by a key read through them costs far more.
    var indexes: [Int] = []
    let tracked = visibilityTracking.trackedRange
    indexes.reserveCapacity(tracked.count + candidates.count + visibilityTracking.rowsNeedingCheck.count)
    indexes.append(contentsOf: tracked.clamped(to: 0..<rows.count))
    indexes.append(contentsOf: candidates)
    for object in visibilityTracking.rowsNeedingCheck {
      if let row = object as? Row, let index = index(of: row) { indexes.append(index) }
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
    visibilityTracking.rowsNeedingCheck.removeAll()
    if let firstEntire, let lastEntire, lastEntire > firstEntire {
      visibilityTracking.entireRange = (firstEntire + 1)..<lastEntire
    } else {
      visibilityTracking.entireRange = 0..<0
    }
  }

  /// Called by the platform when the content offset changed: reports the scroll and the visibility
  /// changes it caused.
  ///
  /// When nothing else is queued or being delivered and no layout pass is pending (a finger
  /// drag), the scroll is reported without going through the queue: the delegate gets the same
  /// calls in the same order, and a scroll that changes no row's kind of visibility allocates
  /// nothing.
  package func scrollDidChange() {
    scrollDidChange(in: platform.scrollGeometry)
  }

  /// ``scrollDidChange()`` from a platform that passes its geometry along: the engine does not ask for
  /// it again.
  package func scrollDidChange(in geometry: ScrollViewGeometry) {
    let event = ScrollStackEvent<AnyObject>.didScroll(offset: geometry.contentOffset)
    let interval = visibleInterval(in: geometry)
    if rowWindow.isCorrectingOffset {
      // The engine's own correction inside a window pass: the change it belongs to delivers.
      events.enqueue(event)
      refreshVisibility(inInterval: interval)
      return
    }
    // Most scrolls stay within half the margin of the window's anchor: nothing to display.
    guard events.isEmpty, !events.isDelivering, !layoutPass.isPending, windowStillCovers(interval) else {
      events.enqueue(event)
      refreshVisibility(inInterval: interval)
      endChange(layout: false)
      return
    }
    refreshVisibility(inInterval: interval)
    events.deliverFirst(event, recheck: currentFacts(for:), to: deliverNow)
  }

  /// Called by the platform when the viewport size or the content insets changed: measures the rows
  /// again if the cross length changed, then lays out and reports.
  package func viewportDidChange() {
    let geometry = platform.scrollGeometry
    let wasUsable = hadUsableViewport
    hadUsableViewport = geometry.hasUsableViewport
    if wasUsable && !geometry.hasUsableViewport {
      report(
        .emptyViewport, "viewport",
        "The viewport is \(geometry.viewportSize.width)x\(geometry.viewportSize.height); no row can be visible.")
    }
    if crossLength(in: geometry) != measuredCrossLength {
      remeasureForCrossLength(in: geometry, keepingReaderInPlace: wasUsable)
    }
    endChange()
  }
}
