import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@testable import ScrollStackCore

/// AloeStackView's styling calls set the row settings they name, for the row showing a view or
/// for new rows, as AloeStackView's did (AloeStackView.swift: "Styling Rows", "Styling
/// Separators", "Hiding and Showing Separators", `setTapHandler(forRow:handler:)`).
@Suite @MainActor struct AloeStackViewStylingTests {
  // MARK: Taps

  @Test func setTapHandlerCallsTheHandlerWithTheViewOnEachTap() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b")
    fixture.stack.addRows(views)
    var tapped: [String?] = []
    fixture.stack.setTapHandler(forRow: views[1]) { view in tapped.append(view.accessibilityLabel) }
    let window = showOnScreen(fixture)

    tapWithFinger(fixture.stack.rows[1])
    tapWithFinger(fixture.stack.rows[0])

    #expect(tapped == ["b"])
    #expect(fixture.stack.rows[1].isTappable)
    #expect(!fixture.stack.rows[0].isTappable)
    #expect(window.isKeyWindow)
  }

  @Test func aNilTapHandlerMakesTheRowUntappableAgain() {
    let fixture = StackFixture()
    let label = UILabel()
    fixture.stack.addRow(label)
    var taps = 0
    fixture.stack.setTapHandler(forRow: label) { _ in taps += 1 }
    #expect(fixture.stack.rows[0].isTappable)

    fixture.stack.setTapHandler(forRow: label, handler: nil)
    _ = fixture.stack.rows[0].accessibilityActivate()

    #expect(!fixture.stack.rows[0].isTappable)
    #expect(taps == 0)
  }

  // MARK: Colours

  @Test func setBackgroundColorColoursTheRowsShowingTheViews() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b", "c")
    fixture.stack.addRows(views)
    let white = UIColor(white: 1, alpha: 1)

    fixture.stack.setBackgroundColor(forRow: views[0], color: .systemBlue)
    fixture.stack.setBackgroundColor(forRows: [views[1], views[2]], color: white)

    #expect(fixture.stack.rows.map(\.backgroundColor) == [.systemBlue, white, white])
  }

  @Test func rowBackgroundAndHighlightColoursGoToNewRows() {
    let fixture = StackFixture()
    fixture.stack.addRows(aloeRows("a"))
    let white = UIColor(white: 1, alpha: 1)

    fixture.stack.rowBackgroundColor = white
    fixture.stack.rowHighlightColor = .systemBlue
    fixture.stack.addRows(aloeRows("b"))

    #expect(fixture.stack.rows.map(\.backgroundColor) == [nil, white])
    #expect(fixture.stack.rows.map(\.highlightFillColor) == [ScrollStack.defaultRowHighlightColor, .systemBlue])
  }

  // MARK: Insets

  @Test func rowInsetIsTheInsetOfNewRowsAndSetInsetChangesOneRow() {
    let fixture = StackFixture()
    let aloeInset = UIEdgeInsets(top: 12, left: 15, bottom: 12, right: 15)
    #expect(fixture.stack.rowInset == .zero)

    fixture.stack.rowInset = aloeInset
    let views = aloeRows("a", "b", "c")
    fixture.stack.addRows(views)
    fixture.stack.setInset(forRow: views[1], inset: .zero)
    fixture.stack.setInset(forRows: [views[2]], inset: UIEdgeInsets(top: 0, left: 30, bottom: 4, right: 0))

    #expect(fixture.stack.rowInsets == aloeInset)
    #expect(fixture.frames.map(\.height) == [68, 44, 48])
    #expect(views.map(\.frame.minX) == [15, 0, 30])
    let widthInsideAloeInset: CGFloat = 320 - 15 - 15
    #expect(views[0].frame.width == widthInsideAloeInset)
  }

  // MARK: Separators

  @Test func separatorInsetIsTheInsetOfNewRowsAndSetSeparatorInsetChangesOneRow() {
    let fixture = StackFixture()
    #expect(fixture.stack.separatorInset == UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0))

    fixture.stack.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    let views = aloeRows("a", "b", "c")
    fixture.stack.addRows(views)
    fixture.stack.setSeparatorInset(forRow: views[1], inset: .zero)
    fixture.stack.setSeparatorInset(forRows: [views[2]], inset: UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
    fixture.layout()

    #expect(fixture.stack.rows.map(\.separatorView.frame.minX) == [30, 0, 5])
    #expect(fixture.stack.rows[2].separatorView.frame.width == 310)
  }

  @Test func separatorWidthSetsEveryRowsSeparatorAndNewRows() {
    let fixture = StackFixture()
    fixture.stack.addRows(aloeRows("a", "b"))

    fixture.stack.separatorWidth = 2
    fixture.stack.addRows(aloeRows("c"))
    #expect(fixture.stack.rows.map(\.separatorView.thickness) == [2, 2, 2])
    fixture.stack.separatorHeight = 3
    #expect(fixture.stack.rows.map(\.separatorView.thickness) == [3, 3, 3])
    fixture.stack.separatorWidth = -1

    #expect(fixture.stack.separatorWidth == 3)
    #expect(fixture.stack.separatorThickness == 3)
    #expect(fixture.diagnosticKinds == [.invalidSize])
    fixture.layout()
    #expect(fixture.stack.rows[0].separatorView.frame.height == 3)
  }

  @Test func hidesSeparatorsByDefaultHidesTheSeparatorsOfNewRows() {
    let fixture = StackFixture()
    fixture.stack.addRows(aloeRows("a"))

    fixture.stack.hidesSeparatorsByDefault = true
    fixture.stack.addRows(aloeRows("b", "c"))

    #expect(fixture.stack.isSeparatorHidden)
    #expect(fixture.stack.rows.map(\.isSeparatorHidden) == [false, true, true])
  }

  @Test func hideAndShowSeparatorChangeTheRowsShowingTheViews() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b", "c")
    fixture.stack.addRows(views)

    fixture.stack.hideSeparator(forRow: views[0])
    fixture.stack.hideSeparators(forRows: [views[1], views[2]])
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [false, false, false])
    fixture.stack.showSeparator(forRow: views[1])
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [false, true, false])
    fixture.stack.showSeparators(forRows: views)

    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, true, true])
  }

  @Test func lastSeparatorShowsByDefaultAndHidesWithAutomaticallyHidesLastSeparator() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b", "c")
    fixture.stack.addRows(views)
    #expect(!fixture.stack.automaticallyHidesLastSeparator)
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, true, true])

    fixture.stack.automaticallyHidesLastSeparator = true
    #expect(fixture.stack.autoHideLastRowSeparator)
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, true, false])
    fixture.stack.addRow(AloeRowView("d"))
    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, true, true, false])
    fixture.stack.hideRow(fixture.stack.rows[3].contentView)

    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [true, true, false, false])
  }

  // MARK: Bad input

  @Test func stylingAViewThatIsNotARowIsReportedAndChangesNothing() {
    let fixture = StackFixture()
    fixture.stack.addRows(aloeRows("a"))
    let stranger = AloeRowView("stranger")

    fixture.stack.setTapHandler(forRow: stranger) { _ in }
    fixture.stack.setTapHandler(forRow: stranger, handler: nil)
    fixture.stack.setBackgroundColor(forRow: stranger, color: .systemBlue)
    fixture.stack.setInset(forRow: stranger, inset: .zero)
    fixture.stack.setSeparatorInset(forRow: stranger, inset: .zero)
    fixture.stack.hideSeparator(forRow: stranger)
    fixture.stack.showSeparator(forRow: stranger)
    fixture.stack.scrollRowToVisible(stranger)

    #expect(fixture.diagnosticKinds == Array(repeating: .contentNotFound, count: 8))
    #expect(stranger.superview == nil)
    #expect(stranger.backgroundColor == nil)
    #expect(fixture.stack.rows[0].backgroundColor == nil)
  }
}
