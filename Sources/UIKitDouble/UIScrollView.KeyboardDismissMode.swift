// UIScrollView.KeyboardDismissMode (G17).

// MARK: - UIScrollView.KeyboardDismissMode

extension UIScrollView {
  /// How dragging the scroll view dismisses the keyboard. The double acts on `.onDrag` and
  /// `.onDragWithAccessory` (a drag begun by the package driver resigns the first responder);
  /// the interactive modes are stored only.
  public enum KeyboardDismissMode: Int, @unchecked Sendable {
    /// Dragging leaves the keyboard up.
    case none = 0
    /// The keyboard goes when a drag begins.
    case onDrag = 1
    /// The keyboard follows the drag (stored only in the double).
    case interactive = 2
    /// As `onDrag`, the accessory view included.
    case onDragWithAccessory = 3
    /// As `interactive`, the accessory view included (stored only in the double).
    case interactiveWithAccessory = 4
  }
}
