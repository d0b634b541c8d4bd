import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

@Suite @MainActor struct SeparatorTests {
  @Test func separatorSitsAtTheRowsTrailingEdgeWithDefaultInsetAndThickness() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)

    let separator = fixture.stack.rows[0].separatorView
    #expect(separator.frame == CGRect(x: 15, y: 99, width: 305, height: 1))
    #expect(separator.superview === fixture.stack.rows[0])
    #expect(separator.isHidden == false)
    #expect(separator.color == fixture.stack.separatorColor)
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, true])
  }

  @Test func rowSeparatorInsetsAndThicknessPlaceTheLine() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let row = fixture.stack.rows[0]

    row.separatorInsets = StackEdgeInsets(top: 50, left: 10, bottom: 50, right: 20)
    row.separatorView.thickness = 2

    // Across a vertical stack only the left and right insets count.
    #expect(row.separatorView.frame == CGRect(x: 10, y: 98, width: 290, height: 2))
  }

  @Test func separatorOfPaddedRowFollowsTheRowFrame() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    fixture.stack.setRowPadding(index: 0, padding: StackEdgeInsets(top: 0, left: 20, bottom: 10, right: 20))

    // The separator is placed in the row's own coordinates; the row is 280 wide.
    #expect(fixture.stack.rows[0].separatorView.frame == CGRect(x: 15, y: 99, width: 265, height: 1))
  }

  @Test func horizontalSeparatorIsAVerticalLineInsetTopAndBottom() {
    let fixture = StackFixture()
    fixture.stack.axis = .horizontal
    fixture.stack.separatorInsets = StackEdgeInsets(top: 5, left: 100, bottom: 7, right: 100)
    fixture.addFixedRows(1)

    #expect(fixture.stack.rows[0].separatorView.frame == CGRect(x: 99, y: 5, width: 1, height: 468))
  }

  @Test func hidingOneRowsSeparatorLeavesTheOthers() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)

    fixture.stack.rows[1].isSeparatorHidden = true

    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, false, true])
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, true, false])
  }

  @Test func stackSeparatorDefaultsApplyToNewRowsOnly() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)

    fixture.stack.isSeparatorHidden = true
    fixture.stack.separatorInsets = StackEdgeInsets(left: 0, right: 8)
    fixture.stack.separatorThickness = 3
    fixture.stack.separatorColor = .black
    fixture.addFixedRows(1)
    fixture.stack.isSeparatorHidden = false
    fixture.addFixedRows(1)

    let rows = fixture.stack.rows
    #expect(rows.map(\.isSeparatorHidden) == [false, true, false])
    #expect(rows.map(\.separatorView.isHidden) == [false, true, false])
    #expect(rows[0].separatorView.frame == CGRect(x: 15, y: 99, width: 305, height: 1))
    #expect(rows[1].separatorView.thickness == 3)
    #expect(rows[2].separatorView.frame == CGRect(x: 0, y: 97, width: 312, height: 3))
    #expect(rows.map(\.separatorView.color) == [.separator, .black, .black])
  }

  @Test func invalidSeparatorThicknessIsIgnoredAndReported() {
    let fixture = StackFixture()
    fixture.stack.separatorThickness = .nan
    fixture.stack.separatorThickness = -1
    fixture.addFixedRows(1)

    #expect(fixture.stack.separatorThickness == 1)
    #expect(fixture.stack.rows[0].separatorView.frame.height == 1)
    #expect(fixture.diagnosticKinds == [.invalidSize, .invalidSize])
  }

  @Test func lastSeparatorStaysVisibleUnlessAutoHideIsSet() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)

    #expect(fixture.stack.autoHideLastRowSeparator == false)
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, true, true])

    fixture.stack.autoHideLastRowSeparator = true
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, true, false])
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, false, true])

    fixture.stack.autoHideLastRowSeparator = false
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, false, false])
  }

  @Test func hidingLastVisibleRowMovesAutoHiddenSeparator() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    fixture.stack.autoHideLastRowSeparator = true

    fixture.stack.setRowHidden(index: 2, isHidden: true)
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, false, false])
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, true, true])

    fixture.stack.setRowHidden(index: 1, isHidden: true)
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [true, true, true])

    fixture.stack.setRowsHidden(indexes: [1, 2], isHidden: false)
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, false, true])
  }

  @Test func addingAndRemovingTheLastRowMovesAutoHiddenSeparator() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    fixture.stack.autoHideLastRowSeparator = true

    fixture.addFixedRows(1)
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, false, true])

    fixture.stack.removeRow(index: 2)
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, true])

    fixture.stack.moveRow(index: 1, to: 0)
    #expect(fixture.titles == ["r1", "r0"])
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, true])
  }

  @Test func autoHideDoesNotShowAnExplicitlyHiddenSeparator() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    fixture.stack.rows[0].isSeparatorHidden = true
    fixture.stack.autoHideLastRowSeparator = true

    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [true, true])
  }

  @Test func invalidRowSeparatorThicknessIsReportedAndIgnored() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let separator = fixture.stack.rows[0].separatorView
    separator.thickness = 3
    separator.thickness = .nan
    separator.thickness = -1
    #expect(separator.thickness == 3)
    #expect(fixture.diagnosticKinds == [.invalidSize, .invalidSize])
    #expect(separator.frame.height == 3)
  }
}
