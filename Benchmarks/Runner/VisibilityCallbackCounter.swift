import Foundation
import ScrollStack

// MARK: - VisibilityCallbackCounter

/// The delegate both stacks report to: it counts visibility callbacks and scroll events, so
/// both sides pay for delivering them and the self-check can compare the counts.
@MainActor
final class VisibilityCallbackCounter {
  // MARK: Internal

  /// Calls saying a row became partially or entirely visible.
  private(set) var becameVisibleCount = 0
  /// Calls saying a visible row stopped being visible.
  private(set) var becameHiddenCount = 0
  /// Scroll events heard.
  private(set) var scrollCount = 0

  /// Every visibility callback, in both directions.
  var visibilityCallbackCount: Int { becameVisibleCount + becameHiddenCount }

  func rowDidBecomeVisible(index: Int) {
    becameVisibleCount += 1
    Sink.consume(index)
  }

  func rowDidBecomeHidden(index: Int) {
    becameHiddenCount += 1
    Sink.consume(index)
  }

  func didScroll() {
    scrollCount += 1
  }
}

// MARK: - ScrollStackControllerDelegate

extension VisibilityCallbackCounter: ScrollStackControllerDelegate {
  func scrollStackDidScroll(_ stackView: ScrollStack, offset: CGPoint) {
    didScroll()
  }

  func scrollStackRowDidBecomeVisible(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {
    rowDidBecomeVisible(index: index)
  }

  func scrollStackRowDidBecomeHidden(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {
    rowDidBecomeHidden(index: index)
  }
}

// MARK: - NaiveStackDelegate

extension VisibilityCallbackCounter: NaiveStackDelegate {
  func naiveStackDidScroll(_ stack: NaiveStack) {
    didScroll()
  }

  func naiveStackRowDidBecomeVisible(
    _ stack: NaiveStack, row: NaiveStack.Row, index: Int, state: ScrollStackRowVisibility
  ) {
    rowDidBecomeVisible(index: index)
  }

  func naiveStackRowDidBecomeHidden(
    _ stack: NaiveStack, row: NaiveStack.Row, index: Int, state: ScrollStackRowVisibility
  ) {
    rowDidBecomeHidden(index: index)
  }
}
