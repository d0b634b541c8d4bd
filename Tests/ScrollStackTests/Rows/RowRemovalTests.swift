import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct RowRemovalTests {
  @Test func removeRowAtIndexReturnsItsControllerAndClosesTheGap() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(3)
    let counter = CompletionCounter()

    let removed = fixture.stack.removeRow(index: 1, completion: counter.handler)

    #expect(removed === controllers[1])
    #expect(fixture.titles == ["r0", "r2"])
    #expect(
      fixture.frames == [CGRect(x: 0, y: 0, width: 320, height: 100), CGRect(x: 0, y: 100, width: 320, height: 100)])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 200))
    #expect(controllers[1].parent == nil)
    #expect(fixture.controller.children.map { $0.title } == ["r0", "r2"])
    #expect(counter.count == 1)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func removingPlainViewRowReturnsNilButRemovesTheRow() {
    let fixture = StackFixture()
    fixture.stack.addRows(views: [labelledView("a"), labelledView("b")])

    #expect(fixture.stack.removeRow(index: 0) == nil)
    #expect(fixture.titles == ["b"])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func removedControllerLeavesItsParentInDocumentedOrder() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(2)
    controllers[0].clearLifecycleLog()

    fixture.stack.removeRow(index: 0)

    // UIKit's `removeFromParent()` calls `didMove(toParent: nil)` itself; the log records the
    // removal when the call returns.
    #expect(
      controllers[0].lifecycleLog == [
        .willMove(toParent: false), .viewDetached, .didMove(toParent: false), .removedFromParent,
      ])
    #expect(controllers[0].view.superview == nil)
    #expect(controllers[1].parent === fixture.controller)
  }

  /// viewWillDisappear before the view is removed, viewDidDisappear after ("was removed"), both
  /// between `willMove(toParent: nil)` and `removeFromParent()` (which sends `didMove(toParent: nil)`).
  @Test func removedControllerOfAppearedParentDisappearsAroundDetachingBetweenWillMoveAndRemoval() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(2)
    fixture.controller.simulateAppearance()
    controllers[1].clearLifecycleLog()

    fixture.stack.removeRow(index: 1)

    // UIKit's `removeFromParent()` calls `didMove(toParent: nil)` itself; the log records the
    // removal when the call returns.
    #expect(
      controllers[1].lifecycleLog == [
        .willMove(toParent: false), .viewWillDisappear, .viewDetached, .viewDidDisappear, .didMove(toParent: false),
        .removedFromParent,
      ])
    #expect(controllers[1].isAppeared == false)
  }

  @Test(arguments: [[3, 0, 3, 1], [1, 3, 0], [0, 1, 3, 3, 3], [3, 1, 0], [0, 0, 1, 3, 1]])
  func removeRowsRemovesExactlyTheGivenIndexesWhateverTheirOrder(indexes: [Int]) {
    let fixture = StackFixture()
    fixture.addFixedRows(5)
    let counter = CompletionCounter()

    let removed = fixture.stack.removeRows(indexes: indexes, completion: counter.handler)

    #expect(removed.map { $0.title } == ["r0", "r1", "r3"])
    #expect(fixture.titles == ["r2", "r4"])
    #expect(
      fixture.frames == [CGRect(x: 0, y: 0, width: 320, height: 100), CGRect(x: 0, y: 100, width: 320, height: 100)])
    #expect(fixture.stack.rows.map(\.index) == [0, 1])
    #expect(fixture.controller.children.map { $0.title } == ["r2", "r4"])
    #expect(counter.count == 1)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func removeRowsSkipsBadIndexesAndRemovesTheRest() {
    let fixture = StackFixture()
    fixture.addFixedRows(5)
    let counter = CompletionCounter()

    let removed = fixture.stack.removeRows(indexes: [4, -1, 9, 0], completion: counter.handler)

    #expect(removed.map { $0.title } == ["r0", "r4"])
    #expect(fixture.titles == ["r1", "r2", "r3"])
    #expect(fixture.diagnosticKinds == [.indexOutOfRange, .indexOutOfRange])
    #expect(counter.count == 1)
  }

  @Test func removeAllRowsEmptiesTheStackAndCompletesOnce() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(3)
    let oldRows = fixture.stack.rows
    fixture.clearLogs()
    let counter = CompletionCounter()

    fixture.stack.removeAllRows(completion: counter.handler)

    #expect(fixture.stack.rows.isEmpty)
    #expect(fixture.stack.isEmpty)
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 0))
    #expect(controllers.allSatisfy { $0.parent == nil })
    #expect(fixture.controller.children.isEmpty)
    #expect(oldRows.allSatisfy { $0.index == nil && $0.superview == nil })
    #expect(
      fixture.delegate.log == [
        "hidden 0 offscreen", "hidden 1 offscreen", "hidden 2 offscreen", "contentSize 320x0", "layout",
      ])
    #expect(counter.count == 1)
  }

  @Test func removeAllRowsOnEmptyStackStillCompletesOnce() {
    let fixture = StackFixture()
    let counter = CompletionCounter()
    fixture.stack.removeAllRows(animated: true, completion: counter.handler)
    #expect(counter.count == 1)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func removingRowTwiceReturnsFalseAndReportsStaleRow() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let row = fixture.stack.rows[0]
    let first = CompletionCounter()
    let second = CompletionCounter()

    #expect(fixture.stack.removeRow(row, completion: first.handler))
    #expect(fixture.stack.removeRow(row, completion: second.handler) == false)

    #expect(fixture.titles == ["r1"])
    #expect(fixture.diagnosticKinds == [.staleRow])
    #expect(first.count == 1)
    #expect(second.count == 1)
  }

  @Test func onChangeRowReportsAdditionRemovalAndReplacementInOrder() {
    let fixture = StackFixture()
    var changes: [String] = []
    fixture.stack.onChangeRow = { row, isRemoved in
      changes.append("\(isRemoved ? "removed" : "added") \(row.controller?.title ?? "?") index \(row.index ?? -1)")
    }

    fixture.addFixedRows(2)
    fixture.stack.replaceRow(index: 0, withRow: SizedController("new", size: .fixed(10)))
    fixture.stack.removeRow(index: 1)

    #expect(
      changes == [
        "added r0 index 0", "added r1 index 1", "removed r0 index -1", "added new index 0", "removed r1 index -1",
      ])
  }

  /// Changes are queued for `onChangeRow` only while a handler is set: one set later hears only
  /// what comes after it, and a handler removed hears nothing more.
  @Test func onChangeRowHearsOnlyTheChangesMadeWhileItIsSet() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    var changes: [String] = []
    fixture.stack.onChangeRow = { row, isRemoved in
      changes.append("\(isRemoved ? "removed" : "added") \(row.controller?.title ?? "?")")
    }
    fixture.stack.removeRow(index: 0)
    fixture.stack.onChangeRow = nil
    fixture.stack.removeAllRows()
    #expect(changes == ["removed r0"])
  }

  @Test func animatedRemovalUpdatesLayoutAtOnceAndCompletesAfterTheAnimation() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    let counter = CompletionCounter()

    fixture.stack.removeRow(index: 0, animated: true, completion: counter.handler)

    #expect(fixture.titles == ["r1", "r2"])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 200))
    #expect(counter.count == 0)
    ScreenTestDriver.advanceTime(by: 0.125)
    #expect(counter.count == 0)
    ScreenTestDriver.advanceTime(by: 0.125)
    #expect(counter.count == 1)
    fixture.finishAnimations()
    #expect(counter.count == 1)
  }
}
