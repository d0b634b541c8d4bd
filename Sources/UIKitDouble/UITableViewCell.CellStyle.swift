// UITableViewCell.CellStyle (X from H16:UITableViewCell.h).

// MARK: - UITableViewCell.CellStyle

extension UITableViewCell {
  /// Which labels a cell has.
  public enum CellStyle: Int, @unchecked Sendable {
    /// A text label only.
    case `default` = 0
    /// A text label and a trailing detail label.
    case value1 = 1
    /// A detail label and a text label.
    case value2 = 2
    /// A text label over a detail label.
    case subtitle = 3
  }
}
