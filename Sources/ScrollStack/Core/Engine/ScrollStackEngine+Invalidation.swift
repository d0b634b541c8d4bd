import Foundation

// MARK: - ScrollStackEngine + Invalidation

/// What a change to the rows' extents or places makes stale. Each part of the engine's state
/// forgets what it decided from the changed row on through its own method
/// (``VisibilityTracking/invalidate(from:)``, ``VisibilityTracking/rowsWillMove(from:)``,
/// ``RowWindow/invalidate(from:)``); these say which parts each kind of change reaches. A row's
/// own layout is invalidated where its extent is stored (``LayoutPassState/invalidate(_:)``, from
/// ``storeExtent(of:at:)``).
extension ScrollStackEngine {
  /// Forgets what the extents of the rows from `index` on decided: their cached visibility spans
  /// (those of the rows before keep their place, ``VisibilityTracking/invalidate(from:)``) and
  /// the window from that row (``RowWindow/invalidate(from:)``).
  @inline(__always)
  func extentsDidChange(from index: Int) {
    visibilityTracking.invalidate(from: index)
    rowWindow.invalidate(from: index)
  }

  /// Forgets what the places of the rows from `index` on decided, before rows are inserted,
  /// removed or moved there: the tracked rows, when that renumbers them, are flagged for the next
  /// visibility pass (``VisibilityTracking/rowsWillMove(from:)``), and the window is marked
  /// changed from that row (``RowWindow/invalidate(from:)``).
  @inline(__always)
  func rowsWillMove(from index: Int) {
    rowWindow.invalidate(from: index)
    let renumbered = visibilityTracking.rowsWillMove(from: index)
    if !renumbered.isEmpty { flagRows(in: renumbered) }
  }

  /// Flags the rows at `range` for the next visibility pass (``VisibilityTracking/flag(_:)``).
  func flagRows(in range: Range<Int>) {
    for index in range.clamped(to: rows.indices) { visibilityTracking.flag(rows[index]) }
  }
}
