// Package driver: typing into a text view (no UIKit API for it).

// MARK: - UITextView + Driver

extension UITextView {
  /// Types `characters` at the end of the text, then tells the delegate (when it is a
  /// `UITextViewDelegate`) `textViewDidChange(_:)`, as the keyboard would. Does nothing unless
  /// the view is first responder.
  package func simulateTyping(_ characters: String) {
    guard isFirstResponder else { return }
    text = (text ?? "") + characters
    (delegate as? any UITextViewDelegate)?.textViewDidChange(self)
  }
}
