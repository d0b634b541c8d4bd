import ScrollStackUIKitDouble

/// A text view delegate that counts `textViewDidChange(_:)`.
@MainActor final class RecordingTextViewDelegate: NSObject, UITextViewDelegate {
  private(set) var changes = 0

  func textViewDidChange(_ textView: UITextView) { changes += 1 }
}
