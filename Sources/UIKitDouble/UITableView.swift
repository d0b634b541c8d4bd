// UITableView (X from H16:UITableView.h; DOCS for reloadData and dequeueReusableCell).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - UITableView

/// A minimal table: one column of rows `rowHeight` tall (44 points when `rowHeight` is
/// negative, as `UITableView.automaticDimension` is; self-sizing is not modelled), asked of the
/// data source in `layoutSubviews()` after `reloadData()` and as it scrolls: the rows in the
/// bounds get cells (subviews), the others' cells go back to the reuse pool.
///
/// `dequeueReusableCell(withIdentifier:for:)` hands back a pooled cell of that identifier, or a new
/// plain `UITableViewCell` of style `.value1`: Swift on Linux cannot make an instance of a
/// registered subclass (its initializer is not `required`), so the registered class is recorded
/// but not instantiated. Not modelled: the delegate, headers and footers, selection, editing,
/// batch updates, section spacing of grouped styles.
@MainActor @preconcurrency open class UITableView: UIScrollView {
  // MARK: Initializers

  /// Creates a table of `style`.
  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table (nothing is decoded).
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(frame: .zero)
  }

  // MARK: Data

  /// The data source, held weakly; `nil` by default.
  open var dataSource: (any UITableViewDataSource)? {
    get { dataSourceStorage }
    set {
      dataSourceStorage = newValue
      reloadData()
    }
  }

  /// The height of every row; `UITableView.automaticDimension` (-1, 44 points here) by default.
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }

  /// Drops the cells and asks the data source again at the next layout pass, as UIKit does.
  open func reloadData() {
    for cell in visibleCellsByRow.values { recycle(cell) }
    visibleCellsByRow = [:]
    needsReload = true
    setNeedsLayout()
  }

  /// Records `cellClass` for `identifier` (see the type's description: not instantiated).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registeredClasses[identifier] = cellClass
  }

  /// A pooled cell of `identifier`, or a new `.value1` cell of that identifier.
  @discardableResult
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    if var pool = reusePool[identifier], let cell = pool.popLast() {
      reusePool[identifier] = pool
      return cell
    }
    return UITableViewCell(style: .value1, reuseIdentifier: identifier)
  }

  /// The number of sections, as the data source last told.
  open var numberOfSections: Int { rowCounts.count }

  /// The number of rows in `section`, as the data source last told; 0 for a section it has not.
  @discardableResult
  open func numberOfRows(inSection section: Int) -> Int {
    rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  /// The cell shown for `indexPath`, `nil` when the row is not in the bounds.
  @discardableResult
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    guard let flat = flatRow(of: indexPath) else { return nil }
    return visibleCellsByRow[flat]
  }

  /// The cells shown, top first.
  open var visibleCells: [UITableViewCell] {
    visibleCellsByRow.keys.sorted().compactMap { visibleCellsByRow[$0] }
  }

  // MARK: Layout

  /// Lays out as a scroll view does, then tiles the rows in the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsReload { askRowCounts() }
    tileVisibleRows()
  }

  // MARK: Private

  private let style: UITableView.Style
  private weak var dataSourceStorage: (any UITableViewDataSource)?
  private var registeredClasses: [String: AnyClass?] = [:]
  private var reusePool: [String: [UITableViewCell]] = [:]
  private var rowCounts: [Int] = []
  private var visibleCellsByRow: [Int: UITableViewCell] = [:]
  private var needsReload = true

  private var effectiveRowHeight: CGFloat { rowHeight < 0 ? 44 : rowHeight }

  private func askRowCounts() {
    needsReload = false
    guard let dataSource else {
      rowCounts = []
      contentSize = CGSize(width: bounds.width, height: 0)
      return
    }
    let sections = max(0, dataSource.numberOfSections(in: self))
    rowCounts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    contentSize = CGSize(width: bounds.width, height: CGFloat(rowCounts.reduce(0, +)) * effectiveRowHeight)
  }

  private func tileVisibleRows() {
    let height = effectiveRowHeight
    let total = rowCounts.reduce(0, +)
    var wanted = Set<Int>()
    if let dataSource, total > 0, height > 0 {
      let first = max(0, Int((bounds.minY / height).rounded(.down)))
      let last = min(total - 1, Int((bounds.maxY / height).rounded(.up)) - 1)
      if first <= last {
        for row in first...last {
          wanted.insert(row)
          let cell = visibleCellsByRow[row] ?? dataSource.tableView(self, cellForRowAt: indexPath(ofFlatRow: row))
          visibleCellsByRow[row] = cell
          cell.frame = CGRect(x: 0, y: CGFloat(row) * height, width: bounds.width, height: height)
          if cell.superview !== self { addSubview(cell) }
        }
      }
    }
    for (row, cell) in visibleCellsByRow where !wanted.contains(row) {
      visibleCellsByRow[row] = nil
      recycle(cell)
    }
  }

  private func recycle(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusePool[identifier, default: []].append(cell)
  }

  private func indexPath(ofFlatRow flat: Int) -> IndexPath {
    var remaining = flat
    for (section, count) in rowCounts.enumerated() {
      if remaining < count { return IndexPath(indexes: [section, remaining]) }
      remaining -= count
    }
    return IndexPath(indexes: [max(0, rowCounts.count - 1), remaining])
  }

  private func flatRow(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2 else { return nil }
    let section = indexPath[0]
    let row = indexPath[1]
    guard rowCounts.indices.contains(section), row >= 0, row < rowCounts[section] else { return nil }
    return rowCounts[..<section].reduce(0, +) + row
  }
}
