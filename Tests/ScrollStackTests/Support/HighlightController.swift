import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - HighlightController

/// A controller that highlights, recording each `setIsHighlighted` call.
@MainActor
final class HighlightController: LoggingViewController, ScrollStackRowHighlightable {
  var highlightLog: [Bool] = []
  var isHighlightable = true

  init(_ title: String) {
    super.init(title: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  func setIsHighlighted(_ isHighlighted: Bool) { highlightLog.append(isHighlighted) }
}
