import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - HighlightView

/// A plain view that highlights, recording each `setIsHighlighted` call.
@MainActor
final class HighlightView: SizedView, ScrollStackRowHighlightable {
  var highlightLog: [Bool] = []
  var isHighlightable = true

  init(height: CGFloat) {
    super.init(intrinsicSize: CGSize(width: UIView.noIntrinsicMetric, height: height))
  }

  required init?(coder: NSCoder) { nil }

  func setIsHighlighted(_ isHighlighted: Bool) { highlightLog.append(isHighlighted) }
}
