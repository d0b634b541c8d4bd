import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScrollStackEngine {
  /// The visible interval along the axis, in content coordinates: the viewport less the adjusted
  /// content insets (which include the keyboard's part of the safe area). Empty when nothing can
  /// be seen.
  var visibleInterval: (start: CGFloat, end: CGFloat) {
    let geometry = host.scrollGeometry
    guard geometry.hasUsableViewport, geometry.contentOffset.x.isFinite, geometry.contentOffset.y.isFinite else {
      return (0, 0)
    }
    let visible = geometry.visibleRect
    return (visible.start(along: axis), visible.end(along: axis))
  }

  /// The indexes of the rows that may be visible: those that end at or after the start of the
  /// visible interval and start before its end. Found in O(log n).
  func candidateRange() -> Range<Int> {
    let (start, end) = visibleInterval
    guard end > start, !rows.isEmpty else { return 0..<0 }
    let first = extents.countOfRowsEnding(before: start)
    let last = Swift.min(rows.count, extents.countOfRowsEnding(before: end) + 1)
    return first < last ? first..<last : 0..<0
  }

  /// The visibility the row at `index` has now, computed from scratch: its ``visibilitySpan(at:)``
  /// seen through the visible interval.
  func measuredVisibility(at index: Int) -> ScrollStackRowVisibility {
    let state = rows[index].rowState
    if state.isHidden { return .hidden }
    let (start, end) = visibleInterval
    let span = visibilitySpan(at: index)
    return ScrollStackRowVisibility.measure(start: span.start, end: span.end, visibleStart: start, visibleEnd: end)
  }

  /// The part of the row at `index` that visibility is measured on, along the axis: the row's
  /// frame (padding excluded, as `frame` reports it), clipped to the place the row takes in the
  /// stack (from its start to the next row's start). Only negative padding makes the frame reach
  /// past that place; the part beyond it does not count, so the rows to examine are still found
  /// from the extents alone.
  func visibilitySpan(at index: Int) -> (start: CGFloat, end: CGFloat) {
    let frame = rowFrame(at: index)
    let placeStart = extents.prefixSum(index)
    let placeEnd = extents.end(of: index)
    let start = Swift.min(Swift.max(frame.start(along: axis), placeStart), placeEnd)
    let end = Swift.max(Swift.min(frame.end(along: axis), placeEnd), start)
    return (start, end)
  }

  /// Brings every row's recorded visibility up to date and emits an event for each row whose
  /// kind of visibility changed.
  ///
  /// Only the rows that were in the visible interval, the rows now in it and rows flagged by a
  /// change are looked at: O(log n + k), never a walk over every row.
  func refreshVisibility() {
    let candidates = candidateRange()
    var seen = Set<ObjectIdentifier>()
    var examined: [Row] = []
    for row in trackedRows + rowsNeedingVisibilityCheck where seen.insert(ObjectIdentifier(row)).inserted {
      examined.append(row)
    }
    for index in candidates where seen.insert(ObjectIdentifier(rows[index])).inserted {
      examined.append(rows[index])
    }
    examined.sort { ($0.rowState.index ?? -1) < ($1.rowState.index ?? -1) }
    for row in examined {
      guard let index = index(of: row) else { continue }
      let state = row.rowState
      let newVisibility: ScrollStackRowVisibility
      if state.isHidden {
        newVisibility = .hidden
      } else if candidates.contains(index) {
        newVisibility = measuredVisibility(at: index)
      } else {
        newVisibility = .offscreen
      }
      let oldVisibility = state.visibility
      state.visibility = newVisibility
      guard oldVisibility.kind != newVisibility.kind else { continue }
      if newVisibility.isVisible {
        emit(.rowDidBecomeVisible(row: row, index: index, state: newVisibility))
      } else if oldVisibility.isVisible {
        emit(.rowDidBecomeHidden(row: row, index: index, state: newVisibility))
      }
    }
    trackedRows = candidates.map { rows[$0] }
    rowsNeedingVisibilityCheck.removeAll()
  }

  /// Called by the host when the content offset changed: reports the scroll and the visibility
  /// changes it caused.
  package func scrollDidChange() {
    let offset = host.scrollGeometry.contentOffset
    emit(.didScroll(offset: offset))
    refreshVisibility()
    endChange(layout: false)
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
