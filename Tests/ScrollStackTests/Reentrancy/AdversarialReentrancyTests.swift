import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// User code in callbacks that fights the stack in ways the re-entrancy issue did not list: the
/// stack ends consistent, every row's controller is a child holding its view (and no other
/// controller is), and every completion runs exactly once.
@Suite @MainActor struct AdversarialReentrancyTests {
  /// Every row's controller is a child of the stack's controller whose view is in that row, and
  /// the stack's controller has no other child.
  private func containmentProblems(_ fixture: StackFixture) -> [String] {
    var problems: [String] = []
    for row in fixture.stack.rows {
      guard let controller = row.controller else { continue }
      if controller.parent !== fixture.controller { problems.append("\(controller.title ?? "?") is not a child") }
      if controller.view.superview !== row { problems.append("\(controller.title ?? "?") is not in its row") }
    }
    let rowControllers = fixture.stack.rows.compactMap(\.controller)
    if fixture.controller.children.count != rowControllers.count {
      problems.append("\(fixture.controller.children.count) children for \(rowControllers.count) controller rows")
    }
    return problems
  }

  @Test func aDelegateThatRemovesAllRowsDuringSetRowsLeavesAConsistentStack() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    var fired = false
    fixture.delegate.onEvent = { [unowned fixture] line in
      guard !fired, line.hasPrefix("hidden") else { return }
      fired = true
      fixture.stack.removeAllRows()
    }
    let replacements = (0..<2).map { SizedController("n\($0)", size: .fixed(100)) }

    let rows = fixture.stack.setRows(controllers: replacements)

    #expect(fired)
    // Whatever user code did, the rows returned are the rows the stack holds of the new ones.
    #expect(rows.allSatisfy { fixture.stack.containsRow($0) })
    #expect(fixture.inconsistencies().isEmpty)
    #expect(containmentProblems(fixture).isEmpty)
    for controller in replacements where fixture.stack.rowForController(controller) == nil {
      #expect(controller.parent == nil)
      #expect(controller.view.superview == nil)
    }
  }

  @Test(arguments: [false, true])
  func aCompletionThatShowsTheRowItsHideHidRunsOnceAndTheShowWins(animated: Bool) {
    let fixture = StackFixture()
    let log = TransitionLog()
    fixture.addFixedRows(1)
    let animatable = AnimatableController("a", log: log)
    fixture.stack.addRow(controller: animatable)
    var hideCompletions = 0
    var showCompletions = 0

    fixture.stack.setRowHidden(index: 1, isHidden: true, animated: animated) {
      hideCompletions += 1
      fixture.stack.setRowHidden(index: 1, isHidden: false, animated: animated) { showCompletions += 1 }
    }
    ScreenTestDriver.advanceTime(by: 10)
    ScreenTestDriver.advanceTime(by: 10)
    fixture.layout()

    #expect(hideCompletions == 1)
    #expect(showCompletions == 1)
    #expect(fixture.stack.rows[1].isHidden == false)
    #expect(log.lines.last == "didEnd show")
    #expect(log.lines.filter { $0.hasPrefix("willBegin") }.count == log.lines.filter { $0.hasPrefix("didEnd") }.count)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aControllerThatReaddsItselfFromViewWillDisappearDuringRemoveAllRowsEndsAttached() {
    let fixture = StackFixture()
    fixture.controller.simulateAppearance()
    fixture.addFixedRows(2)
    let stubborn = DisappearHookController("x")
    fixture.stack.addRow(controller: stubborn)
    var readded = false
    stubborn.onViewWillDisappear = { [unowned fixture, unowned stubborn] in
      guard !readded else { return }
      readded = true
      fixture.stack.addRow(controller: stubborn)
    }
    let counter = CompletionCounter()

    fixture.stack.removeAllRows(completion: counter.handler)

    #expect(readded)
    #expect(counter.count == 1)
    #expect(fixture.titles == ["x"])
    #expect(stubborn.parent === fixture.controller)
    #expect(stubborn.view.superview === fixture.stack.rows.first)
    #expect(stubborn.isAppeared)
    #expect(fixture.inconsistencies().isEmpty)
    #expect(containmentProblems(fixture).isEmpty)
  }

  @Test func movingTheRowThatBecameVisibleFromItsOwnEventKeepsEventsCurrent() {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    fixture.clearLogs()
    var moved = false
    fixture.delegate.onEvent = { [unowned fixture] line in
      guard !moved, line.hasPrefix("visible 5") else { return }
      moved = true
      fixture.stack.moveRow(index: 5, to: 0)
    }

    fixture.stack.contentOffset = CGPoint(x: 0, y: 100)
    fixture.layout()

    #expect(moved)
    #expect(fixture.titles == ["r5", "r0", "r1", "r2", "r3", "r4", "r6", "r7", "r8", "r9"])
    #expect(fixture.inconsistencies().isEmpty)
    // Every event delivered after the move names the row by the index it has at that moment, with
    // the visibility it has then: the last report about each row is its current state.
    var last: [Int: String] = [:]
    for line in fixture.delegate.visibilityLog {
      let parts = line.split(separator: " ")
      guard parts.count == 3, let index = Int(parts[1]) else { continue }
      last[index] = String(parts[0])
    }
    for (index, kind) in last {
      let isVisible = fixture.stack.rows[index].visibility.isVisible
      #expect((kind == "visible") == isVisible, "row \(index) last reported \(kind)")
    }
  }

  @Test func aControllerReaddedWhileItsAnimatedRemovalRunsStaysAttached() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let returning = SizedController("x", size: .fixed(50))
    fixture.stack.addRow(controller: returning)
    let removal = CompletionCounter()
    let addition = CompletionCounter()

    fixture.stack.removeRow(index: 2, animated: true, completion: removal.handler)
    let row = fixture.stack.addRow(controller: returning, completion: addition.handler)
    ScreenTestDriver.advanceTime(by: 10)
    ScreenTestDriver.advanceTime(by: 10)
    fixture.layout()

    #expect(row != nil)
    #expect(removal.count == 1)
    #expect(addition.count == 1)
    #expect(fixture.titles == ["r0", "r1", "x"])
    #expect(returning.parent === fixture.controller)
    #expect(returning.view.superview === fixture.stack.rows.last)
    #expect(fixture.inconsistencies().isEmpty)
    #expect(containmentProblems(fixture).isEmpty)
  }

  @Test func aDelegateThatRemovesEveryRowWhenAnAnimatedScrollEndsCompletesItOnce() {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    var removals = 0
    fixture.delegate.onEvent = { [unowned fixture] line in
      guard line == "endScroll" else { return }
      removals += 1
      fixture.stack.removeAllRows(animated: true)
    }
    let counter = CompletionCounter()

    fixture.stack.scrollToRow(index: 8, at: .initial, animated: true, completion: counter.handler)
    for _ in 0..<5 { ScreenTestDriver.advanceTime(by: 10) }
    fixture.layout()

    #expect(removals == 1)
    #expect(counter.count == 1)
    #expect(fixture.stack.rows.isEmpty)
    #expect(fixture.inconsistencies().isEmpty)
  }
}

extension AdversarialReentrancyTests {
  @Test func aReplacementWhoseViewDidLoadAddsItselfAsARowIsRefusedOnce() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let sneaky = LoadHookController("s")
    sneaky.onViewDidLoad = { [unowned fixture, unowned sneaky] in fixture.stack.addRow(controller: sneaky, at: .top) }
    let counter = CompletionCounter()

    let row = fixture.stack.replaceRow(index: 1, withRow: sneaky, completion: counter.handler)
    fixture.layout()

    // The controller became a row on its own; it cannot also replace r1.
    #expect(row == nil)
    #expect(fixture.titles == ["s", "r0", "r1"])
    #expect(counter.count == 1)
    #expect(!fixture.diagnostics.isEmpty)
    #expect(fixture.inconsistencies().isEmpty)
    #expect(containmentProblems(fixture).isEmpty)
  }

  @Test func aDelegateThatCallsSetRowsAgainDuringSetRowsEndsWithTheInnerRows() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    let inner = (0..<2).map { SizedController("i\($0)", size: .fixed(100)) }
    let outer = (0..<2).map { SizedController("o\($0)", size: .fixed(100)) }
    var fired = false
    fixture.delegate.onEvent = { [unowned fixture] line in
      guard !fired, line.hasPrefix("visible") else { return }
      fired = true
      fixture.stack.setRows(controllers: inner)
    }

    fixture.stack.setRows(controllers: outer)

    #expect(fired)
    #expect(fixture.inconsistencies().isEmpty)
    #expect(containmentProblems(fixture).isEmpty)
    for controller in inner + outer where fixture.stack.rowForController(controller) == nil {
      #expect(controller.parent == nil, "\(controller.title ?? "") left but kept its parent")
    }
  }

  @Test func aNestedStacksRowThatRemovesTheNestedStackFromTheOuterOneLeavesBothConsistent() {
    let fixture = StackFixture()
    fixture.controller.simulateAppearance()
    fixture.addFixedRows(1)
    let nested = ScrollStackController()
    nested.view.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
    fixture.stack.addRow(controller: nested)
    let saboteur = DisappearHookController("sab")
    nested.scrollStack.addRow(controller: saboteur)
    var fired = false
    saboteur.onViewWillDisappear = { [unowned fixture] in
      guard !fired else { return }
      fired = true
      fixture.stack.removeRow(index: 0)
    }
    let counter = CompletionCounter()

    fixture.stack.removeRow(index: 1, completion: counter.handler)

    #expect(fired)
    #expect(counter.count == 1)
    #expect(fixture.stack.rows.isEmpty)
    #expect(fixture.controller.children.isEmpty)
    #expect(nested.parent == nil)
    #expect(saboteur.parent === nested)
    #expect(fixture.inconsistencies().isEmpty)
  }
}

/// A sized row controller that runs `onViewWillDisappear` from its `viewWillDisappear`.
@MainActor
final class DisappearHookController: LoggingViewController, ScrollStackContainableController {
  var onViewWillDisappear: (() -> Void)?

  init(_ title: String) {
    super.init(title: title)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    onViewWillDisappear?()
  }

  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }
}

extension AdversarialReentrancyTests {
  @Test func rowsInsertedWhileAnAnimatedRemovalRunsKeepTheSubviewOrder() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)

    fixture.stack.removeRow(index: 0, animated: true)
    fixture.stack.addRow(controller: SizedController("new", size: .fixed(100)), at: .atIndex(1))
    let during = fixture.stack.subviews.compactMap { $0 as? ScrollStackRow }.filter { $0.index != nil }
    ScreenTestDriver.advanceTime(by: 10)
    ScreenTestDriver.advanceTime(by: 10)
    fixture.layout()

    #expect(fixture.titles == ["r1", "new", "r2"])
    #expect(during.map { ObjectIdentifier($0) } == fixture.stack.rows.map { ObjectIdentifier($0) })
    let after = fixture.stack.subviews.compactMap { $0 as? ScrollStackRow }
    #expect(after.map { ObjectIdentifier($0) } == fixture.stack.rows.map { ObjectIdentifier($0) })
    #expect(fixture.inconsistencies().isEmpty)
  }
}
