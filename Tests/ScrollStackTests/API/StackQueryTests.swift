import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// A controller type to find with `firstRowForControllerOfType`.
@MainActor
private final class SpecialController: LoggingViewController {}

@Suite @MainActor struct StackQueryTests {
  @Test func emptyStackHasNoRows() {
    let fixture = StackFixture()
    #expect(fixture.stack.rows.isEmpty)
    #expect(fixture.stack.isEmpty)
    #expect(fixture.stack.firstRow == nil)
    #expect(fixture.stack.lastRow == nil)
    #expect(fixture.stack.visibleRows.isEmpty)
    #expect(fixture.stack.entirelyVisibleRows.isEmpty)
  }

  @Test func firstAndLastRowIncludeHiddenRows() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    fixture.stack.setRowsHidden(indexes: [0, 2], isHidden: true)

    #expect(fixture.stack.isEmpty == false)
    #expect(fixture.stack.firstRow === fixture.stack.rows[0])
    #expect(fixture.stack.lastRow === fixture.stack.rows[2])
    #expect(fixture.stack.rows.count == 3)
  }

  @Test func indexOfAndContainsRowFollowTheRowThroughChanges() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    let row = fixture.stack.rows[2]

    #expect(fixture.stack.index(of: row) == 2)
    fixture.stack.removeRow(index: 0)
    #expect(fixture.stack.index(of: row) == 1)
    #expect(row.index == 1)
    #expect(fixture.stack.containsRow(row))
    fixture.stack.removeRow(row)
    #expect(fixture.stack.index(of: row) == nil)
    #expect(row.index == nil)
    #expect(fixture.stack.containsRow(row) == false)
  }

  @Test func rowOfAnotherStackIsNotContained() {
    let fixture = StackFixture()
    let other = StackFixture()
    fixture.addFixedRows(1)
    other.addFixedRows(1)

    #expect(fixture.stack.containsRow(other.stack.rows[0]) == false)
    #expect(fixture.stack.index(of: other.stack.rows[0]) == nil)
  }

  @Test func rowForControllerAndForViewFindTheirRows() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(2)
    let plain = labelledView("plain")
    fixture.stack.addRow(view: plain)

    #expect(fixture.stack.rowForController(controllers[1]) === fixture.stack.rows[1])
    #expect(fixture.stack.rowForView(plain) === fixture.stack.rows[2])
    #expect(fixture.stack.rowForView(controllers[0].view) === fixture.stack.rows[0])
    #expect(fixture.stack.rowForController(SizedController("stranger")) == nil)
    #expect(fixture.stack.rowForView(UIView()) == nil)

    fixture.stack.removeRow(index: 1)
    #expect(fixture.stack.rowForController(controllers[1]) == nil)
    #expect(fixture.stack.rowForView(controllers[1].view) == nil)
  }

  @Test func firstRowForControllerOfTypeFindsTheFirstMatch() {
    let fixture = StackFixture()
    fixture.stack.addRow(view: labelledView("plain"))
    fixture.addFixedRows(1)
    let first = SpecialController()
    let second = SpecialController()
    fixture.stack.addRows(controllers: [first, second])

    #expect(fixture.stack.firstRowForControllerOfType(SpecialController.self)?.controller === first)
    #expect(fixture.stack.firstRowForControllerOfType(SizedController.self) === fixture.stack.rows[1])
    #expect(fixture.stack.firstRowForControllerOfType(HighlightController.self) == nil)
    #expect(fixture.stack.firstRowForControllerOfType(LoggingViewController.self) === fixture.stack.rows[1])
  }

  @Test func visibleAndEntirelyVisibleRowsFollowTheOffset() {
    let fixture = StackFixture()
    fixture.addFixedRows(10)

    #expect(fixture.stack.visibleRows.map(\.index) == [0, 1, 2, 3, 4])
    #expect(fixture.stack.entirelyVisibleRows.map(\.index) == [0, 1, 2, 3])

    fixture.stack.contentOffset = CGPoint(x: 0, y: 250)

    #expect(fixture.stack.visibleRows.map(\.index) == [2, 3, 4, 5, 6, 7])
    #expect(fixture.stack.entirelyVisibleRows.map(\.index) == [3, 4, 5, 6])
  }

  @Test func hiddenRowsAreNeverVisible() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    fixture.stack.setRowHidden(index: 1, isHidden: true)

    #expect(fixture.stack.visibleRows.map(\.index) == [0, 2])
    #expect(fixture.stack.entirelyVisibleRows.map(\.index) == [0, 2])
    #expect(fixture.stack.visibilityOfRow(index: 1) == .hidden)
    #expect(fixture.stack.isRowVisible(index: 1) == false)
  }

  @Test func visibilityOfRowReportsEachState() {
    let fixture = StackFixture()
    fixture.addFixedRows(6)

    #expect(fixture.stack.visibilityOfRow(index: 0) == .entire)
    #expect(fixture.stack.visibilityOfRow(index: 4) == .partial(percentage: 80))
    #expect(fixture.stack.visibilityOfRow(index: 5) == .offscreen)
    #expect(fixture.stack.isRowVisible(index: 4))
    #expect(fixture.stack.isRowVisible(index: 5) == false)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test(arguments: [-1, 3, Int.max, Int.min])
  func visibilityQueriesWithBadIndexReturnNothingAndReport(index: Int) {
    let fixture = StackFixture()
    fixture.addFixedRows(3)

    #expect(fixture.stack.visibilityOfRow(index: index) == nil)
    #expect(fixture.stack.isRowVisible(index: index) == false)
    #expect(fixture.diagnosticKinds == [.indexOutOfRange, .indexOutOfRange])
  }

  @Test func deprecatedMisspeltNameMatchesEntirelyVisibleRows() {
    let fixture = StackFixture()
    fixture.addFixedRows(6)
    let legacy: any LegacyVisibleRows = fixture.stack
    #expect(legacy.legacyEntirelyVisibleIndexes == [0, 1, 2, 3])
  }

  @Test func replacingAControllersViewDoesNotLeaveAStaleLookup() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(2)
    let oldView: UIView = controllers[0].view
    controllers[0].view = UIView()
    fixture.stack.removeRow(index: 0)
    #expect(fixture.stack.rowForView(oldView) == nil)
    #expect(fixture.stack.addRow(view: oldView) != nil)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func lookingUpAControllerThatIsNotARowDoesNotLoadItsView() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let stranger = SizedController("stranger")
    #expect(fixture.stack.rowForController(stranger) == nil)
    #expect(!stranger.isViewLoaded)
  }
}

/// Reads the deprecated `enterlyVisibleRows` in one place, so its warning is not repeated.
@MainActor
private protocol LegacyVisibleRows {
  var legacyEntirelyVisibleIndexes: [Int?] { get }
}

extension ScrollStack: LegacyVisibleRows {
  @available(*, deprecated)
  fileprivate var legacyEntirelyVisibleIndexes: [Int?] { enterlyVisibleRows.map(\.index) }
}
