/// The weight the user wants text drawn with: Settings ▸ Accessibility ▸ Display & Text Size ▸
/// Bold Text turns it to `.bold`.
@available(iOS 13.0, *)
public enum UILegibilityWeight: Int, @unchecked Sendable {
  /// Not set.
  case unspecified = -1
  /// Bold Text is off.
  case regular = 0
  /// Bold Text is on: text and symbols are drawn heavier, and so take more room.
  case bold = 1
}
