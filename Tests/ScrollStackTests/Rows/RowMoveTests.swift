import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct RowMoveTests {
  /// Rows of 10, 20, 30 and 40 points, titled "r0"…"r3".
  private func makeFixture() -> StackFixture {
    let fixture = StackFixture()
    let controllers = (0..<4).map { SizedController("r\($0)", size: .fixed(CGFloat(($0 + 1) * 10))) }
    fixture.stack.addRows(controllers: controllers)
    return fixture
  }

  @Test(arguments: [
    (0, ["r1", "r0", "r2", "r3"]), (2, ["r0", "r2", "r1", "r3"]), (3, ["r0", "r2", "r3", "r1"]),
  ])
  func movingRowToEachPositionReordersRowsAndFrames(destination: Int, expected: [String]) {
    let fixture = makeFixture()
    let counter = CompletionCounter()

    #expect(fixture.stack.moveRow(index: 1, to: destination, completion: counter.handler))

    #expect(fixture.titles == expected)
    #expect(fixture.stack.rows.map(\.index) == [0, 1, 2, 3])
    var y: CGFloat = 0
    var expectedFrames: [CGRect] = []
    for title in expected {
      let length = CGFloat((Int(title.dropFirst()) ?? 0) + 1) * 10
      expectedFrames.append(CGRect(x: 0, y: y, width: 320, height: length))
      y += length
    }
    #expect(fixture.frames == expectedFrames)
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 100))
    #expect(counter.count == 1)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func movingLastRowToTheTopShiftsEveryOtherRow() {
    let fixture = makeFixture()
    #expect(fixture.stack.moveRow(index: 3, to: 0))
    #expect(fixture.titles == ["r3", "r0", "r1", "r2"])
    #expect(fixture.frames.map(\.minY) == [0, 40, 50, 70])
  }

  @Test func movingRowToItsOwnIndexIsRefusedAndCompletesOnce() {
    let fixture = makeFixture()
    let counter = CompletionCounter()

    #expect(fixture.stack.moveRow(index: 2, to: 2, completion: counter.handler) == false)

    #expect(fixture.titles == ["r0", "r1", "r2", "r3"])
    #expect(fixture.diagnosticKinds == [.moveToSameIndex])
    #expect(counter.count == 1)
  }

  @Test(arguments: [(-1, 0), (4, 0), (0, 4), (0, -1), (Int.min, Int.max)])
  func movingWithInvalidIndexIsRefusedAndCompletesOnce(source: Int, destination: Int) {
    let fixture = makeFixture()
    let counter = CompletionCounter()

    #expect(fixture.stack.moveRow(index: source, to: destination, completion: counter.handler) == false)

    #expect(fixture.titles == ["r0", "r1", "r2", "r3"])
    #expect(fixture.diagnosticKinds == [.indexOutOfRange])
    #expect(counter.count == 1)
  }

  @Test func animatedMoveCompletesOnceAfterTheAnimation() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    let counter = CompletionCounter()

    #expect(fixture.stack.moveRow(index: 0, to: 2, animated: true, completion: counter.handler))

    #expect(fixture.titles == ["r1", "r2", "r0"])
    #expect(counter.count == 0)
    ScreenTestDriver.advanceTime(by: 0.25)
    #expect(counter.count == 1)
  }

  @Test func movingRowIntoViewReportsItsVisibility() {
    let fixture = StackFixture()
    fixture.addFixedRows(8)
    fixture.clearLogs()

    fixture.stack.moveRow(index: 7, to: 0)

    // r7 comes in at the top; r3 is pushed to 400..500 (partial), r4 to 500..600 (offscreen).
    #expect(
      fixture.delegate.log == ["visible 0 entire", "visible 4 partial(80%)", "hidden 5 offscreen", "layout"])
    #expect(fixture.inconsistencies().isEmpty)
  }
}
