// UITextViewDelegate (X from H16:UITextView.h).

// MARK: - UITextViewDelegate

/// What a text view tells its delegate (its scroll view delegate too). Every requirement is
/// `@objc optional` in the SDK; plain requirements with defaults here.
@MainActor @preconcurrency public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// The text changed through typing.
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
}
