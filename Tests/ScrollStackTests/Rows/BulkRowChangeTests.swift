import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - BulkRowChangeTests

/// Removing, replacing and adding many rows at once: the stack's subviews and its controller's
/// children stay in row order after removals from the front (which leave placeholders behind
/// until the next change).
@Suite @MainActor struct BulkRowChangeTests {
  @Test func removingLeadingRowsKeepsTheOtherSubviewsInOrder() {
    let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let views = (0..<6).map { _ in SizedView(intrinsicSize: CGSize(width: 10, height: 40)) }
    let rows = stack.addRows(views: views)
    stack.removeRows(indexes: [0, 1])
    #expect(stack.subviews.count == 4)
    #expect(stack.subviews.elementsEqual(rows[2...], by: { $0 === $1 }))
    // A removal that is not at the front, then an insertion at the front, after the placeholders.
    stack.removeRows(indexes: [1])
    let first = stack.addRow(view: SizedView(intrinsicSize: CGSize(width: 10, height: 40)), at: .top)
    #expect(stack.subviews.count == 4)
    #expect(stack.subviews.first === first)
    #expect(stack.subviews.dropFirst().elementsEqual([rows[2], rows[4], rows[5]], by: { $0 === $1 }))
    #expect(views[0].superview == nil && views[2].superview === rows[2])
  }

  @Test func replacingAllRowsLeavesOnlyTheNewRowsAsSubviews() {
    let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let old = stack.addRows(views: (0..<5).map { _ in SizedView(intrinsicSize: CGSize(width: 10, height: 40)) })
    let new = stack.setRows(views: (0..<3).map { _ in SizedView(intrinsicSize: CGSize(width: 10, height: 40)) })
    #expect(stack.subviews.elementsEqual(new, by: { $0 === $1 }))
    #expect(old.allSatisfy { $0.superview == nil })
    stack.removeAllRows()
    #expect(stack.subviews.isEmpty)
  }

  @Test func removingAllControllerRowsEmptiesTheChildrenInOrder() {
    let controller = ScrollStackController()
    let children = (0..<5).map { _ in LoggingViewController() }
    controller.scrollStack.addRows(controllers: children)
    #expect(controller.children.elementsEqual(children, by: { $0 === $1 }))
    controller.scrollStack.removeRows(indexes: [0, 1])
    #expect(controller.children.elementsEqual(children[2...], by: { $0 === $1 }))
    let extra = LoggingViewController()
    controller.scrollStack.addRow(controller: extra)
    #expect(controller.children.elementsEqual(Array(children[2...]) + [extra], by: { $0 === $1 }))
    controller.scrollStack.removeAllRows()
    #expect(controller.children.isEmpty)
    #expect(children.allSatisfy { $0.parent == nil })
  }
}
