import ScrollStack

// MARK: - NaiveStackDelegate

/// What the naive stack tells its delegate: the same scroll and visibility callbacks as the
/// library's `ScrollStackControllerDelegate`, under the same rules.
@MainActor
protocol NaiveStackDelegate: AnyObject {
  /// The content offset changed.
  func naiveStackDidScroll(_ stack: NaiveStack)
  /// A row became partially or entirely visible (or went from one to the other).
  func naiveStackRowDidBecomeVisible(
    _ stack: NaiveStack, row: NaiveStack.Row, index: Int, state: ScrollStackRowVisibility)
  /// A visible row became offscreen or hidden, or was removed.
  func naiveStackRowDidBecomeHidden(
    _ stack: NaiveStack, row: NaiveStack.Row, index: Int, state: ScrollStackRowVisibility)
}
