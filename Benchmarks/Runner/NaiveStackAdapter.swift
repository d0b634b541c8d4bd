import Foundation
import ScrollStack

// MARK: - NaiveStackAdapter

/// The reference's side: a ``NaiveStack`` with the counting delegate attached.
@MainActor
final class NaiveStackAdapter: BenchmarkedStack {
  // MARK: Lifecycle

  init(viewport: CGSize) {
    stack = NaiveStack(viewportSize: viewport)
    stack.delegate = counter
  }

  // MARK: Internal

  static let sideName = "naive"

  /// The stack under test.
  let stack: NaiveStack
  /// Held strongly here: the stack's delegate reference is weak.
  let counter = VisibilityCallbackCounter()

  var rowCount: Int { stack.rows.count }

  var contentLength: CGFloat { stack.contentLength }

  func contentView(at index: Int) -> IntrinsicSizeView {
    stack.rows[index].view
  }

  func scroll(to y: CGFloat) {
    stack.contentOffset = CGPoint(x: 0, y: y)
  }

  func appendRow(_ view: IntrinsicSizeView) {
    stack.addRow(view: view)
  }

  func insertRow(_ view: IntrinsicSizeView, at index: Int) {
    stack.addRow(view: view, at: index)
  }

  func removeRow(at index: Int) {
    stack.removeRow(index: index)
  }

  func setRowHidden(at index: Int, _ isHidden: Bool) {
    stack.setRowHidden(index: index, isHidden: isHidden)
  }

  func reloadRow(at index: Int) {
    stack.reloadRow(index: index)
  }

  func moveRow(from source: Int, to destination: Int) {
    stack.moveRow(index: source, to: destination)
  }

  func removeAllRows() {
    stack.removeAllRows()
  }

  func setRows(_ views: [IntrinsicSizeView]) {
    stack.setRows(views: views)
  }

  func appendRows(_ views: [IntrinsicSizeView]) {
    stack.addRows(views: views)
  }

  func setRowAttachment(_ attachment: ScrollStackRowAttachment) {
    stack.setRowAttachment(attachment)
    Sink.consume(stack.displayedRowCount)
  }

  func setAxis(_ axis: StackAxis) {
    stack.setAxis(axis)
  }

  func setViewportSize(_ size: CGSize) {
    stack.setViewportSize(size)
  }

  /// Nothing: the naive stack measures every row.
  func setEstimatedRowLength(_ length: CGFloat) {}

  func visibleRows() -> [VisibleRow] {
    stack.rows.enumerated().compactMap { index, row in
      row.visibility.isVisible ? VisibleRow(index: index, visibility: row.visibility, frame: row.frame) : nil
    }
  }
}
