// MARK: - RowTouchFacts

/// The row's facts ``RowTouchStateMachine`` decides with, read by the host at each event.
package struct RowTouchFacts: Equatable, Sendable {
  // MARK: Lifecycle

  /// The facts as the host reads them.
  package init(isTappable: Bool, isHighlightable: Bool) {
    self.isTappable = isTappable
    self.isHighlightable = isHighlightable
  }

  // MARK: Package

  /// Whether the row has an `onTap`.
  package var isTappable: Bool
  /// Whether the row has a highlightable controller or content view that wants highlighting
  /// (`ScrollStackRowHighlightable.isHighlightable`).
  package var isHighlightable: Bool
}
