// MARK: - BenchmarkOptions.Group

extension BenchmarkOptions {
  /// A group of figures that `--groups=` selects; a run measures every group by default.
  enum Group: String, CaseIterable {
    /// Scroll events and single-row changes on a stack of n rows.
    case scroll
    /// Rows appended one by one to an empty stack.
    case append
    /// Whole-stack calls: removeAllRows, setRows(views:), addRows(views:).
    case bulk
    /// Whole-stack settings: `rowAttachment` switched each way, the axis changed.
    case settings
    /// Memory per row.
    case memory
  }
}
