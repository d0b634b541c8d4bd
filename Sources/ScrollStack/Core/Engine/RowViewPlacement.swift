// MARK: - RowViewPlacement

/// Where a displayed row's view goes among the stack's subviews, so that the rows' views follow
/// the rows' order: what the platform executes when a row is displayed or moved.
package enum RowViewPlacement<Row: AnyObject> {
  /// Every row is displayed, so the subviews are the rows in order: at the row's index.
  case atIndex(Int)
  /// Just before (below) the view of this row, the first displayed row after it.
  case before(Row)
  /// Just after (above) the view of this row, the last displayed row before it, when no displayed
  /// row follows.
  case after(Row)
  /// No other row is displayed: before any other subview.
  case alone
}
