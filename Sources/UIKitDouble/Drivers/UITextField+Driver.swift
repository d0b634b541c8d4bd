// Package drivers: typing into a text field and pressing return (no UIKit API for them).

// MARK: - UITextField + Driver

extension UITextField {
  /// Types `characters` at the end of the text, as the keyboard would: the text changes, then
  /// the field sends `.editingChanged`. Does nothing unless the field is editing.
  package func simulateTyping(_ characters: String) {
    guard isEditing else { return }
    text = (text ?? "") + characters
    sendActions(for: .editingChanged)
  }

  /// Presses the return key: asks the delegate `textFieldShouldReturn(_:)` (`true` without a
  /// delegate) and, when it agrees, sends `.editingDidEndOnExit`; returns the delegate's answer.
  /// Resigning first responder is the delegate's or the action's business, as in UIKit. Does
  /// nothing (`false`) unless the field is editing.
  @discardableResult
  package func simulateReturnKey() -> Bool {
    guard isEditing else { return false }
    let shouldReturn = delegate?.textFieldShouldReturn(self) ?? true
    if shouldReturn { sendActions(for: .editingDidEndOnExit) }
    return shouldReturn
  }
}
