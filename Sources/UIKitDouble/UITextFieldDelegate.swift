// UITextFieldDelegate (X from H16:UITextField.h).

// MARK: - UITextFieldDelegate

/// What a text field tells its delegate. Every requirement is `@objc optional` in the SDK;
/// plain requirements with defaults here.
@MainActor @preconcurrency public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Whether the field may start editing (become first responder).
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// The field started editing (it became first responder).
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// The field ended editing (it resigned first responder).
  func textFieldDidEndEditing(_ textField: UITextField)
  /// The return key was pressed; whether the field should act on it.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// `true`.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// `true`.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
