import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// ScrollStackController 1.7's spellings, kept as deprecated aliases, do what its members did,
/// and refuse bad input with a diagnostic instead of crashing. Each test runs its check through
/// ``CompatibilityChecks``, whose deprecated witnesses call the aliases without a warning (Swift
/// Testing refuses a deprecated suite).
@Suite @MainActor struct ScrollStackControllerCompatibilityTests {
  private let checks: any CompatibilityChecks = DeprecatedSpellings()

  @Test func rowForControllerGivesTheTupleWhereTheContextAsksForIt() {
    checks.rowForControllerGivesTheTupleWhereTheContextAsksForIt()
  }
  @Test func rowForViewGivesTheTupleWhereTheContextAsksForIt() {
    checks.rowForViewGivesTheTupleWhereTheContextAsksForIt()
  }
  @Test func containsRowForControllerAndIndexOfRowFollowTheRows() {
    checks.containsRowForControllerAndIndexOfRowFollowTheRows()
  }
  @Test func isRowVisibleGivesTheVisibilityWhereTheContextAsksForIt() {
    checks.isRowVisibleGivesTheVisibilityWhereTheContextAsksForIt()
  }
  @Test func isRowHiddenReadsTheRowAndIsFalseForABadIndex() { checks.isRowHiddenReadsTheRowAndIsFalseForABadIndex() }
  @Test func hideSeparatorsHidesTheSeparatorsOfEveryRowAndOfNewRows() {
    checks.hideSeparatorsHidesTheSeparatorsOfEveryRowAndOfNewRows()
  }
  @Test func setRowPaddingWithIndexesPadsEachRowAndSkipsBadIndexes() {
    checks.setRowPaddingWithIndexesPadsEachRowAndSkipsBadIndexes()
  }
  @Test func removeRowsGivesTheOptionalWhereTheContextAsksForIt() {
    checks.removeRowsGivesTheOptionalWhereTheContextAsksForIt()
  }
  @Test func toggleAxisSwitchesTheAxisKeepingRowSettingsAndCompletesOnce() {
    checks.toggleAxisSwitchesTheAxisKeepingRowSettingsAndCompletesOnce()
  }
  @Test func removeFromStackViewRemovesTheRowOnceAndReportsAStaleRow() {
    checks.removeFromStackViewRemovesTheRowOnceAndReportsAStaleRow()
  }
  @Test func rowColoursComeFromTheStackWhenRowsAreAdded() { checks.rowColoursComeFromTheStackWhenRowsAreAdded() }
}

/// The checks, one per test; calling them through the protocol does not warn.
@MainActor
private protocol CompatibilityChecks {
  func rowForControllerGivesTheTupleWhereTheContextAsksForIt()
  func rowForViewGivesTheTupleWhereTheContextAsksForIt()
  func containsRowForControllerAndIndexOfRowFollowTheRows()
  func isRowVisibleGivesTheVisibilityWhereTheContextAsksForIt()
  func isRowHiddenReadsTheRowAndIsFalseForABadIndex()
  func hideSeparatorsHidesTheSeparatorsOfEveryRowAndOfNewRows()
  func setRowPaddingWithIndexesPadsEachRowAndSkipsBadIndexes()
  func removeRowsGivesTheOptionalWhereTheContextAsksForIt()
  func toggleAxisSwitchesTheAxisKeepingRowSettingsAndCompletesOnce()
  func removeFromStackViewRemovesTheRowOnceAndReportsAStaleRow()
  func rowColoursComeFromTheStackWhenRowsAreAdded()
}

/// Calls the deprecated spellings; each witness is deprecated, so its calls do not warn.
@MainActor
private struct DeprecatedSpellings: CompatibilityChecks {  // MARK: Queries

  @available(*, deprecated)
  func rowForControllerGivesTheTupleWhereTheContextAsksForIt() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(3)
    let stranger = SizedController("stranger")

    // The plain call keeps this package's answer: the row.
    let row = fixture.stack.rowForController(controllers[1])
    #expect(row === fixture.stack.rows[1])
    // `.cell` and destructuring ask for ScrollStackController's tuple.
    #expect(fixture.stack.rowForController(controllers[1])?.cell === fixture.stack.rows[1])
    let found: (index: Int, cell: ScrollStackRow)? = fixture.stack.rowForController(controllers[2])
    #expect(found?.index == 2)
    #expect(found?.cell === fixture.stack.rows[2])
    let missing: (index: Int, cell: ScrollStackRow)? = fixture.stack.rowForController(stranger)
    #expect(missing == nil)
    #expect(fixture.diagnostics.isEmpty)
  }

  @available(*, deprecated)
  func rowForViewGivesTheTupleWhereTheContextAsksForIt() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
    fixture.stack.addRow(view: view)

    #expect(fixture.stack.rowForView(view) === fixture.stack.rows[1])
    let found: (index: Int, cell: ScrollStackRow)? = fixture.stack.rowForView(view)
    #expect(found?.index == 1)
    #expect(found?.cell === fixture.stack.rows[1])
    #expect(fixture.stack.rowForView(UIView(frame: .zero))?.cell == nil)
  }

  @available(*, deprecated)
  func containsRowForControllerAndIndexOfRowFollowTheRows() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(3)
    let row = fixture.stack.rows[2]

    #expect(fixture.stack.containsRowForController(controllers[0]))
    #expect(!fixture.stack.containsRowForController(SizedController("stranger")))
    #expect(fixture.stack.indexOfRow(row) == 2)
    fixture.stack.removeRow(index: 0)
    #expect(!fixture.stack.containsRowForController(controllers[0]))
    #expect(fixture.stack.indexOfRow(row) == 1)
    fixture.stack.removeRow(row)
    #expect(fixture.stack.indexOfRow(row) == nil)
  }

  @available(*, deprecated)
  func isRowVisibleGivesTheVisibilityWhereTheContextAsksForIt() {
    let fixture = StackFixture()  // 480 points high: rows 0–3 whole, row 4 in part, row 5 not
    fixture.addFixedRows(6)
    fixture.stack.setRowHidden(index: 3, isHidden: true)
    fixture.stack.layoutIfNeeded()

    #expect(fixture.stack.isRowVisible(index: 0) == .entire)
    #expect(fixture.stack.isRowVisible(index: 3) == .hidden)
    if case .partial(let percentage) = fixture.stack.isRowVisible(index: 5) {
      #expect(percentage > 0 && percentage < 100)
    } else {
      Issue.record("row 5 should be in part visible once row 3 is hidden")
    }
    // A `switch` types its subject alone, which gives the `Bool`: the type is named there.
    let visibility: ScrollStack.RowVisibility = fixture.stack.isRowVisible(index: 4)
    #expect(visibility == .entire)
    // A plain condition keeps this package's `Bool`.
    if fixture.stack.isRowVisible(index: 0) {} else { Issue.record("row 0 is visible") }
    let visible = fixture.stack.isRowVisible(index: 3)
    #expect(visible == false)
    #expect(fixture.diagnostics.isEmpty)

    // A bad index is `.hidden`, as in ScrollStackController, and reported.
    #expect(fixture.stack.isRowVisible(index: 6) == .hidden)
    #expect(fixture.stack.isRowVisible(index: -1) == .hidden)
    #expect(fixture.diagnosticKinds == [.indexOutOfRange, .indexOutOfRange])
  }

  @available(*, deprecated)
  func isRowHiddenReadsTheRowAndIsFalseForABadIndex() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    fixture.stack.setRowHidden(index: 1, isHidden: true)

    #expect(!fixture.stack.isRowHidden(index: 0))
    #expect(fixture.stack.isRowHidden(index: 1))
    #expect(fixture.diagnostics.isEmpty)
    #expect(!fixture.stack.isRowHidden(index: 2))
    #expect(fixture.diagnosticKinds == [.indexOutOfRange])
  }

  // MARK: Settings and changes

  @available(*, deprecated)
  func hideSeparatorsHidesTheSeparatorsOfEveryRowAndOfNewRows() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    fixture.stack.rows[1].isSeparatorHidden = true

    fixture.stack.hideSeparators = true
    #expect(fixture.stack.hideSeparators)
    #expect(fixture.stack.isSeparatorHidden)
    fixture.addFixedRows(1)
    #expect(fixture.stack.rows.map(\.isSeparatorHidden) == [true, true, true])
    fixture.stack.layoutIfNeeded()
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [false, false, false])

    fixture.stack.hideSeparators = false
    fixture.stack.layoutIfNeeded()
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, true, true])
    #expect(fixture.diagnostics.isEmpty)
  }

  @available(*, deprecated)
  func setRowPaddingWithIndexesPadsEachRowAndSkipsBadIndexes() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    let padding = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)

    #expect(fixture.stack.setRowPadding(indexes: [0, 2], padding: padding))
    #expect(fixture.stack.rows.map(\.rowPadding) == [padding, .zero, padding])
    #expect(!fixture.stack.setRowPadding(indexes: [1, 7], padding: padding))
    #expect(fixture.stack.rows[1].rowPadding == padding)
    #expect(fixture.diagnosticKinds == [.indexOutOfRange])
  }

  @available(*, deprecated)
  func removeRowsGivesTheOptionalWhereTheContextAsksForIt() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(5)

    #expect(fixture.stack.removeRows(indexes: [3, 1])?.count == 2)
    #expect(fixture.titles == ["r0", "r2", "r4"])
    #expect(controllers[1].parent == nil)
    // A plain call keeps this package's array.
    let removed = fixture.stack.removeRows(indexes: [0, 9])
    #expect(removed.map(\.title) == ["r0"])
    #expect(fixture.titles == ["r2", "r4"])
    #expect(fixture.diagnosticKinds == [.indexOutOfRange])
    fixture.layout()
    #expect(fixture.inconsistencies().isEmpty)
  }

  @available(*, deprecated)
  func toggleAxisSwitchesTheAxisKeepingRowSettingsAndCompletesOnce() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    fixture.stack.setRowInsets(index: 1, insets: insets)
    var completions = 0

    fixture.stack.toggleAxis(animated: false) { completions += 1 }
    #expect(fixture.stack.axis == .horizontal)
    #expect(completions == 1)
    fixture.stack.toggleAxis(animated: true) { completions += 1 }
    #expect(fixture.stack.axis == .vertical)
    fixture.finishAnimations()
    #expect(completions == 2)
    #expect(fixture.stack.rows[1].rowInsets == insets)
    fixture.layout()
    #expect(fixture.inconsistencies().isEmpty)
  }

  // MARK: Rows

  @available(*, deprecated)
  func removeFromStackViewRemovesTheRowOnceAndReportsAStaleRow() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(3)
    let row = fixture.stack.rows[1]

    row.removeFromStackView()
    #expect(fixture.titles == ["r0", "r2"])
    #expect(controllers[1].parent == nil)
    #expect(fixture.diagnostics.isEmpty)
    row.removeFromStackView()
    #expect(fixture.titles == ["r0", "r2"])
    #expect(fixture.diagnosticKinds == [.staleRow])
    fixture.layout()
    #expect(fixture.inconsistencies().isEmpty)
  }

  @available(*, deprecated)
  func rowColoursComeFromTheStackWhenRowsAreAdded() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    // The double has no `.white` / `.black` yet.
    let white = UIColor(white: 1, alpha: 1)
    let black = UIColor(white: 0, alpha: 1)
    let grey = UIColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1)
    #expect(ScrollStack.defaultRowHighlightColor == grey)
    #expect(fixture.stack.rowBackgroundColor == .clear)
    #expect(fixture.stack.rowHighlightColor == grey)
    #expect(fixture.stack.rows[0].rowBackgroundColor == .clear)
    #expect(fixture.stack.rows[0].rowHighlightColor == grey)

    fixture.stack.rowBackgroundColor = white
    fixture.stack.rowHighlightColor = black
    fixture.addFixedRows(1)
    // Rows added earlier keep theirs, as in ScrollStackController.
    #expect(fixture.stack.rows.map(\.rowBackgroundColor) == [.clear, white])
    #expect(fixture.stack.rows.map(\.rowHighlightColor) == [grey, black])

    let row = fixture.stack.rows[0]
    row.rowBackgroundColor = black
    row.rowHighlightColor = white
    #expect(row.backgroundColor == black)
    #expect(row.rowHighlightColor == white)
  }
}
