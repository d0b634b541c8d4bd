import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Containment callbacks (`willMove`/`didMove(toParent:)`) that change the stack while rows are
/// being added or removed: every row ends attached exactly when it is in the stack.
@Suite @MainActor struct ReentrantContainmentTests {
  @Test func aRowRemovedByAnEarlierRowsDidMoveDuringAddRowsIsNeverAttached() {
    let fixture = StackFixture()
    let first = HookedController("a")
    let second = HookedController("b")
    first.onDidMove = { [weak second, unowned fixture] toParent in
      guard toParent, let second, let row = fixture.stack.rowForController(second) else { return }
      fixture.stack.removeRow(row)
    }
    let counter = CompletionCounter()

    let added = fixture.stack.addRows(controllers: [first, second], completion: counter.handler)

    #expect(added.map { $0.controller?.title } == ["a"])
    #expect(fixture.titles == ["a"])
    #expect(second.parent == nil)
    #expect(fixture.controller.children.map(\.title) == ["a"])
    #expect(second.view.superview == nil)
    #expect(!second.lifecycleLog.contains(.didMove(toParent: true)))
    #expect(counter.count == 1)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func theRowsAfterOneRemovedDuringAddRowsAreStillReturned() {
    let fixture = StackFixture()
    let first = HookedController("a")
    let second = HookedController("b")
    let third = HookedController("c")
    first.onDidMove = { [weak second, unowned fixture] toParent in
      guard toParent, let second, let row = fixture.stack.rowForController(second) else { return }
      fixture.stack.removeRow(row)
    }

    let added = fixture.stack.addRows(controllers: [first, second, third])

    #expect(added.map { $0.controller?.title } == ["a", "c"])
    #expect(fixture.titles == ["a", "c"])
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test(arguments: [false, true])
  func aControllerThatRemovesItselfWhileBeingAddedEndsDetached(fromDidMove: Bool) {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let leaving = WillMoveHookController("x")
    let hook: (Bool) -> Void = { [unowned fixture, unowned leaving] toParent in
      guard toParent, let row = fixture.stack.rowForController(leaving) else { return }
      fixture.stack.removeRow(row)
    }
    if fromDidMove { leaving.onDidMove = hook } else { leaving.onWillMove = hook }
    let counter = CompletionCounter()

    let row = fixture.stack.addRow(controller: leaving, completion: counter.handler)

    #expect(row == nil)
    #expect(fixture.titles == ["r0"])
    #expect(leaving.parent == nil)
    #expect(fixture.controller.children.count == 1)
    #expect(leaving.view.superview == nil)
    // UIKit's removeFromParent() calls didMove(toParent: nil) itself; the log notes the removal
    // when it returns.
    #expect(leaving.lifecycleLog.suffix(2) == [.didMove(toParent: false), .removedFromParent])
    #expect(counter.count == 1)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aControllerRemovedWhileAppearingThatAddsItselfBackEndsAFullyAttachedRow() {
    let fixture = StackFixture()
    fixture.controller.simulateAppearance()
    let bouncing = WillMoveHookController("x")
    // Once only: the re-added row appears again, and removing it every time would never end (in
    // UIKit as here).
    var removedOnce = false
    bouncing.onViewWillAppear = { [unowned fixture, unowned bouncing] in
      guard !removedOnce, let row = fixture.stack.rowForController(bouncing) else { return }
      removedOnce = true
      fixture.stack.removeRow(row)
    }
    bouncing.onDidMove = { [unowned fixture, unowned bouncing] toParent in
      guard toParent, fixture.stack.rowForController(bouncing) == nil else { return }
      fixture.stack.addRow(controller: bouncing)
    }

    fixture.stack.addRow(controller: bouncing)

    #expect(fixture.titles == ["x"])
    #expect(bouncing.parent === fixture.controller)
    #expect(fixture.controller.children.count == 1)
    #expect(bouncing.view.superview === fixture.stack.rows.first)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aControllerThatReaddsItselfInWillMoveToNilEndsAFullyAttachedRow() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let readding = WillMoveHookController("x")
    fixture.stack.addRow(controller: readding)
    var readded = false
    readding.onWillMove = { [unowned fixture, unowned readding] toParent in
      guard !toParent, !readded else { return }
      readded = true
      fixture.stack.addRow(controller: readding)
    }
    readding.clearLifecycleLog()

    let removed = fixture.stack.removeRow(index: 1)

    #expect(removed === readding)
    #expect(fixture.titles == ["r0", "x"])
    #expect(readding.parent === fixture.controller)
    #expect(fixture.controller.children.filter { $0 === readding }.count == 1)
    #expect(readding.view.superview === fixture.stack.rows.last)
    #expect(
      readding.lifecycleLog == [
        .willMove(toParent: false), .viewDetached, .didMove(toParent: false), .removedFromParent,
        .willMove(toParent: true), .viewAttached, .didMove(toParent: true),
      ])
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aReplacedControllerThatReaddsItselfEndsAFullyAttachedRow() {
    let fixture = StackFixture()
    let readding = WillMoveHookController("x")
    fixture.stack.addRow(controller: readding)
    readding.onWillMove = { [unowned fixture, unowned readding] toParent in
      guard !toParent, fixture.stack.rowForController(readding) == nil else { return }
      fixture.stack.addRow(controller: readding)
    }

    fixture.stack.replaceRow(index: 0, withRow: SizedController("new", size: .fixed(50)))
    fixture.layout()

    #expect(fixture.titles == ["new", "x"])
    #expect(readding.parent === fixture.controller)
    #expect(readding.view.superview === fixture.stack.rows.last)
    #expect(fixture.stack.rows.last?.frame.height == 100)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aReaddedRowRemovedAgainBeforeItsOldRowLeftIsNeverAttached() {
    let fixture = StackFixture()
    let readding = WillMoveHookController("x")
    fixture.stack.addRow(controller: readding)
    var calls = 0
    readding.onWillMove = { [unowned fixture, unowned readding] toParent in
      guard !toParent else { return }
      calls += 1
      guard calls == 1 else { return }
      fixture.stack.addRow(controller: readding)
      fixture.stack.removeRow(index: 0)
    }

    fixture.stack.removeRow(index: 0)

    #expect(fixture.stack.rows.isEmpty)
    #expect(readding.parent == nil)
    #expect(readding.view.superview == nil)
    #expect(calls == 1)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func removalInsideAnotherRemovalReportsEachRowOnce() {
    let fixture = StackFixture()
    let hooked = HookedRemovalController("hooked")
    fixture.stack.addRows(controllers: [SizedController("first", size: .fixed(100)), hooked])
    hooked.onDidMoveToNilParent = { [unowned fixture] in fixture.stack.removeRow(index: 0) }
    fixture.clearLogs()
    fixture.stack.removeRows(indexes: [1])
    #expect(fixture.delegate.visibilityLog == ["hidden 1 offscreen", "hidden 0 offscreen"])
    #expect(fixture.stack.isEmpty)
  }
}

/// A 100-point controller that runs `onWillMove`, `onDidMove` and `onViewWillAppear` after the
/// callbacks of those names.
@MainActor
final class WillMoveHookController: LoggingViewController, ScrollStackContainableController {
  var onWillMove: ((_ toParent: Bool) -> Void)?
  var onDidMove: ((_ toParent: Bool) -> Void)?
  var onViewWillAppear: (() -> Void)?

  init(_ title: String) {
    super.init(title: title)
  }

  required init?(coder: NSCoder) { nil }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    onWillMove?(parent != nil)
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    onDidMove?(parent != nil)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    onViewWillAppear?()
  }

  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }
}

/// Removes another row from inside its own `didMove(toParent: nil)`.
@MainActor
final class HookedRemovalController: LoggingViewController, ScrollStackContainableController {
  var onDidMoveToNilParent: (() -> Void)?
  init(_ title: String) {
    super.init(title: title)
  }

  required init?(coder: NSCoder) { nil }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    if parent == nil { onDidMoveToNilParent?() }
  }
  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }
}
