// UITableView.Style (X from H16:UITableView.h).

// MARK: - UITableView.Style

extension UITableView {
  /// A table's look; stored only.
  public enum Style: Int, @unchecked Sendable {
    /// Plain rows.
    case plain = 0
    /// Grouped sections.
    case grouped = 1
    /// Grouped sections inset from the edges.
    case insetGrouped = 2
  }
}
