import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackEngine + Window

/// Which rows are displayed (their view in the stack, their controller appearing with it); see
/// ``ScrollStackRowAttachment``. Every row keeps its containment; only display follows the window.
extension ScrollStackEngine {
  // MARK: Queries

  /// The displayed rows, in index order: O(k log k) for k displayed rows when windowed, O(n)
  /// when every row is displayed.
  package var displayedRows: [Row] {
    layoutIfNeeded()
    guard rowAttachment != .all else { return rows.filter { $0.rowState.isDisplayed } }
    return windowedRows.compactMap { row in index(of: row).map { (row, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
  }

  /// Whether `controller` follows its container's appearance: it is not a row's controller, or
  /// its row is displayed. A stack controller forwards its appearance to those children only.
  package func followsAppearance(_ controller: Row.Controller) -> Bool {
    guard let row = rowsByContent[ObjectIdentifier(controller)] else { return true }
    return row.rowState.isDisplayed
  }

  // MARK: Settings

  /// Switches the attachment: rows enter or leave the hierarchy at once to follow it.
  package func setRowAttachment(_ attachment: ScrollStackRowAttachment) {
    guard attachment != rowAttachment else { return }
    let wasAll = rowAttachment == .all
    rowAttachment = attachment
    windowAnchor = nil
    if attachment == .all {
      windowedRows = []
      // A display's appearance callbacks may change the stack: each row is checked again.
      for row in rows where row.rowState.isContentAttached && !row.rowState.isDisplayed {
        guard index(of: row) != nil, row.rowState.isContentAttached, !row.rowState.isDisplayed else { continue }
        display(row)
      }
      return
    }
    if wasAll {
      windowedRows = rows.filter { $0.rowState.isDisplayed }
      for (slot, row) in windowedRows.enumerated() { row.rowState.windowSlot = slot }
    }
    updateWindow(in: host.scrollGeometry)
  }

  // MARK: Window passes

  /// Displays the rows that entered the window and ends displaying those that left it. Runs at
  /// the end of every change and after every scroll; a scroll that stays within half the margin
  /// of where the window was last computed costs two comparisons. The pass visits the displayed
  /// rows and the rows in the window (O(k + log n)), never every row.
  ///
  /// Appearance callbacks run here and may change the stack: a change made meanwhile ends with
  /// its own (skipped) pass, and this one runs again, a few times at most.
  func updateWindow(in geometry: ScrollViewGeometry) {
    guard rowAttachment != .all else { return }
    guard !isUpdatingWindow else {
      windowNeedsUpdate = true
      return
    }
    isUpdatingWindow = true
    defer { isUpdatingWindow = false }
    var passes = 0
    var geometry = geometry
    repeat {
      if passes > 0 {
        windowAnchor = nil
        geometry = host.scrollGeometry
      }
      windowNeedsUpdate = false
      runWindowPass(in: geometry)
      passes += 1
    } while windowNeedsUpdate && passes < Self.windowPassLimit
  }

  /// Forgets that `row` is displayed, before its content is detached (whose plan takes its view
  /// out of the stack with the appearance calls).
  func forgetDisplayed(_ row: Row) {
    let state = row.rowState
    state.isDisplayed = false
    let slot = state.windowSlot
    guard rowAttachment != .all, slot < windowedRows.count, windowedRows[slot] === row else { return }
    // The last row takes the freed slot.
    let last = windowedRows.count - 1
    if slot != last {
      windowedRows[slot] = windowedRows[last]
      windowedRows[slot].rowState.windowSlot = slot
    }
    windowedRows.removeLast()
  }

  // MARK: Private

  /// How many window passes one update runs at most when appearance callbacks keep changing the
  /// stack.
  private static var windowPassLimit: Int { 4 }

  /// Whether the window computed last still serves the visible interval `interval`: it has an
  /// anchor, and `interval` moved by at most half the margin from it (or every row is displayed).
  func windowStillCovers(_ interval: (start: CGFloat, end: CGFloat)) -> Bool {
    guard case .windowed = rowAttachment else { return true }
    guard let anchor = windowAnchor else { return false }
    let slack = rowAttachment.usableMargin / 2
    return abs(interval.start - anchor.start) <= slack && abs(interval.end - anchor.end) <= slack
  }

  private func runWindowPass(in geometry: ScrollViewGeometry) {
    let margin = rowAttachment.usableMargin
    let interval = visibleInterval(in: geometry)
    if windowStillCovers(interval) { return }
    windowAnchor = interval
    let window = candidateRange(in: (interval.start - margin, interval.end + margin))
    // Resolved before any user code runs: the rows that leave and those that arrive.
    var leaving: [Row] = []
    for row in windowedRows {
      if let index = index(of: row), window.contains(index) { continue }
      leaving.append(row)
    }
    var arriving: [Row] = []
    for index in window {
      let state = rows[index].rowState
      if state.isContentAttached && !state.isDisplayed { arriving.append(rows[index]) }
    }
    for row in leaving where row.rowState.isDisplayed {
      forgetDisplayed(row)
      host.endDisplayingRow(row)
    }
    for row in arriving {
      // An earlier row's callbacks may have removed, detached or displayed this one.
      guard index(of: row) != nil, row.rowState.isContentAttached, !row.rowState.isDisplayed else { continue }
      display(row)
    }
  }

  /// Marks `row` displayed, then (when `byHost`) lets the host put its view in the stack, where
  /// appearance callbacks may run; an attachment that displays the row does that itself.
  func display(_ row: Row, byHost: Bool = true) {
    row.rowState.isDisplayed = true
    if rowAttachment != .all {
      row.rowState.windowSlot = windowedRows.count
      windowedRows.append(row)
    }
    if byHost { host.displayRow(row) }
  }

  /// Whether `row` (in the stack) starts within the window: the visible interval extended by
  /// the margin. Its own length does not count (it may not be measured yet).
  func startsInWindow(_ row: Row) -> Bool {
    guard let index = index(of: row) else { return false }
    let margin = rowAttachment.usableMargin
    let interval = visibleInterval
    let start = extents.prefixSum(index)
    return start >= interval.start - margin && start <= interval.end + margin
  }
}
