import Foundation
import ScrollStackTestSupport

@testable import ScrollStack

// MARK: - AloeSeparatorHidingRowView

/// A row view adopting AloeStackView's `SeparatorHiding`.
@MainActor
final class AloeSeparatorHidingRowView: AloeRowView, SeparatorHiding {}
