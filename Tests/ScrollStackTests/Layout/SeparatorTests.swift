import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct SeparatorTests {
  /// Black (the double has no `.black` yet).
  private let black = UIColor(white: 0, alpha: 1)

  @Test func separatorSitsAtTheRowsTrailingEdgeWithDefaultInsetAndThickness() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)

    let separator = fixture.stack.rows[0].separatorView
    fixture.layout()
    #expect(separator.frame == CGRect(x: 15, y: 99, width: 305, height: 1))
    fixture.layout()
    #expect(separator.superview === fixture.stack.rows[0])
    fixture.layout()
    #expect(separator.isHidden == false)
    fixture.layout()
    #expect(separator.color == fixture.stack.separatorColor)
    fixture.layout()
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, true])
  }

  @Test func rowSeparatorInsetsAndThicknessPlaceTheLine() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let row = fixture.stack.rows[0]

    row.separatorInsets = UIEdgeInsets(top: 50, left: 10, bottom: 50, right: 20)
    row.separatorView.thickness = 2

    // Across a vertical stack only the left and right insets count.
    fixture.layout()
    #expect(row.separatorView.frame == CGRect(x: 10, y: 98, width: 290, height: 2))
  }

  @Test func separatorOfPaddedRowFollowsTheRowFrame() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    fixture.stack.setRowPadding(index: 0, padding: UIEdgeInsets(top: 0, left: 20, bottom: 10, right: 20))

    // The separator is placed in the row's own coordinates; the row is 280 wide.
    fixture.layout()
    #expect(fixture.stack.rows[0].separatorView.frame == CGRect(x: 15, y: 99, width: 265, height: 1))
  }

  @Test func horizontalSeparatorIsAVerticalLineInsetTopAndBottom() {
    let fixture = StackFixture()
    fixture.stack.axis = .horizontal
    fixture.stack.separatorInsets = UIEdgeInsets(top: 5, left: 100, bottom: 7, right: 100)
    fixture.addFixedRows(1)

    fixture.layout()
    #expect(fixture.stack.rows[0].separatorView.frame == CGRect(x: 99, y: 5, width: 1, height: 468))
  }

  @Test func hidingOneRowsSeparatorLeavesTheOthers() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)

    fixture.stack.rows[1].isSeparatorHidden = true

    fixture.layout()
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, false, true])
    fixture.layout()
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, true, false])
  }

  @Test func stackSeparatorDefaultsApplyToNewRowsOnly() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)

    fixture.stack.isSeparatorHidden = true
    fixture.stack.separatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8)
    fixture.stack.separatorThickness = 3
    fixture.stack.separatorColor = black
    fixture.addFixedRows(1)
    fixture.stack.isSeparatorHidden = false
    fixture.addFixedRows(1)

    let rows = fixture.stack.rows
    #expect(rows.map(\.isSeparatorHidden) == [false, true, false])
    fixture.layout()
    #expect(rows.map(\.separatorView.isHidden) == [false, true, false])
    fixture.layout()
    #expect(rows[0].separatorView.frame == CGRect(x: 15, y: 99, width: 305, height: 1))
    fixture.layout()
    #expect(rows[1].separatorView.thickness == 3)
    fixture.layout()
    #expect(rows[2].separatorView.frame == CGRect(x: 0, y: 97, width: 312, height: 3))
    fixture.layout()
    #expect(rows.map(\.separatorView.color) == [.separator, black, black])
  }

  @Test func invalidSeparatorThicknessIsIgnoredAndReported() {
    let fixture = StackFixture()
    fixture.stack.separatorThickness = .nan
    fixture.stack.separatorThickness = -1
    fixture.addFixedRows(1)

    #expect(fixture.stack.separatorThickness == 1)
    fixture.layout()
    #expect(fixture.stack.rows[0].separatorView.frame.height == 1)
    #expect(fixture.diagnosticKinds == [.invalidSize, .invalidSize])
  }

  @Test func lastSeparatorStaysVisibleUnlessAutoHideIsSet() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)

    #expect(fixture.stack.autoHideLastRowSeparator == false)
    fixture.layout()
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, true, true])

    fixture.stack.autoHideLastRowSeparator = true
    fixture.layout()
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, true, false])
    fixture.layout()
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, false, true])

    fixture.stack.autoHideLastRowSeparator = false
    fixture.layout()
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, false, false])
  }

  @Test func hidingLastVisibleRowMovesAutoHiddenSeparator() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    fixture.stack.autoHideLastRowSeparator = true

    fixture.stack.setRowHidden(index: 2, isHidden: true)
    fixture.layout()
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, false, false])
    fixture.layout()
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, true, true])

    fixture.stack.setRowHidden(index: 1, isHidden: true)
    fixture.layout()
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [true, true, true])

    fixture.stack.setRowsHidden(indexes: [1, 2], isHidden: false)
    fixture.layout()
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, false, true])
  }

  @Test func addingAndRemovingTheLastRowMovesAutoHiddenSeparator() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    fixture.stack.autoHideLastRowSeparator = true

    fixture.addFixedRows(1)
    fixture.layout()
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, false, true])

    fixture.stack.removeRow(index: 2)
    fixture.layout()
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, true])

    fixture.stack.moveRow(index: 1, to: 0)
    #expect(fixture.titles == ["r1", "r0"])
    fixture.layout()
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [false, true])
  }

  @Test func autoHideDoesNotShowAnExplicitlyHiddenSeparator() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    fixture.stack.rows[0].isSeparatorHidden = true
    fixture.stack.autoHideLastRowSeparator = true

    fixture.layout()
    #expect(fixture.stack.rows.map(\.separatorView.isHidden) == [true, true])
  }

  @Test func invalidRowSeparatorThicknessIsReportedAndIgnored() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let separator = fixture.stack.rows[0].separatorView
    separator.thickness = 3
    separator.thickness = .nan
    separator.thickness = -1
    fixture.layout()
    #expect(separator.thickness == 3)
    #expect(fixture.diagnosticKinds == [.invalidSize, .invalidSize])
    fixture.layout()
    #expect(separator.frame.height == 3)
  }
}
