import Foundation

@testable import ScrollStackCore
@testable import ScrollStackHeadless

// MARK: - HighlightController

/// A controller that highlights, recording each `setIsHighlighted` call.
@MainActor
final class HighlightController: Headless.ViewController, Headless.ScrollStackRowHighlightable {
  var highlightLog: [Bool] = []
  var isHighlightable = true

  init(_ title: String) {
    super.init()
    self.title = title
  }

  func setIsHighlighted(_ isHighlighted: Bool) { highlightLog.append(isHighlighted) }
}
