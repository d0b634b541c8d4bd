import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@testable import ScrollStackCore

/// AloeStackView's row protocols: a `Tappable` row view hears each tap without a handler, before
/// the handler (StackViewCell.swift, `handleTap(_:)`); a `Highlightable` one fills its row with
/// the highlight colour while touched and takes it away after (Highlightable.swift's default
/// `setIsHighlighted(_:)`), or highlights its own way; a `SeparatorHiding` one has no separator
/// (AloeStackView.swift, `updateSeparatorVisibility(forCell:)`). Taps are played with a finger on
/// the screen (`ScreenTestDriver`'s touch drivers), as touches reach only views on screen.
@Suite @MainActor struct AloeStackViewProtocolTests {
  // MARK: Tappable

  @Test func aTappableRowGetsItsTapRecognizerWhenFirstDisplayed() {
    let fixture = StackFixture(attachment: .standard)
    fixture.stack.addRows((0..<100).map { AloeTappableRowView("t\($0)") })
    fixture.layout()
    let far = fixture.stack.rows[90]
    #expect(far.isTappable)
    #expect(far.tapRecognizer == nil)
    #expect(fixture.stack.rows[0].tapRecognizer != nil)

    fixture.stack.scrollToRow(index: 90, animated: false)
    fixture.layout()

    #expect(far.superview === fixture.stack)
    #expect(far.tapRecognizer?.isEnabled == true)
  }

  @Test func aTappableRowAmongRowsOfAPlainClassGetsItsTapRecognizer() {
    // The stack remembers the last content class found not to adopt `Tappable` and skips the
    // check for rows of that very class; a subclass that adopts it is still found.
    let fixture = StackFixture(attachment: .all)
    fixture.stack.addRows([
      AloeRowView("plain"), AloeRowView("plain too"), AloeTappableRowView("tappable"), AloeRowView("plain again"),
      AloeTappableRowView("tappable too"),
    ])
    fixture.layout()

    #expect(fixture.stack.rows.map { $0.tapRecognizer != nil } == [false, false, true, false, true])
    #expect(fixture.stack.rows[2].tapRecognizer?.isEnabled == true)
    #expect(fixture.stack.rows[4].isTappable)
  }

  @Test func aTappableRowViewHearsEachTapWithoutAHandler() {
    let fixture = StackFixture()
    let view = AloeTappableRowView("t")
    fixture.stack.addRow(view)
    let window = showOnScreen(fixture)

    tapWithFinger(fixture.stack.rows[0])
    tapWithFinger(fixture.stack.rows[0])

    #expect(view.log == ["didTapView", "didTapView"])
    #expect(fixture.stack.rows[0].isTappable)
    #expect(window.isKeyWindow)
  }

  @Test func aTappableRowViewHearsTheTapBeforeTheHandlerAndWithoutIt() {
    let fixture = StackFixture()
    let view = AloeTappableRowView("t")
    fixture.stack.addRow(view)
    fixture.stack.setTapHandler(forRow: view) { view in view.log.append("handler") }
    let window = showOnScreen(fixture)

    tapWithFinger(fixture.stack.rows[0])
    fixture.stack.setTapHandler(forRow: view, handler: nil)
    tapWithFinger(fixture.stack.rows[0])

    #expect(view.log == ["didTapView", "handler", "didTapView"])
    #expect(fixture.stack.rows[0].isTappable)
    #expect(window.isKeyWindow)
  }

  @Test func aTappableRowThatGrowsOnTapIsMeasuredAgain() {
    let fixture = StackFixture()
    let view = AloeTappableRowView("t")
    view.growth = 20
    fixture.stack.addRow(view)
    fixture.stack.addRow(AloeRowView("after"))
    let window = showOnScreen(fixture)

    tapWithFinger(fixture.stack.rows[0])

    #expect(fixture.frames.map(\.height) == [64, 44])
    #expect(fixture.frames[1].minY == 64)
    #expect(fixture.diagnostics.isEmpty)
    #expect(window.isKeyWindow)
  }

  @Test func aTappableViewAddedWithTheStacksOwnCallsTapsToo() {
    let fixture = StackFixture()
    let view = AloeTappableRowView("t")
    let row = fixture.stack.addRow(view: view)

    let activated = row?.accessibilityActivate()

    #expect(activated == true)
    #expect(view.log == ["didTapView"])
    #expect(row?.isAccessibilityElement == true)
  }

  // MARK: Highlightable

  @Test func aHighlightableRowViewFillsItsRowWhileTouched() {
    let fixture = StackFixture()
    let view = AloeHighlightableRowView("h")
    fixture.stack.addRow(view)
    let row = fixture.stack.rows[0]
    let background = UIColor(white: 1, alpha: 1)
    fixture.stack.setBackgroundColor(forRow: view, color: background)
    let window = showOnScreen(fixture)

    let touch = ScreenTestDriver.beginTouch(on: row)
    #expect(row.isHighlighted)
    #expect(row.highlightFill?.backgroundColor == ScrollStack.defaultRowHighlightColor)
    #expect(row.highlightFill?.frame == row.bounds)
    #expect(row.subviews.firstIndex { $0 === row.highlightFill } == 0)
    #expect(row.backgroundColor == background)
    ScreenTestDriver.tap(row)
    ScreenTestDriver.cancelTouch(touch)

    #expect(row.highlightFill == nil)
    #expect(row.backgroundColor == background)
    #expect(view.log == ["didTapView"])
    #expect(window.isKeyWindow)
  }

  @Test func theFillHasTheStacksHighlightColourWhenTheRowWasAdded() {
    let fixture = StackFixture()
    fixture.stack.rowHighlightColor = .systemBlue
    let view = AloeHighlightableRowView("h")
    fixture.stack.addRow(view)
    let window = showOnScreen(fixture)

    let touch = ScreenTestDriver.beginTouch(on: fixture.stack.rows[0])

    #expect(fixture.stack.rows[0].highlightFill?.backgroundColor == .systemBlue)
    ScreenTestDriver.endTouch(touch)
    #expect(fixture.stack.rows[0].highlightFill == nil)
    #expect(window.isKeyWindow)
  }

  @Test func aHighlightableViewWithItsOwnHighlightIsAskedAndItsRowIsNotFilled() {
    let fixture = StackFixture()
    let view = AloeCustomHighlightRowView("h")
    fixture.stack.addRow(view)
    fixture.stack.setTapHandler(forRow: view) { view in view.log.append("handler") }
    let window = showOnScreen(fixture)

    let touch = ScreenTestDriver.beginTouch(on: fixture.stack.rows[0])
    #expect(fixture.stack.rows[0].highlightFill == nil)
    ScreenTestDriver.tap(fixture.stack.rows[0])
    ScreenTestDriver.cancelTouch(touch)
    view.isHighlightable = false
    tapWithFinger(fixture.stack.rows[0])

    #expect(view.log == ["highlight true", "highlight false", "handler", "handler"])
    #expect(window.isKeyWindow)
  }

  @Test func aHighlightableRowThatDoesNothingOnTapDoesNotHighlight() {
    let fixture = StackFixture()
    let view = AloeCustomHighlightRowView("h")
    fixture.stack.addRow(view)
    let window = showOnScreen(fixture)

    let touch = ScreenTestDriver.beginTouch(on: fixture.stack.rows[0])
    ScreenTestDriver.endTouch(touch)

    #expect(view.log.isEmpty)
    #expect(!fixture.stack.rows[0].isTappable)
    #expect(window.isKeyWindow)
  }

  @Test func theDefaultHighlightOfAViewOutsideARowDoesNothing() {
    let view = AloeHighlightableRowView("h")
    let container = UIView()
    container.addSubview(view)

    view.setIsHighlighted(true)

    #expect(container.subviews.count == 1)
    #expect(view.isHighlightable)
  }

  // MARK: SeparatorHiding

  @Test func aSeparatorHidingViewHasNoSeparatorEvenWhenShown() {
    let fixture = StackFixture()
    let view = AloeSeparatorHidingRowView("s")
    fixture.stack.addRow(view)
    fixture.stack.addRow(AloeRowView("after"))

    fixture.stack.showSeparator(forRow: view)

    #expect(fixture.stack.rows.map(\.isSeparatorVisible) == [false, true])
  }
}
