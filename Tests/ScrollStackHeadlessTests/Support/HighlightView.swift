import Foundation

@testable import ScrollStackCore
@testable import ScrollStackHeadless

// MARK: - HighlightView

/// A plain view that highlights, recording each `setIsHighlighted` call.
@MainActor
final class HighlightView: Headless.View, Headless.ScrollStackRowHighlightable {
  var highlightLog: [Bool] = []
  var isHighlightable = true

  init(height: CGFloat) {
    super.init(frame: .zero)
    intrinsicContentSize = CGSize(width: Headless.View.noIntrinsicMetric, height: height)
  }

  func setIsHighlighted(_ isHighlighted: Bool) { highlightLog.append(isHighlighted) }
}
