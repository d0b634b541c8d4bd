import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - VisibilityTracking

/// What the engine remembers between visibility passes, so that a scroll measures only the rows
/// at the edges of the viewport (`ScrollStackEngine+Visibility.swift`): the rows that lay in the
/// visible interval and between two entirely visible rows at the last pass, the spans of the rows
/// measured since the layout last changed, and the rows a change flagged for the next pass.
///
/// What invalidates it, each through one method: a row's extent changing forgets the spans from
/// that row on (``invalidate(from:)``); rows inserted, removed or moved renumber the tracked rows,
/// which are handed to the next pass by identity (``rowsWillMove(from:)``); a change to a row
/// flags it (``flag(_:)``).
///
/// It names no generic parameter (rows are held as `AnyObject`, as ``WindowedRow`` holds them):
/// the engine's code is not specialised for the row type, and a generic part was copied through
/// its value witnesses, its type looked up at run time, on every scroll.
@MainActor
struct VisibilityTracking {
  // MARK: Internal

  /// A row measured since the layout last changed: its index, its visibility span (see
  /// `ScrollStackEngine.visibilitySpan(of:at:)`), the end of its place, its state and its
  /// recorded visibility (kept equal to `state.visibility`).
  typealias Span = (
    index: Int, start: CGFloat, end: CGFloat, placeEnd: CGFloat, state: RowState,
    visibility: ScrollStackRowVisibility
  )

  /// A change of visibility kind found from the bottom up by a pass, emitted at its end.
  typealias DeferredChange = (index: Int, visibility: ScrollStackRowVisibility, wasVisible: Bool)

  /// The indexes of the rows that lay in the visible interval at the last pass. Valid while no
  /// row is inserted, removed or moved: such a change hands these rows to ``rowsNeedingCheck``
  /// first (``rowsWillMove(from:)``).
  var trackedRange: Range<Int> = 0..<0
  /// The rows strictly between the first and the last entirely visible row at the last pass:
  /// each was recorded `entire` or `hidden`, and stays so while it lies between two entirely
  /// visible rows. Valid as long as ``trackedRange``.
  var entireRange: Range<Int> = 0..<0
  /// Changes of visibility kind found from the bottom up by a pass, emitted in index order at its
  /// end; the storage is kept so that passes do not allocate.
  var deferredChanges: [DeferredChange] = []
  /// The rows measured since the layout last changed (a few at each edge of the viewport):
  /// scrolling measures the rows at the edges again and again, and a row whose visibility did
  /// not change is not touched.
  private(set) var spans: [Span] = []
  /// Rows (of the engine's row type) whose visibility must be recomputed at the next pass whatever
  /// their position. May hold repeats and rows removed since; the pass skips them.
  var rowsNeedingCheck: [AnyObject] = []

  // MARK: Flagging rows

  /// Flags `row`: the next pass recomputes its visibility whatever its position.
  @inline(__always)
  mutating func flag(_ row: AnyObject) {
    rowsNeedingCheck.append(row)
  }

  /// Forgets the flagged rows whose identity is in `identities` (rows leaving the stack).
  mutating func unflag(_ identities: Set<ObjectIdentifier>) {
    rowsNeedingCheck.removeAll { identities.contains(ObjectIdentifier($0)) }
  }

  // MARK: Invalidation

  /// Forgets the spans of the rows from `index` on, whose extents (or those of rows before them)
  /// changed: the rows before keep their place.
  mutating func invalidate(from index: Int) {
    // A loop, not `removeAll(where:)`: its closure would check the executor for every entry.
    var kept = 0
    for slot in spans.indices where spans[slot].index < index {
      spans.swapAt(kept, slot)
      kept += 1
    }
    if kept < spans.count { spans.removeSubrange(kept...) }
  }

  /// Forgets every span (the layout changed, or the rows are renumbered).
  @inline(__always)
  mutating func invalidateSpans() {
    spans.removeAll(keepingCapacity: true)
  }

  /// Rows are about to be inserted, removed or moved from `index` on. When that renumbers
  /// tracked rows, their indexes are forgotten and returned: the caller flags those rows
  /// (``flag(_:)``), by identity. A change after them (an append below the screen) keeps their
  /// indexes (an empty range is returned), and the pass after it stays the cheap one. The spans
  /// are forgotten either way: they also answer lookups near the end of the rows, whose count
  /// changes.
  @inline(__always)
  mutating func rowsWillMove(from index: Int) -> Range<Int> {
    spans.removeAll(keepingCapacity: true)
    guard index < trackedRange.upperBound else { return 0..<0 }
    entireRange = 0..<0
    let renumbered = trackedRange
    trackedRange = 0..<0
    return renumbered
  }

  // MARK: Spans

  /// The slot in ``spans`` of the row at `index`, if it was measured since the layout changed.
  @inline(__always)
  func slot(ofRowAt index: Int) -> Int? {
    let count = spans.count
    var slot = 0
    // A loop, not `firstIndex(where:)`: a closure made on the main actor checks the executor.
    while slot < count {
      if spans[slot].index == index { return slot }
      slot += 1
    }
    return nil
  }

  /// Records `visibility` in the span at `slot` and in its row's state.
  @inline(__always)
  mutating func setVisibility(_ visibility: ScrollStackRowVisibility, atSlot slot: Int) {
    spans[slot].state.visibility = visibility
    spans[slot].visibility = visibility
  }

  /// Records `visibility` in the span of the row at `index`, if it has one.
  @inline(__always)
  mutating func recordVisibility(_ visibility: ScrollStackRowVisibility, ofRowAt index: Int) {
    var slot = 0
    while slot < spans.count {
      if spans[slot].index == index { spans[slot].visibility = visibility }
      slot += 1
    }
  }

  /// Keeps `span`, replacing an older one once ``spanLimit`` are kept.
  @inline(__always)
  mutating func remember(_ span: Span) {
    let count = spans.count
    if count < Self.spanLimit {
      spans.append(span)
    } else {
      spanVictim = (spanVictim + 1) % count
      spans[spanVictim] = span
    }
  }

  /// `ScrollStackEngine.candidateRange(in:)` found from the ends of the rows in ``spans``
  /// instead of the extent index, when they settle it: `nil` when they do not. `rowCount` and
  /// `contentLength` are the extent index's count and total.
  @inline(__always)
  func cachedCandidateRange(
    in interval: (start: CGFloat, end: CGFloat), rowCount: Int, contentLength: CGFloat
  ) -> Range<Int>? {
    guard interval.end > interval.start, rowCount > 0,
      let first = cachedCountOfRowsEnding(before: interval.start, rowCount: rowCount, contentLength: contentLength),
      let endCount = cachedCountOfRowsEnding(before: interval.end, rowCount: rowCount, contentLength: contentLength)
    else { return nil }
    let last = Swift.min(rowCount, endCount + 1)
    return first < last ? first..<last : 0..<0
  }

  // MARK: Private

  /// The most spans ``spans`` holds: a few rows at each edge of the viewport.
  private static var spanLimit: Int { 16 }

  /// The entry of ``spans`` the next measured row replaces once it is full.
  private var spanVictim = 0

  /// ``ExtentIndex/countOfRowsEnding(before:)`` from two neighbouring rows in ``spans``, the
  /// first ending before `offset` and the second at or after it (or from the first or last row
  /// alone); `nil` when the cache holds no such pair. The ends are those of
  /// ``ExtentIndex/end(of:)``; the index rounds its sums along another path, so an end within a
  /// few units in the last place of the content length from `offset` settles nothing.
  @inline(__always)
  private func cachedCountOfRowsEnding(before offset: CGFloat, rowCount: Int, contentLength: CGFloat) -> Int? {
    let slack = 4 * Swift.max(abs(offset), contentLength).ulp
    // The last cached row that ends before `offset` and the first that ends at or after it.
    var lastBefore = -1
    var firstAfter = Int.max
    let count = spans.count
    var slot = 0
    while slot < count {
      let index = spans[slot].index
      let end = spans[slot].placeEnd
      if end < offset - slack {
        lastBefore = Swift.max(lastBefore, index)
      } else if end >= offset + slack {
        firstAfter = Swift.min(firstAfter, index)
      }
      slot += 1
    }
    if firstAfter == lastBefore + 1 { return firstAfter }
    if lastBefore == rowCount - 1 { return rowCount }
    return nil
  }
}
