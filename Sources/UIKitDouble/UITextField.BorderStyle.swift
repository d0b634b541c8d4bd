// UITextField.BorderStyle (X from H16:UITextField.h).

// MARK: - UITextField.BorderStyle

extension UITextField {
  /// A text field's border; stored only.
  public enum BorderStyle: Int, @unchecked Sendable {
    /// No border.
    case none = 0
    /// A line.
    case line = 1
    /// A bezel.
    case bezel = 2
    /// A rounded rectangle.
    case roundedRect = 3
  }
}
