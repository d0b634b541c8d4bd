import Foundation
import ScrollStackTestSupport

@testable import ScrollStack

// MARK: - AloeCustomHighlightRowView

/// A row view adopting AloeStackView's `Highlightable` with a highlight of its own, which logs
/// `highlight true` / `highlight false`; `isHighlightable` is settable.
@MainActor
final class AloeCustomHighlightRowView: AloeRowView, Highlightable {
  var isHighlightable = true
  func setIsHighlighted(_ isHighlighted: Bool) { log.append("highlight \(isHighlighted)") }
}
