// UITableViewCell.SelectionStyle (X from H16:UITableViewCell.h).

// MARK: - UITableViewCell.SelectionStyle

extension UITableViewCell {
  /// How a selected cell looks; stored only.
  public enum SelectionStyle: Int, @unchecked Sendable {
    /// No highlight.
    case none = 0
    /// Blue.
    case blue = 1
    /// Grey.
    case gray = 2
    /// The system's.
    case `default` = 3
  }
}
