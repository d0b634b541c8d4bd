import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct RowHidingTests {
  @Test func hidingRowCollapsesItsFrameAndKeepsItInRows() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    let counter = CompletionCounter()

    #expect(fixture.stack.setRowHidden(index: 1, isHidden: true, completion: counter.handler))

    #expect(fixture.stack.rows.count == 3)
    #expect(fixture.stack.rows[1].isHidden)
    #expect(fixture.stack.rows[1].visibility == .hidden)
    #expect(
      fixture.frames == [
        CGRect(x: 0, y: 0, width: 320, height: 100), CGRect(x: 0, y: 100, width: 320, height: 0),
        CGRect(x: 0, y: 100, width: 320, height: 100),
      ])
    // The row clips its content, which keeps its measured size (its constraints never meet 0).
    #expect(fixture.stack.rows[1].contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(fixture.stack.rows[1].clipsToBounds)
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 200))
    #expect(counter.count == 1)
  }

  @Test func showingHiddenRowRestoresItsFrame() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    fixture.stack.setRowHidden(index: 1, isHidden: true)

    #expect(fixture.stack.setRowHidden(index: 1, isHidden: false))

    #expect(fixture.stack.rows[1].isHidden == false)
    #expect(fixture.stack.rows[1].visibility == .entire)
    #expect(fixture.frames.map(\.minY) == [0, 100, 200])
    #expect(fixture.frames.map(\.height) == [100, 100, 100])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 300))
  }

  @Test func hidingAndShowingReportVisibilityChanges() {
    let fixture = StackFixture()
    fixture.addFixedRows(6)
    fixture.clearLogs()

    fixture.stack.setRowHidden(index: 1, isHidden: true)
    // r4 moves up to 300..400 (entire) and r5 to 400..500 (partial).
    #expect(
      fixture.delegate.log == [
        "contentSize 320x500", "hidden 1 hidden", "visible 4 entire", "visible 5 partial(80%)", "layout",
      ])

    fixture.clearLogs()
    fixture.stack.setRowHidden(index: 1, isHidden: false)
    #expect(
      fixture.delegate.log == [
        "contentSize 320x600", "visible 1 entire", "visible 4 partial(80%)", "hidden 5 offscreen", "layout",
      ])
  }

  @Test func hidingHiddenRowReportsRedundantRequestAndCompletesOnce() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    fixture.stack.setRowHidden(index: 0, isHidden: true)
    fixture.clearLogs()
    let counter = CompletionCounter()

    #expect(fixture.stack.setRowHidden(index: 0, isHidden: true, animated: true, completion: counter.handler) == false)

    #expect(fixture.stack.rows[0].isHidden)
    #expect(fixture.diagnosticKinds == [.redundantRequest])
    #expect(fixture.delegate.log.isEmpty)
    #expect(counter.count == 1)
  }

  @Test func showingShownRowReportsRedundantRequest() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let counter = CompletionCounter()

    #expect(fixture.stack.setRowHidden(index: 0, isHidden: false, completion: counter.handler) == false)
    #expect(fixture.diagnosticKinds == [.redundantRequest])
    #expect(counter.count == 1)
  }

  @Test func setRowsHiddenWithMixedIndexesHidesTheValidOnesAndReportsTheRest() {
    let fixture = StackFixture()
    fixture.addFixedRows(4)
    let counter = CompletionCounter()

    let result = fixture.stack.setRowsHidden(indexes: [0, 7, -1, 2, 2], isHidden: true, completion: counter.handler)

    #expect(result == false)
    #expect(fixture.stack.rows.map(\.isHidden) == [true, false, true, false])
    #expect(fixture.frames.map(\.minY) == [0, 0, 100, 100])
    #expect(fixture.diagnosticKinds == [.indexOutOfRange, .indexOutOfRange])
    #expect(counter.count == 1)
  }

  @Test func setRowsHiddenWithValidIndexesReturnsTrueAndCompletesOnceAfterTheLastAnimation() {
    let fixture = StackFixture()
    fixture.addFixedRows(4)
    let counter = CompletionCounter()

    #expect(fixture.stack.setRowsHidden(indexes: [3, 1], isHidden: true, animated: true, completion: counter.handler))

    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 200))
    #expect(counter.count == 0)
    ScreenTestDriver.advanceTime(by: 0.25)
    #expect(counter.count == 1)
    fixture.finishAnimations()
    #expect(counter.count == 1)
  }

  @Test func settingRowIsHiddenHidesItThroughTheStack() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)

    fixture.stack.rows[0].isHidden = true

    #expect(fixture.stack.rows[0].isHidden)
    #expect(fixture.frames.map(\.minY) == [0, 0])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 100))
  }

  @Test func hiddenRowWithPaddingTakesNoSpace() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    fixture.stack.setRowPadding(index: 0, padding: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    fixture.stack.setRowPadding(index: 1, padding: UIEdgeInsets(top: -10, left: 0, bottom: -10, right: 0))

    fixture.stack.setRowsHidden(indexes: [0, 1], isHidden: true)

    #expect(fixture.frames.map(\.height) == [0, 0])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 0))
  }
}
