import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct StackAxisTests {
  @Test func switchingToHorizontalLaysRowsOutLeftToRight() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)

    fixture.stack.axis = .horizontal

    #expect(fixture.stack.axis == .horizontal)
    #expect(
      fixture.frames == [
        CGRect(x: 0, y: 0, width: 100, height: 480), CGRect(x: 100, y: 0, width: 100, height: 480),
        CGRect(x: 200, y: 0, width: 100, height: 480),
      ])
    #expect(fixture.stack.contentSize == CGSize(width: 300, height: 480))
    fixture.layout()
    #expect(fixture.stack.rows[0].separatorView.frame == CGRect(x: 99, y: 0, width: 1, height: 480))
  }

  @Test func switchingAxisKeepsEveryRowsSettingsAndHiddenState() {
    let fixture = StackFixture()
    fixture.addFixedRows(4)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let padding = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    let separatorInsets = UIEdgeInsets(top: 9, left: 10, bottom: 11, right: 12)
    fixture.stack.setRowInsets(index: 0, insets: insets)
    fixture.stack.setRowPadding(index: 1, padding: padding)
    fixture.stack.rows[1].isSeparatorHidden = true
    fixture.stack.rows[2].separatorInsets = separatorInsets
    fixture.stack.setRowHidden(index: 3, isHidden: true)

    fixture.stack.axis = .horizontal

    let rows = fixture.stack.rows
    #expect(rows.map(\.rowInsets) == [insets, .zero, .zero, .zero])
    #expect(rows.map(\.rowPadding) == [.zero, padding, .zero, .zero])
    #expect(rows.map(\.isSeparatorHidden) == [false, true, false, false])
    #expect(rows[2].separatorInsets == separatorInsets)
    #expect(rows.map(\.isHidden) == [false, false, false, true])
    // Row 0: 100 + 2 + 4 of insets. Row 1: 6 + 100 + 8 of padding, 5 and 7 across.
    #expect(
      fixture.frames == [
        CGRect(x: 0, y: 0, width: 106, height: 480), CGRect(x: 112, y: 5, width: 100, height: 468),
        CGRect(x: 220, y: 0, width: 100, height: 480), CGRect(x: 320, y: 0, width: 0, height: 480),
      ])
    #expect(rows[0].contentView.frame == CGRect(x: 2, y: 1, width: 100, height: 476))
    #expect(rows[2].separatorView.frame == CGRect(x: 99, y: 9, width: 1, height: 460))
    #expect(rows.map(\.isSeparatorVisible) == [true, false, true, false])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 480))

    fixture.stack.axis = .vertical
    #expect(fixture.stack.rows.map(\.rowInsets) == [insets, .zero, .zero, .zero])
    #expect(
      fixture.frames == [
        CGRect(x: 0, y: 0, width: 320, height: 104), CGRect(x: 6, y: 109, width: 306, height: 100),
        CGRect(x: 0, y: 216, width: 320, height: 100), CGRect(x: 0, y: 316, width: 320, height: 0),
      ])
  }

  @Test func animatedAxisChangeCompletesOnceAfterTheAnimation() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let counter = CompletionCounter()

    fixture.stack.setAxis(.horizontal, animated: true, completion: counter.handler)

    #expect(fixture.frames.map(\.minX) == [0, 100])
    #expect(counter.count == 0)
    ScreenTestDriver.advanceTime(by: 0.25)
    #expect(counter.count == 1)
    fixture.finishAnimations()
    #expect(counter.count == 1)
  }

  @Test func settingTheCurrentAxisCompletesAtOnceWithoutLayout() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    fixture.clearLogs()
    let counter = CompletionCounter()

    fixture.stack.setAxis(.vertical, animated: true, completion: counter.handler)

    #expect(counter.count == 1)
    #expect(fixture.delegate.log.isEmpty)
  }

  @Test func switchingAxisClampsAnOffsetBeyondTheNewContent() {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    fixture.stack.contentOffset = CGPoint(x: 0, y: 500)

    fixture.stack.axis = .horizontal

    // The horizontal content is 1000 x 480 in a 320 x 480 viewport: y must come back to 0.
    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 0))
    #expect(fixture.stack.visibleRows.map(\.index) == [0, 1, 2, 3])
    fixture.layout()
    #expect(fixture.inconsistencies().isEmpty)
  }
}
