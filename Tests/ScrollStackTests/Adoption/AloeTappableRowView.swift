import Foundation
import ScrollStackTestSupport

@testable import ScrollStack

// MARK: - AloeTappableRowView

/// A row view adopting AloeStackView's `Tappable`: it logs `didTapView`.
@MainActor
final class AloeTappableRowView: AloeRowView, Tappable {
  func didTapView() { log.append("didTapView") }
}
