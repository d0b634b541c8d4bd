import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct RowInsetsAndPaddingTests {
  @Test func rowInsetsGrowTheRowAndShrinkItsContentInside() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)

    #expect(fixture.stack.setRowInsets(index: 0, insets: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)))

    fixture.layout()
    let row = fixture.stack.rows[0]
    #expect(row.frame == CGRect(x: 0, y: 0, width: 320, height: 140))
    #expect(row.contentView.frame == CGRect(x: 20, y: 10, width: 260, height: 100))
    #expect(fixture.stack.rows[1].frame == CGRect(x: 0, y: 140, width: 320, height: 100))
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 240))
  }

  @Test func rowPaddingShrinksTheRowFrameOnAllFourEdges() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)

    #expect(fixture.stack.setRowPadding(index: 0, padding: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)))

    fixture.layout()
    let row = fixture.stack.rows[0]
    #expect(row.frame == CGRect(x: 20, y: 10, width: 260, height: 100))
    #expect(row.contentView.frame == CGRect(x: 0, y: 0, width: 260, height: 100))
    #expect(fixture.stack.rows[1].frame == CGRect(x: 0, y: 140, width: 320, height: 100))
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 240))
  }

  @Test func negativeRowPaddingGrowsTheRowFrameOnAllFourEdges() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)

    fixture.stack.setRowPadding(index: 1, padding: UIEdgeInsets(top: -10, left: -20, bottom: -30, right: -40))

    fixture.layout()
    #expect(fixture.stack.rows[1].frame == CGRect(x: -20, y: 90, width: 380, height: 100))
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 160))
  }

  @Test func paddingAndInsetsTogetherNestContentInsideRowInsideStack() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    fixture.stack.setRowPadding(index: 0, padding: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
    fixture.stack.setRowInsets(index: 0, insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

    fixture.layout()
    let row = fixture.stack.rows[0]
    #expect(row.frame == CGRect(x: 4, y: 4, width: 312, height: 116))
    #expect(row.contentView.frame == CGRect(x: 8, y: 8, width: 296, height: 100))
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 124))
  }

  @Test func setRowsInsetsAndPaddingChangeExactlyTheGivenRows() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)

    #expect(fixture.stack.setRowsInsets(indexes: [0, 2], insets: UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)))
    #expect(fixture.stack.setRowsPadding(indexes: [1, 2], padding: UIEdgeInsets(top: 1, left: 0, bottom: 1, right: 0)))

    #expect(
      fixture.stack.rows.map(\.rowInsets) == [
        UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0), .zero, UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0),
      ])
    #expect(
      fixture.stack.rows.map(\.rowPadding) == [
        .zero, UIEdgeInsets(top: 1, left: 0, bottom: 1, right: 0), UIEdgeInsets(top: 1, left: 0, bottom: 1, right: 0),
      ])
    #expect(fixture.frames.map(\.minY) == [0, 111, 213])
    #expect(fixture.frames.map(\.height) == [110, 100, 110])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 324))
  }

  @Test func setRowsInsetsWithBadIndexChangesTheValidRowsAndReturnsFalse() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)

    #expect(
      fixture.stack.setRowsInsets(indexes: [1, 2], insets: UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)) == false)
    #expect(
      fixture.stack.setRowsPadding(indexes: [-1, 0], padding: UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        == false)

    #expect(fixture.stack.rows.map(\.rowInsets) == [.zero, UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)])
    #expect(fixture.stack.rows.map(\.rowPadding) == [UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0), .zero])
    #expect(fixture.diagnosticKinds == [.indexOutOfRange, .indexOutOfRange])
  }

  @Test func stackDefaultsApplyToNewRowsOnly() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)

    fixture.stack.rowInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    fixture.stack.rowPadding = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    fixture.stack.addRow(controller: SizedController("new", size: .fixed(100)))

    #expect(fixture.stack.rows[0].rowInsets == .zero)
    #expect(fixture.stack.rows[0].rowPadding == .zero)
    #expect(fixture.stack.rows[1].rowInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(fixture.stack.rows[1].rowPadding == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
    #expect(fixture.stack.rows[1].frame == CGRect(x: 6, y: 105, width: 306, height: 104))
    #expect(fixture.stack.rows[1].contentView.frame == CGRect(x: 2, y: 1, width: 300, height: 100))
  }

  @Test func nonFiniteRowInsetsBecomeZeroAndAreReported() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)

    #expect(
      fixture.stack.setRowInsets(index: 0, insets: UIEdgeInsets(top: .nan, left: 5, bottom: .infinity, right: 0)))
    fixture.stack.setRowPadding(index: 1, padding: UIEdgeInsets(top: 3, left: -.infinity, bottom: 0, right: 0))

    #expect(fixture.stack.rows[0].rowInsets == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
    #expect(fixture.stack.rows[1].rowPadding == UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0))
    #expect(
      fixture.frames == [CGRect(x: 0, y: 0, width: 320, height: 100), CGRect(x: 0, y: 103, width: 320, height: 100)])
    #expect(fixture.diagnosticKinds == [.invalidSize, .invalidSize])
  }

  @Test func nonFiniteInsetsSetOnTheRowBecomeZeroAndAreReported() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)

    fixture.stack.rows[0].rowInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 10, right: 0)

    #expect(fixture.stack.rows[0].rowInsets == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
    fixture.layout()
    #expect(fixture.stack.rows[0].frame.height == 110)
    #expect(fixture.diagnosticKinds == [.invalidSize])
  }

  @Test func nonFiniteStackDefaultInsetsBecomeZeroAndAreReported() {
    let fixture = StackFixture()
    fixture.stack.rowInsets = UIEdgeInsets(top: .nan, left: 7, bottom: 0, right: 0)
    fixture.stack.rowPadding = UIEdgeInsets(top: 0, left: 0, bottom: .infinity, right: 0)
    fixture.addFixedRows(1)

    #expect(fixture.stack.rowInsets == UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 0))
    #expect(fixture.stack.rowPadding == .zero)
    #expect(fixture.stack.rows[0].frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(fixture.diagnosticKinds == [.invalidSize, .invalidSize])
  }

  @Test func insetChangeReportsLayoutAndVisibility() {
    let fixture = StackFixture()
    fixture.addFixedRows(5)
    fixture.clearLogs()

    fixture.stack.setRowInsets(index: 0, insets: UIEdgeInsets(top: 50, left: 0, bottom: 50, right: 0))

    // Rows move down by 100: r3 becomes partial (80%) and r4 goes offscreen.
    #expect(
      fixture.delegate.log == ["contentSize 320x600", "visible 3 partial(80%)", "hidden 4 offscreen", "layout"])
  }
}
