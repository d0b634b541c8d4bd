// MARK: - RowTouchEffect

/// What a platform does in answer to a ``RowTouchEvent``, as decided by ``RowTouchStateMachine``.
package enum RowTouchEffect: Equatable, Sendable {
  /// Shows (`true`) or removes (`false`) the highlight: the platform tells the row's
  /// highlightable controller or content view (UIKit inside `UIView.animate`).
  case setHighlighted(Bool)
  /// Runs the row's `onTap`.
  case runTap
}
