@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStack + RowPlacement

// Where the rows' views go and when their frames are set: the layouts the engine hands for the
// rows that changed, placed in the next layout pass; rows hidden inside an animation, hidden
// after it; the rows' views in index order among the subviews.
extension ScrollStack {
  /// Keeps the layouts the engine handed for the rows whose place or layout changed, to be
  /// assigned in the next layout pass (or in this one): a change costs the rows it changed.
  func setNeedsRowLayouts(_ changed: [(row: ScrollStackRow, layout: RowLayout)]) {
    if pendingRowLayouts.isEmpty { pendingRowLayouts = changed } else { pendingRowLayouts += changed }
    if !isInLayoutPass { setNeedsLayout() }
  }

  /// Records that `row` was just placed at `layout` by its display: a layout still pending for
  /// it is older, and the pass must not put it back.
  func rowWasPlaced(_ row: ScrollStackRow, at layout: RowLayout) {
    if !pendingRowLayouts.isEmpty { pendingRowLayouts.append((row, layout)) }
  }

  /// Asks the next layout pass to put the displayed rows' views back in index order.
  func setNeedsRowViewOrderCheck() {
    needsRowViewOrderCheck = true
    if !isInLayoutPass { setNeedsLayout() }
  }

  /// Asks the next layout pass to hide the rows that stayed on screen while an animation
  /// collapsed them.
  func setNeedsHiddenRowsRemoved() {
    guard !rowsKeptOnScreen.isEmpty else { return }
    needsHiddenRowsRemoved = true
    if !isInLayoutPass { setNeedsLayout() }
  }

  /// Places the rows the engine reported changed, their content and their separator, as it
  /// computed them, in the order reported (a later layout of a row replaces an earlier one);
  /// rows no longer displayed are skipped (a display places a row itself). Rows being hidden
  /// inside an animation stay on screen while they collapse; the pass after the animation hides
  /// them (a UIKit-only policy: it depends on `UIView.inheritedAnimationDuration`). O(k) for k
  /// reported rows: a scroll or an append below the window places none.
  func placePendingRows() {
    let isAnimating = UIView.inheritedAnimationDuration > 0
    if needsHiddenRowsRemoved && !isAnimating {
      needsHiddenRowsRemoved = false
      let kept = rowsKeptOnScreen
      rowsKeptOnScreen = []
      for row in kept where row.rowState.isDisplayed {
        if let layout = engine.layout(of: row) { row.apply(placedLayout(layout), keepsHiddenRowOnScreen: false) }
      }
    }
    if needsEveryDisplayedRowPlaced {
      needsEveryDisplayedRowPlaced = false
      pendingRowLayouts = engine.displayedRows.compactMap { row in engine.layout(of: row).map { (row, $0) } }
    }
    guard !pendingRowLayouts.isEmpty else { return }
    let layouts = pendingRowLayouts
    pendingRowLayouts = []
    for (row, layout) in layouts where row.rowState.isDisplayed {
      if row.apply(placedLayout(layout), keepsHiddenRowOnScreen: isAnimating) { rowsKeptOnScreen.append(row) }
    }
  }

  /// Puts the displayed rows' views back in index order among the subviews, when user code
  /// changed the rows while views were being put in the stack (a row placed before a neighbour
  /// whose view was not in the stack yet, a row moved when neither neighbour's view was): O(k)
  /// for the k displayed rows, nothing moves when the order is right.
  func restoreRowViewOrder() {
    let displayed = engine.displayedRows
    let inSubviews = subviews.lazy.compactMap { $0 as? ScrollStackRow }
    guard !inSubviews.elementsEqual(displayed, by: ===) else { return }
    var previous: ScrollStackRow?
    for row in displayed where row.superview === self {
      if let previous { insertSubview(row, aboveSubview: previous) }
      previous = row
    }
  }

  /// Puts the view of `row` among the subviews where the engine says
  /// (``ScrollStackEngine/viewPlacement(of:)``), so that the rows' views follow `rows`; below the
  /// scroll indicators either way. A row with `Tappable` content gets its tap recognizer here,
  /// the first time it is displayed.
  func insertRowView(_ row: ScrollStackRow) {
    row.configureTapRecognizerForTappableContent(nonTappableClass: &nonTappableContentClass)
    switch engine.viewPlacement(of: row) {
    case .atIndex(let index):
      // `subviews` is read once (each read makes an array) and let go before the insertion: a
      // copy of the array kept across it would make the insertion copy every subview.
      let (position, previous) = placeAmongSubviews(index)
      if previous == nil || previous?.rowState.index == index - 1 {
        insertSubview(row, at: position)
        return
      }
      // Other views before it (a removed row still collapsing, rows whose display is under way)
      // shift its place: it goes next to a neighbour that is here, else in order at the next pass.
      let neighbours = engine.displayedNeighbours(of: row, at: index)
      if let before = neighbours.previous, before.superview === self {
        insertSubview(row, aboveSubview: before)
      } else if let after = neighbours.next, after.superview === self {
        insertSubview(row, belowSubview: after)
      } else {
        insertSubview(row, at: position)
        setNeedsRowViewOrderCheck()
      }
    // A neighbour whose view is not in the stack yet (its display is under way) places nothing.
    case .before(let next) where next.superview === self: insertSubview(row, belowSubview: next)
    case .after(let previous) where previous.superview === self: insertSubview(row, aboveSubview: previous)
    case .before, .after:
      insertSubview(row, at: 0)
      setNeedsRowViewOrderCheck()
    case .alone: insertSubview(row, at: 0)
    }
  }

  /// Where a row of index `index` goes among the subviews (at most their count), and the row
  /// view just before that place, if it is one; the subviews' array is let go on return.
  private func placeAmongSubviews(_ index: Int) -> (position: Int, previous: ScrollStackRow?) {
    let current = subviews
    let position = Swift.min(index, current.count)
    return (position, position > 0 ? current[position - 1] as? ScrollStackRow : nil)
  }
}
