import Foundation
import ScrollStackHeadless

// MARK: - HeadlessStackAdapter

/// The library's side: a `Headless.ScrollStack` driven only through its public API.
@MainActor
final class HeadlessStackAdapter: BenchmarkedStack {
  // MARK: Lifecycle

  init(viewport: CGSize) {
    stack = Headless.ScrollStack(frame: CGRect(origin: .zero, size: viewport))
    stack.stackDelegate = counter
  }

  // MARK: Internal

  static let sideName = "ours"

  /// The stack under test.
  let stack: Headless.ScrollStack
  /// Held strongly here: the stack's delegate reference is weak.
  let counter = VisibilityCallbackCounter()

  var rowCount: Int { stack.rows.count }

  var contentLength: CGFloat { stack.contentSize.length(along: stack.axis) }

  func contentView(at index: Int) -> Headless.View {
    stack.rows[index].contentView
  }

  func scroll(to y: CGFloat) {
    stack.contentOffset = CGPoint(x: 0, y: y)
  }

  func appendRow(_ view: Headless.View) {
    stack.addRow(view: view)
  }

  func insertRow(_ view: Headless.View, at index: Int) {
    stack.addRow(view: view, at: .atIndex(index))
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

  func setRows(_ views: [Headless.View]) {
    stack.setRows(views: views)
  }

  func appendRows(_ views: [Headless.View]) {
    stack.addRows(views: views)
  }

  func setRowAttachment(_ attachment: ScrollStackRowAttachment) {
    stack.rowAttachment = attachment
  }

  func setAxis(_ axis: StackAxis) {
    stack.axis = axis
  }

  func setEstimatedRowLength(_ length: CGFloat) {
    stack.estimatedRowLength = length
  }

  func visibleRows() -> [VisibleRow] {
    stack.visibleRows.map { VisibleRow(index: stack.index(of: $0) ?? -1, visibility: $0.visibility) }
  }
}
