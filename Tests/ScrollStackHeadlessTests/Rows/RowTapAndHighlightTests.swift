import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

@Suite @MainActor struct RowTapAndHighlightTests {
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
    let fixture = StackFixture()
    let controller = HighlightController("h")
    let row = fixture.stack.addRow(controller: controller)
    var taps = 0
    row?.onTap = { _ in taps += 1 }

    row?.simulateTouchDown()
    #expect(row?.isHighlighted == true)
    #expect(controller.highlightLog == [true])
    #expect(taps == 0)

    row?.simulateTouchUp()
    #expect(row?.isHighlighted == false)
    #expect(controller.highlightLog == [true, false])
    #expect(taps == 1)
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
    let fixture = StackFixture()
    let controller = HighlightController("h")
    let row = fixture.stack.addRow(controller: controller)
    var taps = 0
    row?.onTap = { _ in taps += 1 }

    row?.simulateTouchDown()
    row?.simulateTouchCancel()

    #expect(controller.highlightLog == [true, false])
    #expect(row?.isHighlighted == false)
    #expect(taps == 0)
  }

  @Test func touchUpOutsideRemovesHighlightWithoutTapping() {
    let fixture = StackFixture()
    let controller = HighlightController("h")
    let row = fixture.stack.addRow(controller: controller)
    var taps = 0
    row?.onTap = { _ in taps += 1 }

    row?.simulateTouchDown()
    row?.simulateTouchUp(inside: false)

    #expect(controller.highlightLog == [true, false])
    #expect(taps == 0)
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

  @Test func accessibilityActivateRunsOnTap() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    var tapped: [Int?] = []
    fixture.stack.rows[0].onTap = { tapped.append($0.index) }

    #expect(fixture.stack.rows[0].accessibilityActivate())
    #expect(fixture.stack.rows[1].accessibilityActivate() == false)

    #expect(tapped == [0])
    #expect(fixture.stack.rows.map(\.isAccessibilityButton) == [true, false])
  }
}
