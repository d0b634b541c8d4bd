import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct RowInsertionTests {
  @Test func addRowsLaysThemOutContiguously() {
    let fixture = StackFixture()
    fixture.addFixedRows(3, length: 100)
    let frames = fixture.stack.rows.map(\.frame)
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 320, height: 100), CGRect(x: 0, y: 100, width: 320, height: 100),
        CGRect(x: 0, y: 200, width: 320, height: 100),
      ])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 300))
  }

  @Test func everyInsertLocationPlacesTheRow() throws {
    let fixture = StackFixture()
    let base = fixture.addFixedRows(3)
    let stack = fixture.stack
    let top = SizedController("top", size: .fixed(10))
    let mid = SizedController("mid", size: .fixed(10))
    let afterFirst = SizedController("afterFirst", size: .fixed(10))
    let beforeLast = SizedController("beforeLast", size: .fixed(10))
    let plain = SizedView(intrinsicSize: CGSize(width: 0, height: 10))
    plain.accessibilityLabel = "plain"
    let plainAfter = SizedView(intrinsicSize: CGSize(width: 0, height: 10))
    plainAfter.accessibilityLabel = "plainAfter"
    let plainBefore = SizedView(intrinsicSize: CGSize(width: 0, height: 10))
    plainBefore.accessibilityLabel = "plainBefore"

    #expect(stack.addRow(controller: top, at: .top) != nil)
    #expect(stack.addRow(controller: mid, at: .atIndex(2)) != nil)
    #expect(stack.addRow(controller: afterFirst, at: .after(base[0])) != nil)
    #expect(stack.addRow(controller: beforeLast, at: .before(base[2])) != nil)
    #expect(stack.addRow(view: plain) != nil)
    #expect(stack.addRow(view: plainAfter, at: .afterView(base[1].view)) != nil)
    #expect(stack.addRow(view: plainBefore, at: .beforeView(plain)) != nil)

    let titles = stack.rows.map { $0.controller?.title ?? $0.contentView.accessibilityLabel ?? "?" }
    #expect(
      titles == ["top", "r0", "afterFirst", "mid", "r1", "plainAfter", "beforeLast", "r2", "plainBefore", "plain"])
    #expect(stack.rows.enumerated().allSatisfy { $0.element.index == $0.offset })
  }

  @Test func addedControllerBecomesChildInDocumentedOrder() throws {
    let fixture = StackFixture()
    let child = SizedController("child", size: .fixed(50))
    _ = child.view
    child.clearLifecycleLog()
    fixture.stack.addRow(controller: child)
    #expect(child.parent === fixture.controller)
    #expect(child.lifecycleLog == [.willMove(toParent: true), .viewAttached, .didMove(toParent: true)])
  }

  /// viewWillAppear before the view is added ("about to be added"), viewDidAppear after ("was
  /// added"), both before `didMove(toParent:)`.
  @Test func appearedParentMakesNewChildAppearAroundItsViewBeforeDidMove() {
    let fixture = StackFixture()
    fixture.controller.simulateAppearance()
    let child = SizedController("child", size: .fixed(50))
    _ = child.view
    child.clearLifecycleLog()
    fixture.stack.addRow(controller: child)
    #expect(
      child.lifecycleLog == [
        .willMove(toParent: true), .viewWillAppear, .viewAttached, .viewDidAppear,
        .didMove(toParent: true),
      ])
  }

  @Test func addingInsertedControllerAgainKeepsTheExistingRow() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(2)
    let original = fixture.stack.rows[0]
    #expect(fixture.stack.addRow(controller: controllers[0]) == nil)
    #expect(fixture.stack.rows.count == 2)
    #expect(fixture.stack.rows[0] === original)
    #expect(original.contentView === controllers[0].view)
    #expect(fixture.diagnosticKinds == [.duplicateContent])
  }

  @Test func addRowsSkipsRepeatsWithinTheList() {
    let fixture = StackFixture()
    let a = SizedController("a", size: .fixed(10))
    let rows = fixture.stack.addRows(controllers: [a, a])
    #expect(rows.count == 1)
    #expect(fixture.stack.rows.count == 1)
    #expect(fixture.diagnosticKinds == [.duplicateContent])
  }

  @Test(arguments: [-1, 4, Int.max, Int.min])
  func insertionAtInvalidIndexIsRefusedAndCompletes(index: Int) {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    let counter = CompletionCounter()
    let row = fixture.stack.addRow(
      controller: SizedController("x", size: .fixed(10)), at: .atIndex(index), completion: counter.handler)
    #expect(row == nil)
    #expect(fixture.stack.rows.count == 3)
    #expect(counter.count == 1)
    #expect(fixture.diagnosticKinds == [.indexOutOfRange])
  }

  @Test func insertionAfterUnknownControllerIsRefused() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let stranger = SizedController("stranger")
    #expect(fixture.stack.addRow(controller: SizedController("x"), at: .after(stranger)) == nil)
    #expect(fixture.stack.addRow(view: UIView(), at: .beforeView(UIView())) == nil)
    #expect(fixture.diagnosticKinds == [.contentNotFound, .contentNotFound])
    #expect(fixture.stack.rows.count == 1)
  }

  @Test func setRowsReplacesEverything() {
    let fixture = StackFixture()
    let old = fixture.addFixedRows(2)
    let views = [SizedView(intrinsicSize: CGSize(width: 1, height: 30))]
    fixture.stack.setRows(views: views)
    #expect(fixture.stack.rows.count == 1)
    #expect(old.allSatisfy { $0.parent == nil })
    #expect(fixture.stack.rows[0].contentView === views[0])
    let controllers = [SizedController("n", size: .fixed(5))]
    fixture.stack.setRows(controllers: controllers)
    #expect(fixture.stack.rows.count == 1 && fixture.stack.rows[0].controller === controllers[0])
  }

  @Test func plainViewsAreRefusedByTheirPlaceInTheHierarchy() {
    // An empty stack in no view: itself, with no superview and no subview, is still refused.
    let lone = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(lone.addRow(view: lone) == nil)
    // A view in no view that contains the stack.
    let outer = UIView()
    outer.addSubview(lone)
    #expect(lone.addRow(view: outer) == nil)
    // The content of another stack's row.
    let other = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let shared = SizedView(intrinsicSize: CGSize(width: 0, height: 40))
    other.addRow(view: shared)
    #expect(lone.addRow(view: shared) == nil)
    // A bare view joins.
    #expect(lone.addRow(view: SizedView(intrinsicSize: CGSize(width: 0, height: 40))) != nil)
    #expect(lone.rows.count == 1)
    #expect(other.rows.count == 1 && other.rows[0].contentView === shared)
  }

  @Test func addingTheStackOrAnAncestorAsARowIsRefused() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    #expect(fixture.stack.addRow(view: fixture.stack) == nil)
    #expect(fixture.stack.addRow(controller: fixture.controller) == nil)
    #expect(fixture.diagnosticKinds == [.duplicateContent, .duplicateContent])
    #expect(fixture.stack.rows.count == 1)
    // The hierarchy has no cycle: walking up from the stack ends.
    #expect(fixture.stack.window == nil)
  }
}
