import Foundation
import ScrollStackTestSupport

@testable import ScrollStack

// MARK: - AloeHighlightableRowView

/// A row view adopting AloeStackView's `Highlightable` with its default highlight (the row's
/// highlight fill), and `Tappable` (it logs `didTapView`).
@MainActor
final class AloeHighlightableRowView: AloeRowView, Tappable, Highlightable {
  func didTapView() { log.append("didTapView") }
}
