// MARK: - KeyboardDismissMode

/// How dragging the scroll content dismisses the keyboard; the portable counterpart of
/// `UIScrollView.KeyboardDismissMode`. The default is `.none`.
public enum KeyboardDismissMode: String, Hashable, Sendable, CaseIterable {
  /// Dragging does not dismiss the keyboard.
  case none
  /// The keyboard leaves when a drag begins.
  case onDrag
  /// The keyboard follows the finger and can be pulled down.
  case interactive
  /// Like `onDrag`, keeping the input accessory view on screen (iOS 16).
  case onDragWithAccessory
  /// Like `interactive`, keeping the input accessory view on screen (iOS 16).
  case interactiveWithAccessory

  // MARK: Public

  /// The `alwaysBounceVertical` value the scroll view should have.
  ///
  /// While a keyboard is up and dragging can dismiss it, vertical bounce is on, so the user can
  /// drag the keyboard away even when the content is too short to scroll. Otherwise the user's
  /// own value, unchanged.
  public func alwaysBounceVertical(userValue: Bool, isKeyboardVisible: Bool) -> Bool {
    userValue || (self != .none && isKeyboardVisible)
  }

  // MARK: Package

  /// Whether the keyboard follows the finger when the content is dragged (`interactive` and
  /// `interactiveWithAccessory`).
  package var isInteractive: Bool {
    self == .interactive || self == .interactiveWithAccessory
  }
}
