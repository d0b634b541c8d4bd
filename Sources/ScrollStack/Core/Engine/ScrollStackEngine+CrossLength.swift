import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackEngine + CrossLength

/// A cross-length change (a rotation, an iPad split view resize, the first layout with a real
/// width) costs what is on screen: the rows on screen are measured at the new cross length now,
/// the others keep their previous length as an estimate until they come near the screen, and the
/// row the reader was at stays at the top of the visible area, at the same offset within it.
extension ScrollStackEngine {
  /// Measures again, at the cross length of `geometry`, the rows on screen: the displayed rows of
  /// a windowed stack, or the rows within ``ScrollStackRowAttachment/standardMargin`` of the
  /// visible interval when every row is displayed. Every other row keeps its length as a
  /// provisional one (no user code runs for it), measured when the window reaches it
  /// (``updateWindow(in:)``), or when it comes within the margin of the screen
  /// (``measureEstimatedRowsNearScreen(in:)``), the content on screen kept still meanwhile.
  ///
  /// When `keepingReaderInPlace` (the viewport showed something before), the first row that
  /// reached past the start of the visible interval at the last visibility pass stays there, at
  /// the same offset within it (at most its new length): the content offset moves by what the
  /// rows before it changed, within the new content. O(n) cheap flags (O(k) rows measured), no
  /// walk that runs user code for every row.
  func remeasureForCrossLength(in geometry: ScrollViewGeometry, keepingReaderInPlace: Bool) {
    var anchor: (row: Row, within: CGFloat)?
    if keepingReaderInPlace, let start = lastVisibleStart, !rows.isEmpty {
      let index = extents.countOfRowsEnding(atOrBefore: start)
      if index < rows.count { anchor = (rows[index], Swift.max(0, start - extents.prefixSum(index))) }
    }
    let nearScreen = rowAttachment == .all ? rangeNearScreen(in: geometry, from: lastVisibleStart) : 0..<0
    measuredCrossLength = crossLength(in: geometry)
    layoutPass.invalidateAll()
    // Measuring asks the rows' controllers (user code, which may change the stack): the rows are
    // chosen first, then measured, then their extents stored.
    var onScreen: [Row] = []
    var index = 0
    for row in rows {
      let state = row.rowState
      if rowAttachment == .all ? nearScreen.contains(index) : state.isDisplayed {
        onScreen.append(row)
      } else {
        state.hasProvisionalLength = true
      }
      index += 1
    }
    if rowAttachment == .all { estimatedRowsOnScreenBound = rows.count - onScreen.count }
    for row in onScreen where self.index(of: row) != nil {
      measure(row, row.rowState, estimating: false)
    }
    for row in onScreen {
      guard let index = self.index(of: row) else { continue }
      storeExtent(of: row, at: index)
      visibilityTracking.flag(row)
    }
    if let anchor { keepInPlace(anchor.row, within: anchor.within) }
  }

  /// Measures the rows on screen again, leaves the others' lengths as estimates until they come
  /// near the screen, keeping the reader in place (as ``remeasureForCrossLength(in:keepingReaderInPlace:)``
  /// does), then lays out and reports: for a platform whose fitting sizes all went stale at once
  /// (UIKit: a text size or size class change, which a rotation brings on a phone).
  package func remeasureRowsOnScreen() {
    flagRows(in: visibilityTracking.trackedRange)
    remeasureForCrossLength(in: platform.scrollGeometry, keepingReaderInPlace: hadUsableViewport)
    endChange()
  }

  /// In a stack that displays every row, measures the rows within
  /// ``ScrollStackRowAttachment/standardMargin`` of the visible interval of `geometry` whose
  /// length is still the estimate a cross-length change left, keeping the content on screen
  /// still (the first row reaching past the start of the visible interval stays where it is, as
  /// a windowed stack's window pass does). Nothing when no row keeps such an estimate; else
  /// O(k + log n) for the k rows near the screen.
  func measureEstimatedRowsNearScreen(in geometry: ScrollViewGeometry) {
    guard rowAttachment == .all, estimatedRowsOnScreenBound > 0, !rowWindow.isUpdating else { return }
    rowWindow.isUpdating = true
    events.isHeld = true
    defer {
      rowWindow.isUpdating = false
      events.isHeld = false
    }
    var geometry = geometry
    // Each round measures at least one row; more rounds only when measuring moved the screen.
    for _ in 0..<Self.estimatedRowRoundLimit {
      let range = rangeNearScreen(in: geometry, from: nil)
      var provisional: [Row] = []
      for index in range where rows[index].rowState.hasProvisionalLength { provisional.append(rows[index]) }
      guard !provisional.isEmpty else { return }
      estimatedRowsOnScreenBound = Swift.max(0, estimatedRowsOnScreenBound - provisional.count)
      measureProvisionalRows(provisional, visibleStart: visibleInterval(in: geometry).start)
      geometry = platform.scrollGeometry
    }
  }

  /// Whether a stack that displays every row may have rows near the visible `interval` whose
  /// length is still an estimate: a scroll then runs the pass that measures them.
  func hasEstimatedRowsNearScreen(_ interval: (start: CGFloat, end: CGFloat)) -> Bool {
    guard estimatedRowsOnScreenBound > 0, interval.end > interval.start else { return false }
    let margin = ScrollStackRowAttachment.standardMargin
    return candidateRange(in: (interval.start - margin, interval.end + margin)).contains {
      rows[$0].rowState.hasProvisionalLength
    }
  }

  // MARK: Private

  /// How many rounds of measuring one pass runs at most.
  private static var estimatedRowRoundLimit: Int { 8 }

  /// The rows within ``ScrollStackRowAttachment/standardMargin`` of the visible interval of
  /// `geometry`, whose start is `start` when given (where the reader was before the viewport
  /// changed), from the rows' current extents.
  private func rangeNearScreen(in geometry: ScrollViewGeometry, from start: CGFloat?) -> Range<Int> {
    let interval = visibleInterval(in: geometry)
    let visibleStart = start ?? interval.start
    let visibleEnd = visibleStart + Swift.max(0, interval.end - interval.start)
    let margin = ScrollStackRowAttachment.standardMargin
    return candidateRange(in: (visibleStart - margin, visibleEnd + margin))
  }

  /// Moves the content offset so that `row` starts `within` points (at most its length) before
  /// the start of the visible interval, within the content as its extents now make it. The scroll
  /// is queued with the change's events.
  private func keepInPlace(_ row: Row, within: CGFloat) {
    guard let index = index(of: row) else { return }
    var geometry = platform.scrollGeometry
    geometry.contentSize = CGSize(along: axis, length: extents.total, cross: measuredCrossLength)
    let visible = visibleInterval(in: geometry)
    guard visible.end > visible.start else { return }
    let target = extents.prefixSum(index) + Swift.min(within, extents.extents[index])
    let delta = target - visible.start
    let offset = geometry.contentOffset
    // Only the offset along the axis moves: across it, the offset stays the platform's.
    let clamped = geometry.clamped(
      axis == .vertical ? CGPoint(x: offset.x, y: offset.y + delta) : CGPoint(x: offset.x + delta, y: offset.y))
    let moved = axis == .vertical ? CGPoint(x: offset.x, y: clamped.y) : CGPoint(x: clamped.x, y: offset.y)
    guard moved != offset else { return }
    rowWindow.isCorrectingOffset = true
    platform.applyContentOffset(moved, animated: false, completion: {})
    rowWindow.isCorrectingOffset = false
  }
}
