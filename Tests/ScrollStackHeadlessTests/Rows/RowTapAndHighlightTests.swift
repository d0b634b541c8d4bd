import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

@Suite @MainActor struct RowTapAndHighlightTests {
  /// A stack whose one tappable row holds a highlightable controller; `taps` counts its taps.
  @MainActor private struct TappableRow {
    let fixture = StackFixture()
    let controller = HighlightController("h")
    let taps = CompletionCounter()
    let row: Headless.ScrollStackRow?

    init() {
      row = fixture.stack.addRow(controller: controller)
      row?.onTap = { [taps] _ in taps.handler() }
    }
  }

  @Test func tapRunsOnTapOnceWithTheRow() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let row = fixture.stack.rows[1]
    var tapped: [Int?] = []
    row.onTap = { tapped.append($0.index) }

    row.simulateTap()

    #expect(tapped == [1])
    #expect(row.isTappable)
    #expect(row.isHighlighted == false)
  }

  @Test func highlightableControllerHighlightsWhileTouchedAndTapFollows() {
    let tappable = TappableRow()

    tappable.row?.simulateTouchDown()
    #expect(tappable.row?.isHighlighted == true)
    #expect(tappable.controller.highlightLog == [true])
    #expect(tappable.taps.count == 0)

    tappable.row?.simulateTouchUp()
    #expect(tappable.row?.isHighlighted == false)
    #expect(tappable.controller.highlightLog == [true, false])
    #expect(tappable.taps.count == 1)
  }

  @Test func highlightableViewHighlightsWhenTheControllerDoesNotAdoptTheProtocol() {
    let fixture = StackFixture()
    let view = HighlightView(height: 44)
    let row = fixture.stack.addRow(controller: SizedController("plain", contentView: view))
    row?.onTap = { _ in }

    row?.simulateTap()

    #expect(view.highlightLog == [true, false])
    #expect(row?.frame.height == 44)
  }

  @Test func highlightablePlainViewRowHighlights() {
    let fixture = StackFixture()
    let view = HighlightView(height: 44)
    let row = fixture.stack.addRow(view: view)
    row?.onTap = { _ in }

    row?.simulateTouchDown()
    #expect(view.highlightLog == [true])
    row?.simulateTouchUp(inside: false)
    #expect(view.highlightLog == [true, false])
  }

  @Test func controllerIsAskedBeforeItsView() {
    let fixture = StackFixture()
    let controller = HighlightController("h")
    let view = HighlightView(height: 10)
    controller.view = view
    let row = fixture.stack.addRow(controller: controller)
    row?.onTap = { _ in }

    row?.simulateTap()

    #expect(controller.highlightLog == [true, false])
    #expect(view.highlightLog.isEmpty)
  }

  @Test func cancelledTouchRemovesHighlightWithoutTapping() {
    let tappable = TappableRow()

    tappable.row?.simulateTouchDown()
    tappable.row?.simulateTouchCancel()

    #expect(tappable.controller.highlightLog == [true, false])
    #expect(tappable.row?.isHighlighted == false)
    #expect(tappable.taps.count == 0)
  }

  @Test func touchUpOutsideRemovesHighlightWithoutTapping() {
    let tappable = TappableRow()

    tappable.row?.simulateTouchDown()
    tappable.row?.simulateTouchUp(inside: false)

    #expect(tappable.controller.highlightLog == [true, false])
    #expect(tappable.taps.count == 0)
  }

  @Test func rowWithoutOnTapNeverHighlights() {
    let fixture = StackFixture()
    let controller = HighlightController("h")
    let row = fixture.stack.addRow(controller: controller)

    row?.simulateTouchDown()
    #expect(row?.isHighlighted == false)
    row?.simulateTap()
    row?.simulateTouchCancel()

    #expect(controller.highlightLog.isEmpty)
    #expect(row?.isTappable == false)
    #expect(row?.isAccessibilityButton == false)
  }

  @Test func notHighlightableControllerIsNeverHighlightedButStillTaps() {
    let fixture = StackFixture()
    let controller = HighlightController("h")
    controller.isHighlightable = false
    let row = fixture.stack.addRow(controller: controller)
    var taps = 0
    row?.onTap = { _ in taps += 1 }

    row?.simulateTap()

    #expect(controller.highlightLog.isEmpty)
    #expect(row?.isHighlighted == false)
    #expect(taps == 1)
  }

  @Test func secondTouchDownDoesNotHighlightTwice() {
    let fixture = StackFixture()
    let controller = HighlightController("h")
    let row = fixture.stack.addRow(controller: controller)
    row?.onTap = { _ in }

    row?.simulateTouchDown()
    row?.simulateTouchDown()
    row?.simulateTouchUp()
    row?.simulateTouchUp()

    #expect(controller.highlightLog == [true, false])
  }

  @Test func movingOutsideRemovesHighlightAndLiftingInsideNoLongerTaps() {
    let tappable = TappableRow()

    tappable.row?.simulateTouchDown()
    tappable.row?.simulateTouchMoved(inside: true)
    #expect(tappable.row?.isHighlighted == true)
    tappable.row?.simulateTouchMoved(inside: false)
    #expect(tappable.row?.isHighlighted == false)
    tappable.row?.simulateTouchMoved(inside: true)
    tappable.row?.simulateTouchUp(inside: true)

    #expect(tappable.controller.highlightLog == [true, false])
    #expect(tappable.taps.count == 0)
  }

  @Test func touchOnAControlInsideTheRowNeitherHighlightsNorTaps() {
    let tappable = TappableRow()

    tappable.row?.simulateTouchDown(onControl: true)
    #expect(tappable.row?.isHighlighted == false)
    tappable.row?.simulateTouchUp(inside: true)

    #expect(tappable.controller.highlightLog.isEmpty)
    #expect(tappable.taps.count == 0)
  }

  @Test func liftingWithoutATouchDownDoesNotTap() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    var taps = 0
    fixture.stack.rows[0].onTap = { _ in taps += 1 }

    fixture.stack.rows[0].simulateTouchUp(inside: true)
    fixture.stack.rows[0].simulateTouchDown()
    fixture.stack.rows[0].simulateTouchCancel()
    fixture.stack.rows[0].simulateTouchUp(inside: true)

    #expect(taps == 0)
  }
}
