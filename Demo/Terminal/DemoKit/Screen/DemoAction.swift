import Foundation

// MARK: - DemoAction

/// Something the user (or the tour) does to the Demo screen.
public enum DemoAction: Equatable, Sendable {
  /// Moves the content by `points` along the axis (negative: back), within the legal range.
  case scroll(by: CGFloat)
  /// Expands or collapses the tags row (`.fixed` size and `reloadRow(animated:)`).
  case toggleTags
  /// Hides the topmost visible row, or shows the row hidden this way (animated).
  case toggleRowHidden
  /// Focuses the next text field: the keyboard comes up and the field scrolls above it. After
  /// the last field the keyboard goes down.
  case focusNextField
  /// Drops the focus and the keyboard.
  case dismissKeyboard
  /// Turns the phone between portrait and landscape.
  case rotate
  /// Switches the stack between vertical and horizontal.
  case switchAxis
  /// Adds a sentence to the notes: their row grows with the text (`.fitLayoutForAxis`).
  case growNotes

  // MARK: Public

  /// A short name for captions and the event log.
  public var name: String {
    switch self {
    case .scroll(let points):
      return points >= 0 ? "scroll forward \(points.demoText)" : "scroll back \((-points).demoText)"
    case .toggleTags: return "toggle tags"
    case .toggleRowHidden: return "hide/show a row"
    case .focusNextField: return "focus next field"
    case .dismissKeyboard: return "dismiss keyboard"
    case .rotate: return "rotate"
    case .switchAxis: return "switch axis"
    case .growNotes: return "grow notes"
    }
  }
}
