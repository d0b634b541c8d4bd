import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Changes made from inside delegate callbacks: completions come after their own events, and
/// events queued before the change are delivered with the facts as they are when delivered.
@Suite @MainActor struct ReentrantDeliveryTests {
  /// Makes a change on the first scroll event and notes when its completion runs.
  private func completionPosition(_ change: @escaping (StackFixture, @escaping () -> Void) -> Void) -> (
    log: [String], completion: Int
  ) {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    var log: [String] = []
    var changed = false
    fixture.delegate.onEvent = { [unowned fixture] line in
      log.append(line)
      guard line.hasPrefix("scroll"), !changed else { return }
      changed = true
      change(fixture) { log.append("COMPLETION") }
    }
    fixture.stack.contentOffset = CGPoint(x: 0, y: 10)
    // An animated change ends when the clock moves.
    fixture.finishAnimations()
    return (log, log.firstIndex(of: "COMPLETION") ?? -1)
  }

  @Test func setRowHiddenInsideADelegateCallbackCompletesAfterItsEvents() {
    let (log, completion) = completionPosition { fixture, done in
      fixture.stack.setRowHidden(index: 0, isHidden: true, completion: done)
    }
    #expect(completion > (log.firstIndex(of: "hidden 0 hidden") ?? Int.max))
    #expect(completion > (log.lastIndex(of: "layout") ?? Int.max))
  }

  @Test(arguments: [false, true])
  func animatedChangesInsideADelegateCallbackCompleteAfterTheirEvents(axis: Bool) {
    let (log, completion) = completionPosition { fixture, done in
      if axis {
        fixture.stack.setAxis(.horizontal, animated: true, completion: done)
      } else {
        fixture.stack.addRow(controller: SizedController("new", size: .fixed(10)), animated: true, completion: done)
      }
    }
    #expect(completion > (log.lastIndex(of: "layout") ?? Int.max))
  }

  @Test func animatedHideInsideADelegateCallbackCompletesAfterItsEvents() {
    let (log, completion) = completionPosition { fixture, done in
      fixture.stack.setRowHidden(index: 1, isHidden: true, animated: true, completion: done)
    }
    #expect(completion > (log.firstIndex(of: "hidden 1 hidden") ?? Int.max))
  }

  @Test func eventsQueuedBeforeADelegateRemovedARowAreDeliveredWithCurrentFacts() {
    let fixture = StackFixture()
    let checker = FactCheckingDelegate(stack: fixture.stack)
    fixture.stack.stackDelegate = checker
    fixture.addFixedRows(10)
    checker.log.removeAll()
    var removed: ScrollStackRow?
    checker.onEvent = { [unowned fixture] line in
      guard line == "hidden 0 offscreen", removed == nil else { return }
      removed = fixture.stack.rows[5]
      fixture.stack.removeRow(index: 5)
    }

    fixture.stack.contentOffset = CGPoint(x: 0, y: 250)
    fixture.layout()

    #expect(checker.problems.isEmpty)
    #expect(!checker.rowsHeardOf.contains { $0 === removed })
    #expect(
      checker.log == [
        // Rows 6 to 8 moved up when row 5 left; row 5 is never reported.
        "hidden 0 offscreen", "hidden 1 offscreen", "visible 2 partial", "visible 4 entire", "visible 5 entire",
        "visible 6 entire", "visible 7 partial",
      ])
    for row in fixture.stack.rows {
      #expect(checker.toldKind[ObjectIdentifier(row)] == (row.visibility.isVisible ? row.visibility.kind : nil))
    }
  }

  @Test func eventsQueuedBeforeADelegateInsertedARowCarryTheCurrentIndex() {
    let fixture = StackFixture()
    let checker = FactCheckingDelegate(stack: fixture.stack)
    fixture.stack.stackDelegate = checker
    fixture.addFixedRows(10)
    checker.log.removeAll()
    var inserted = false
    checker.onEvent = { [unowned fixture] line in
      guard line.hasPrefix("hidden"), !inserted else { return }
      inserted = true
      fixture.stack.addRow(controller: SizedController("top", size: .fixed(0)), at: .top)
    }

    fixture.stack.contentOffset = CGPoint(x: 0, y: 250)
    fixture.layout()

    #expect(inserted)
    #expect(checker.problems.isEmpty)
  }

  @Test func completionOfAChangeMadeDuringDeliveryRunsAfterItsEvents() {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    var log: [String] = []
    var inserted = false
    fixture.delegate.onEvent = { [unowned fixture] line in
      log.append(line)
      guard line.hasPrefix("scroll"), !inserted else { return }
      inserted = true
      fixture.stack.addRow(
        controller: SizedController("new", size: .fixed(10)), at: .top, completion: { log.append("COMPLETION") })
    }
    fixture.stack.contentOffset = CGPoint(x: 0, y: 10)
    fixture.layout()
    let completionIndex = log.firstIndex(of: "COMPLETION") ?? -1
    let layoutIndex = log.lastIndex(of: "layout") ?? Int.max
    #expect(completionIndex > layoutIndex)
  }
}

/// Checks every visibility event against the stack at the moment it is delivered: the row is in
/// the stack at that index with that visibility (or, for a hidden event, no longer visible).
@MainActor
final class FactCheckingDelegate: ScrollStackControllerDelegate {
  weak var stack: ScrollStack?
  var log: [String] = []
  var problems: [String] = []
  var rowsHeardOf: [ScrollStackRow] = []
  var toldKind: [ObjectIdentifier: ScrollStackRowVisibility.Kind] = [:]
  var onEvent: ((String) -> Void)?

  init(stack: ScrollStack) {
    self.stack = stack
  }

  func scrollStackRowDidBecomeVisible(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {
    let line = "visible \(index) \(state.kind)"
    log.append(line)
    rowsHeardOf.append(row)
    if row.index != index { problems.append("\(line): the row's index is \(String(describing: row.index))") }
    if row.visibility.kind != state.kind { problems.append("\(line): the row is \(row.visibility)") }
    if toldKind[ObjectIdentifier(row)] == state.kind { problems.append("\(line): repeated") }
    toldKind[ObjectIdentifier(row)] = state.kind
    onEvent?(line)
  }

  func scrollStackRowDidBecomeHidden(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {
    let line = "hidden \(index) \(state.kind)"
    log.append(line)
    rowsHeardOf.append(row)
    if let current = row.index, current != index { problems.append("\(line): the row's index is \(current)") }
    if row.visibility.isVisible { problems.append("\(line): the row is \(row.visibility)") }
    if toldKind[ObjectIdentifier(row)] == nil { problems.append("\(line): never reported visible") }
    toldKind[ObjectIdentifier(row)] = nil
    onEvent?(line)
  }
}
