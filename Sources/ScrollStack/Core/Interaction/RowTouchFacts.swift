// MARK: - RowTouchFacts

/// The row's facts ``RowTouchStateMachine`` decides with, read by the host at each event.
struct RowTouchFacts: Equatable, Sendable {
  /// Whether the row has an `onTap`.
  var isTappable: Bool
  /// Whether the row has a highlightable controller or content view that wants highlighting
  /// (`ScrollStackRowHighlightable.isHighlightable`).
  var isHighlightable: Bool
}
