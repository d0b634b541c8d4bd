import Foundation
import ScrollStackHeadless

// MARK: - NaiveStack

/// The reference the library is measured against: what the seed library does, written plainly
/// over an array.
///
/// Every change lays out all rows (frames recomputed by summing heights from the top) and then
/// recomputes every row's visibility; every scroll event recomputes every row's visibility;
/// finding a row by its view is a linear search. It reports the same callbacks as the library
/// (a row becoming visible, or a visible row becoming hidden, offscreen or removed) and
/// measures visibility with the library's own `ScrollStackRowVisibility.measure`, so both sides
/// agree row for row. Nothing in it is slowed down on purpose: batches lay out once.
@MainActor
final class NaiveStack {
  // MARK: Lifecycle

  init(viewportSize: CGSize) {
    self.viewportSize = viewportSize
  }

  // MARK: Internal

  /// The viewport's size.
  let viewportSize: CGSize
  /// Told about scrolls and visibility changes; held weakly, like the library's delegate.
  weak var delegate: (any NaiveStackDelegate)?
  /// The rows, hidden ones included, in order.
  private(set) var rows: [Row] = []
  /// The sum of the heights of the shown rows, as of the last layout pass.
  private(set) var contentHeight: CGFloat = 0

  /// The content point at the viewport's top-left. Each change is a scroll event: every row's
  /// visibility is recomputed.
  var contentOffset: CGPoint = .zero {
    didSet {
      guard contentOffset != oldValue else { return }
      delegate?.naiveStackDidScroll(self)
      refreshVisibility()
    }
  }

  /// The index of the row showing `view`, found by walking the rows.
  func index(of view: Headless.View) -> Int? {
    rows.firstIndex { $0.view === view }
  }

  // MARK: Adding

  /// Adds a row for `view` at `index` (at the bottom when `nil`); refuses a view that is
  /// already a row or an index out of range.
  func addRow(view: Headless.View, at index: Int? = nil) {
    let position = index ?? rows.count
    guard (0...rows.count).contains(position), self.index(of: view) == nil else { return }
    rows.insert(Row(view: view, height: measuredHeight(of: view)), at: position)
    layoutAndRefresh()
  }

  /// Adds a row per view at the bottom, laying out once; views that are already rows (or
  /// repeated) are skipped.
  func addRows(views: [Headless.View]) {
    var known = Set(rows.map { ObjectIdentifier($0.view) })
    for view in views where known.insert(ObjectIdentifier(view)).inserted {
      rows.append(Row(view: view, height: measuredHeight(of: view)))
    }
    layoutAndRefresh()
  }

  /// Replaces every row with a row per view: every row is removed, then the new ones added.
  func setRows(views: [Headless.View]) {
    removeAllRows()
    addRows(views: views)
  }

  // MARK: Removing

  /// Removes the row at `index`, reporting it hidden if it was visible.
  func removeRow(index: Int) {
    guard rows.indices.contains(index) else { return }
    let row = rows.remove(at: index)
    reportLeaving(row, at: index)
    layoutAndRefresh()
  }

  /// Removes every row, reporting the visible ones hidden.
  func removeAllRows() {
    let removed = rows
    rows.removeAll()
    for (index, row) in removed.enumerated() { reportLeaving(row, at: index) }
    layoutAndRefresh()
  }

  // MARK: Changing rows

  /// Hides or shows the row at `index`.
  func setRowHidden(index: Int, isHidden: Bool) {
    guard rows.indices.contains(index), rows[index].isHidden != isHidden else { return }
    rows[index].isHidden = isHidden
    layoutAndRefresh()
  }

  /// Measures the row at `index` again.
  func reloadRow(index: Int) {
    guard rows.indices.contains(index) else { return }
    rows[index].height = measuredHeight(of: rows[index].view)
    layoutAndRefresh()
  }

  /// Moves the row at `source` to `destination`.
  func moveRow(index source: Int, to destination: Int) {
    guard rows.indices.contains(source), rows.indices.contains(destination), source != destination else { return }
    rows.insert(rows.remove(at: source), at: destination)
    layoutAndRefresh()
  }

  // MARK: Private

  /// The height `view` needs at the viewport's width, asked the way the library asks it.
  private func measuredHeight(of view: Headless.View) -> CGFloat {
    let height = view.systemLayoutSizeFitting(CGSize(width: viewportSize.width, height: 0)).height
    return height.isFinite && height >= 0 ? height : 0
  }

  private func layoutAndRefresh() {
    layoutAllRows()
    refreshVisibility()
  }

  /// Gives every row its frame by summing the heights of the shown rows from the top.
  private func layoutAllRows() {
    var y: CGFloat = 0
    for row in rows {
      let height = row.isHidden ? 0 : row.height
      row.frame = CGRect(x: 0, y: y, width: viewportSize.width, height: height)
      y += height
    }
    contentHeight = y
  }

  /// Recomputes every row's visibility and reports each row whose kind of visibility changed.
  private func refreshVisibility() {
    let visibleStart = contentOffset.y
    let visibleEnd = contentOffset.y + viewportSize.height
    for (index, row) in rows.enumerated() {
      let newVisibility: ScrollStackRowVisibility =
        row.isHidden
        ? .hidden
        : ScrollStackRowVisibility.measure(
          start: row.frame.minY, end: row.frame.maxY, visibleStart: visibleStart, visibleEnd: visibleEnd)
      let oldVisibility = row.visibility
      row.visibility = newVisibility
      guard oldVisibility.kind != newVisibility.kind else { continue }
      if newVisibility.isVisible {
        delegate?.naiveStackRowDidBecomeVisible(self, row: row, index: index, state: newVisibility)
      } else if oldVisibility.isVisible {
        delegate?.naiveStackRowDidBecomeHidden(self, row: row, index: index, state: newVisibility)
      }
    }
  }

  /// Reports a row that is leaving the stack hidden if it was visible.
  private func reportLeaving(_ row: Row, at index: Int) {
    if row.visibility.isVisible {
      delegate?.naiveStackRowDidBecomeHidden(self, row: row, index: index, state: .offscreen)
    }
    row.visibility = row.isHidden ? .hidden : .offscreen
  }
}
