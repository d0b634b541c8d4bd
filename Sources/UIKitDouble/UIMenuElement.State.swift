// UIMenuElement.State (X from H16:UIMenuElement.h).

// MARK: - UIMenuElement.State

extension UIMenuElement {
  /// Whether a menu element shows a check mark; stored only.
  public enum State: Int, @unchecked Sendable {
    /// No check mark.
    case off = 0
    /// A check mark.
    case on = 1
    /// A mixed mark.
    case mixed = 2
  }
}
