import Foundation
import ScrollStack

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
///
/// Its axis and attachment setters do what the seed would: a new axis measures every row again
/// and lays out all of them; a new attachment walks every row and marks it displayed when every
/// row is, or when it overlaps the visible area extended by the margin (a flag: no view moves,
/// as the naive stack builds no view hierarchy). The rest of the stack ignores the attachment.
@MainActor
final class NaiveStack {
  // MARK: Lifecycle

  init(viewportSize: CGSize) {
    self.viewportSize = viewportSize
  }

  // MARK: Internal

  /// The viewport's size; see ``setViewportSize(_:)``.
  private(set) var viewportSize: CGSize
  /// Told about scrolls and visibility changes; held weakly, like the library's delegate.
  weak var delegate: (any NaiveStackDelegate)?
  /// The rows, hidden ones included, in order.
  private(set) var rows: [Row] = []
  /// The sum of the lengths of the shown rows along the axis, as of the last layout pass.
  private(set) var contentLength: CGFloat = 0
  /// The layout direction; see ``setAxis(_:)``.
  private(set) var axis: StackAxis = .vertical
  /// Which rows are displayed; see ``setRowAttachment(_:)``.
  private(set) var rowAttachment: ScrollStackRowAttachment = .all
  /// How many rows are displayed, as of the last attachment change.
  private(set) var displayedRowCount = 0

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
  func index(of view: IntrinsicSizeView) -> Int? {
    rows.firstIndex { $0.view === view }
  }

  // MARK: Adding

  /// Adds a row for `view` at `index` (at the bottom when `nil`); refuses a view that is
  /// already a row or an index out of range.
  func addRow(view: IntrinsicSizeView, at index: Int? = nil) {
    let position = index ?? rows.count
    guard (0...rows.count).contains(position), self.index(of: view) == nil else { return }
    rows.insert(Row(view: view, height: measuredHeight(of: view)), at: position)
    layoutAndRefresh()
  }

  /// Adds a row per view at the bottom, laying out once; views that are already rows (or
  /// repeated) are skipped.
  func addRows(views: [IntrinsicSizeView]) {
    var known = Set(rows.map { ObjectIdentifier($0.view) })
    for view in views where known.insert(ObjectIdentifier(view)).inserted {
      rows.append(Row(view: view, height: measuredHeight(of: view)))
    }
    layoutAndRefresh()
  }

  /// Replaces every row with a row per view: every row is removed, then the new ones added.
  func setRows(views: [IntrinsicSizeView]) {
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

  // MARK: Settings

  /// Lays the rows out along `newAxis`: every row is measured again and laid out, then the
  /// offset is brought back within the content (a scroll event when it moves).
  func setAxis(_ newAxis: StackAxis) {
    guard newAxis != axis else { return }
    axis = newAxis
    for row in rows { row.height = measuredHeight(of: row.view) }
    layoutAndRefresh()
    let maximum = max(0, contentLength - viewportSize.length(along: axis))
    let along = min(max(0, contentOffset.coordinate(along: axis)), maximum)
    let clamped = CGPoint(along: axis, coordinate: along, cross: 0)
    if clamped != contentOffset { contentOffset = clamped }
  }

  /// Resizes the viewport: when its length across the axis changes, every row is measured again
  /// and laid out, then the offset is brought back within the content (a scroll event when it
  /// moves), as an axis change does.
  func setViewportSize(_ size: CGSize) {
    let crossChanged = size.length(along: axis.cross) != viewportSize.length(along: axis.cross)
    viewportSize = size
    if crossChanged {
      for row in rows { row.height = measuredHeight(of: row.view) }
    }
    layoutAndRefresh()
    let maximum = max(0, contentLength - viewportSize.length(along: axis))
    let along = min(max(0, contentOffset.coordinate(along: axis)), maximum)
    let clamped = CGPoint(along: axis, coordinate: along, cross: 0)
    if clamped != contentOffset { contentOffset = clamped }
  }

  /// Marks every row displayed (`.all`), or only the rows that overlap the visible area
  /// extended by the margin (`.windowed`): a walk over every row.
  func setRowAttachment(_ attachment: ScrollStackRowAttachment) {
    guard attachment != rowAttachment else { return }
    rowAttachment = attachment
    var margin: CGFloat = 0
    if case .windowed(let windowMargin) = attachment { margin = max(0, windowMargin) }
    let windowStart = contentOffset.coordinate(along: axis) - margin
    let windowEnd = contentOffset.coordinate(along: axis) + viewportSize.length(along: axis) + margin
    var count = 0
    for row in rows {
      row.isDisplayed =
        attachment == .all || (row.frame.end(along: axis) >= windowStart && row.frame.start(along: axis) <= windowEnd)
      if row.isDisplayed { count += 1 }
    }
    displayedRowCount = count
  }

  // MARK: Private

  /// The length `view` needs along the axis at the viewport's cross length, asked the way the
  /// library asks it.
  private func measuredHeight(of view: IntrinsicSizeView) -> CGFloat {
    let target = CGSize(along: axis, length: 0, cross: viewportSize.length(along: axis.cross))
    let length = view.systemLayoutSizeFitting(target).length(along: axis)
    return length.isFinite && length >= 0 ? length : 0
  }

  private func layoutAndRefresh() {
    layoutAllRows()
    refreshVisibility()
  }

  /// Gives every row its frame by summing the lengths of the shown rows from the start.
  private func layoutAllRows() {
    var position: CGFloat = 0
    let cross = viewportSize.length(along: axis.cross)
    for row in rows {
      let length = row.isHidden ? 0 : row.height
      row.frame = CGRect(along: axis, start: position, length: length, crossStart: 0, crossLength: cross)
      position += length
    }
    contentLength = position
  }

  /// Recomputes every row's visibility and reports each row whose kind of visibility changed.
  private func refreshVisibility() {
    let visibleStart = contentOffset.coordinate(along: axis)
    let visibleEnd = visibleStart + viewportSize.length(along: axis)
    for (index, row) in rows.enumerated() {
      let newVisibility: ScrollStackRowVisibility =
        row.isHidden
        ? .hidden
        : ScrollStackRowVisibility.measure(
          start: row.frame.start(along: axis), end: row.frame.end(along: axis), visibleStart: visibleStart,
          visibleEnd: visibleEnd)
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
