import Foundation

@testable import ScrollStack

/// A delegate that notes, for every row it hears becoming visible, whether the row is displayed
/// at that moment.
@MainActor
final class DisplayCheckingDelegate: ScrollStackControllerDelegate {
  /// `"<index> displayed"` or `"<index> not displayed"`, one per visible call.
  private(set) var notDisplayed: [Int] = []
  private(set) var visibleCalls = 0

  func scrollStackRowDidBecomeVisible(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {
    visibleCalls += 1
    if !row.isDisplayed { notDisplayed.append(index) }
  }
}
