import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct RowReloadTests {
  @Test func reloadHookRunsBeforeTheRowIsMeasuredAgain() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(2)
    controllers[0].onReload = { [unowned first = controllers[0]] in first.size = .fixed(40) }
    let counter = CompletionCounter()

    #expect(fixture.stack.reloadRow(index: 0, completion: counter.handler))

    #expect(controllers[0].reloadCount == 1)
    #expect(
      fixture.frames == [CGRect(x: 0, y: 0, width: 320, height: 40), CGRect(x: 0, y: 40, width: 320, height: 100)])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 140))
    #expect(counter.count == 1)
  }

  @Test func sizeChangedWithoutReloadIsNotPickedUp() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(1)
    controllers[0].size = .fixed(40)
    #expect(fixture.stack.rows[0].frame.height == 100)
    fixture.stack.reloadRow(fixture.stack.rows[0])
    fixture.layout()
    #expect(fixture.stack.rows[0].frame.height == 40)
  }

  @Test func reloadRowsReloadsExactlyTheGivenRows() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(4)
    let counter = CompletionCounter()

    #expect(fixture.stack.reloadRows(indexes: [2, 0, 2], completion: counter.handler))

    #expect(controllers.map(\.reloadCount) == [1, 0, 1, 0])
    #expect(counter.count == 1)
  }

  @Test func reloadRowsWithBadIndexReloadsTheValidOnesAndReturnsFalse() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(3)
    let counter = CompletionCounter()

    #expect(fixture.stack.reloadRows(indexes: [5, 1, -2], completion: counter.handler) == false)

    #expect(controllers.map(\.reloadCount) == [0, 1, 0])
    #expect(fixture.diagnosticKinds == [.indexOutOfRange, .indexOutOfRange])
    #expect(counter.count == 1)
  }

  @Test func reloadAllRowsReloadsEveryRowOnceAndRemeasuresThem() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(3)
    for controller in controllers { controller.size = .fixed(30) }
    let counter = CompletionCounter()

    fixture.stack.reloadAllRows(completion: counter.handler)

    #expect(controllers.map(\.reloadCount) == [1, 1, 1])
    #expect(fixture.frames.map(\.minY) == [0, 30, 60])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 90))
    #expect(counter.count == 1)
  }

  @Test func reloadingStaleRowReturnsFalseReportsAndCompletesOnce() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(2)
    let stale = fixture.stack.rows[0]
    fixture.stack.removeRow(index: 0)
    let counter = CompletionCounter()

    #expect(fixture.stack.reloadRow(stale, completion: counter.handler) == false)

    #expect(controllers[0].reloadCount == 0)
    #expect(fixture.diagnosticKinds == [.staleRow])
    #expect(counter.count == 1)
  }

  @Test func reloadingPlainViewRowMeasuresItsViewAgain() {
    let fixture = StackFixture()
    let text = TextView(text: String(repeating: "a", count: 32))
    fixture.stack.addRow(view: text)
    #expect(fixture.stack.rows[0].frame.height == 20)

    text.text = String(repeating: "a", count: 33)
    #expect(fixture.stack.reloadRow(index: 0))

    fixture.layout()
    #expect(fixture.stack.rows[0].frame.height == 40)
  }

  @Test func collapsibleRowReloadedAnimatedChangesLayoutAtOnceAndCompletesAfterTheAnimation() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(5)
    fixture.clearLogs()
    let counter = CompletionCounter()

    controllers[0].size = .fixed(300)
    #expect(fixture.stack.reloadRow(index: 0, animated: true, completion: counter.handler))

    #expect(fixture.frames.map(\.minY) == [0, 300, 400, 500, 600])
    #expect(fixture.stack.rows[0].frame.height == 300)
    #expect(fixture.stack.rows[2].visibility == .partial(percentage: 80))
    #expect(
      fixture.delegate.log == [
        "contentSize 320x700", "visible 2 partial(80%)", "hidden 3 offscreen", "hidden 4 offscreen", "layout",
      ])
    #expect(counter.count == 0)
    ScreenTestDriver.advanceTime(by: 0.125)
    #expect(counter.count == 0)
    ScreenTestDriver.advanceTime(by: 0.125)
    #expect(counter.count == 1)
    fixture.finishAnimations()
    #expect(counter.count == 1)

    controllers[0].size = .fixed(100)
    let collapse = CompletionCounter()
    fixture.stack.reloadRow(index: 0, animated: true, completion: collapse.handler)
    #expect(fixture.frames.map(\.minY) == [0, 100, 200, 300, 400])
    #expect(collapse.count == 0)
    ScreenTestDriver.advanceTime(by: 0.25)
    #expect(collapse.count == 1)
  }

  @Test func reloadHookThatRemovesAnotherRowLeavesTheStackConsistent() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(4)
    controllers[1].onReload = { [unowned fixture] in fixture.stack.removeRow(index: 3) }
    let counter = CompletionCounter()

    #expect(fixture.stack.reloadRow(index: 1, completion: counter.handler))

    #expect(fixture.titles == ["r0", "r1", "r2"])
    #expect(fixture.inconsistencies().isEmpty)
    #expect(counter.count == 1)
  }
}
