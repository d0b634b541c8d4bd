import Foundation
import ScrollStackTestSupport

@testable import ScrollStack

// MARK: - AloeRowView

/// A row view for AloeStackView's calls: 44 points tall, named by its accessibility label (the
/// name ``StackFixture/titles`` lists), and, as each subclass says, tappable, highlightable or
/// without a separator.
@MainActor
class AloeRowView: SizedView {
  // MARK: Lifecycle

  init(_ name: String, height: CGFloat = 44) {
    super.init(intrinsicSize: CGSize(width: UIView.noIntrinsicMetric, height: height))
    accessibilityLabel = name
  }

  required init?(coder: NSCoder) { nil }

  // MARK: Internal

  /// What the view heard, in order (`didTapView`, `highlight true`, …), in subclasses that hear.
  var log: [String] = []
}

/// Views named `names`, in order.
@MainActor
func aloeRows(_ names: String...) -> [AloeRowView] {
  names.map { AloeRowView($0) }
}
