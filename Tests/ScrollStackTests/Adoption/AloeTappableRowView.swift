import Foundation
import ScrollStackTestSupport

@testable import ScrollStack

// MARK: - AloeTappableRowView

/// A row view adopting AloeStackView's `Tappable`: it logs `didTapView`, grows by ``growth``
/// points on each tap (0 by default), as a row that shows more on tap does, and calls
/// ``onDidTapView``.
@MainActor
final class AloeTappableRowView: AloeRowView, Tappable {
  var growth: CGFloat = 0
  var onDidTapView: (() -> Void)?

  func didTapView() {
    log.append("didTapView")
    intrinsicSize.height += growth
    onDidTapView?()
  }
}
