import Foundation
import ScrollStack

// MARK: - UIKitStackAdapter

/// The library's side: the shipping UIKit `ScrollStack` (on the UIKit double here), driven only
/// through its public API. The stack applies row frames in `layoutSubviews`, as UIKit's run loop
/// calls it at the end of a turn: each operation ends with ``endOfRunLoopTurn()``, a
/// `layoutIfNeeded()` of the stack, so that the figures include the frames the user would see.
@MainActor
final class UIKitStackAdapter: BenchmarkedStack {
  // MARK: Lifecycle

  init(viewport: CGSize) {
    stack = ScrollStack(frame: CGRect(origin: .zero, size: viewport))
    // Windowed, as the figures before issue 22 measured it (the default then): the default is
    // now `.automatic`, which keeps every row in the hierarchy up to its threshold.
    stack.rowAttachment = UIKitStackAdapter.initialAttachment
    // The stack's first layout pass reports its initial offset (zero) to the delegate as a
    // scroll, which the naive stack has no counterpart for: it runs before the counter listens.
    endOfRunLoopTurn()
    stack.stackDelegate = counter
  }

  // MARK: Internal

  static let sideName = "ours"

  /// The attachment every stack of ours starts with: `.standard` unless `--attachment=` says
  /// otherwise (`all`, `automatic`).
  static var initialAttachment = ScrollStackRowAttachment.standard

  /// The stack under test.
  let stack: ScrollStack
  /// Held strongly here: the stack's delegate reference is weak.
  let counter = VisibilityCallbackCounter()

  var rowCount: Int { stack.rows.count }

  var contentLength: CGFloat { stack.contentSize.length(along: stack.axis == .vertical ? .vertical : .horizontal) }

  func contentView(at index: Int) -> IntrinsicSizeView {
    // Every row is made from an `IntrinsicSizeView`; the fallback is never expected.
    stack.rows[index].contentView as? IntrinsicSizeView ?? IntrinsicSizeView(intrinsicSize: .zero)
  }

  func scroll(to y: CGFloat) {
    stack.contentOffset = CGPoint(x: 0, y: y)
    endOfRunLoopTurn()
  }

  func appendRow(_ view: IntrinsicSizeView) {
    stack.addRow(view: view)
    endOfRunLoopTurn()
  }

  func insertRow(_ view: IntrinsicSizeView, at index: Int) {
    stack.addRow(view: view, at: .atIndex(index))
    endOfRunLoopTurn()
  }

  func removeRow(at index: Int) {
    stack.removeRow(index: index)
    endOfRunLoopTurn()
  }

  func setRowHidden(at index: Int, _ isHidden: Bool) {
    stack.setRowHidden(index: index, isHidden: isHidden)
    endOfRunLoopTurn()
  }

  func reloadRow(at index: Int) {
    stack.reloadRow(index: index)
    endOfRunLoopTurn()
  }

  func moveRow(from source: Int, to destination: Int) {
    stack.moveRow(index: source, to: destination)
    endOfRunLoopTurn()
  }

  func removeAllRows() {
    stack.removeAllRows()
    endOfRunLoopTurn()
  }

  func setRows(_ views: [IntrinsicSizeView]) {
    stack.setRows(views: views)
    endOfRunLoopTurn()
  }

  func appendRows(_ views: [IntrinsicSizeView]) {
    stack.addRows(views: views)
    endOfRunLoopTurn()
  }

  func setRowAttachment(_ attachment: ScrollStackRowAttachment) {
    stack.rowAttachment = attachment
    endOfRunLoopTurn()
  }

  func setAxis(_ axis: StackAxis) {
    stack.axis = axis == .vertical ? .vertical : .horizontal
    endOfRunLoopTurn()
  }

  func setViewportSize(_ size: CGSize) {
    stack.frame = CGRect(origin: stack.frame.origin, size: size)
    endOfRunLoopTurn()
  }

  func setEstimatedRowLength(_ length: CGFloat) {
    stack.estimatedRowLength = length
    endOfRunLoopTurn()
  }

  /// What UIKit's run loop does at the end of a turn, for this stack: the pending layout pass
  /// (`layoutSubviews`, where the stack applies the row frames); nothing when none is pending.
  func endOfRunLoopTurn() {
    stack.layoutIfNeeded()
  }

  func visibleRows() -> [VisibleRow] {
    stack.visibleRows.map { VisibleRow(index: stack.index(of: $0) ?? -1, visibility: $0.visibility, frame: $0.frame) }
  }
}
