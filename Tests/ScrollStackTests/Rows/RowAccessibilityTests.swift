import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct RowAccessibilityTests {
  @Test func activateRunsOnTapAndReturnsFalseOnARowThatIsNotTappable() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    var tapped: [Int?] = []
    fixture.stack.rows[0].onTap = { tapped.append($0.index) }

    #expect(fixture.stack.rows[0].accessibilityActivate())
    #expect(fixture.stack.rows[1].accessibilityActivate() == false)

    #expect(tapped == [0])
    #expect(fixture.stack.rows.map { $0.accessibilityTraits.contains(.button) } == [true, false])
  }

  @Test func tappableRowIsOneElementOtherwiseWhatWasSetOnTheRow() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    fixture.stack.rows[0].onTap = { _ in }
    fixture.stack.rows[2].isAccessibilityElement = true

    #expect(fixture.stack.rows.map(\.isAccessibilityElement) == [true, false, true])
  }

  @Test func labelIsTheRowsOwnThenTheContentViewsThenTheControllerTitle() {
    let fixture = StackFixture()
    let titled = SizedController("title", contentView: labelledView("content"))
    let row = fixture.stack.addRow(controller: titled)

    #expect(row?.accessibilityLabel == "content")
    row?.accessibilityLabel = "row"
    #expect(row?.accessibilityLabel == "row")
    row?.accessibilityLabel = nil
    titled.view.accessibilityLabel = nil
    #expect(row?.accessibilityLabel == "title")
    titled.title = nil
    #expect(row?.accessibilityLabel == nil)
  }

  @Test func plainViewRowIsLabelledByItsView() {
    let fixture = StackFixture()
    let row = fixture.stack.addRow(view: labelledView("plain"))

    #expect(row?.accessibilityLabel == "plain")
  }
}
