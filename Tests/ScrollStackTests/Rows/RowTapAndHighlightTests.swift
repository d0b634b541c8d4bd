import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Taps and highlight of rows, played with a finger on the screen (`ScreenTestDriver`'s touch
/// drivers): the rows are in a shown window, as touches reach only views on screen.
@Suite @MainActor struct RowTapAndHighlightTests {
  /// A stack on screen whose one tappable row holds a highlightable controller; `taps` counts
  /// its taps.
  @MainActor private struct TappableRow {
    let fixture = StackFixture()
    let controller = sizedHighlightController()
    let taps = CompletionCounter()
    let row: ScrollStackRow
    let window: UIWindow

    init() {
      fixture.stack.addRow(controller: controller)
      row = fixture.stack.rows[0]
      row.onTap = { [taps] _ in taps.handler() }
      window = onScreen(fixture)
    }
  }

  @Test func tapRunsOnTapOnceWithTheRow() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let row = fixture.stack.rows[1]
    var tapped: [Int?] = []
    row.onTap = { tapped.append($0.index) }
    let window = onScreen(fixture)

    fingerTap(row)

    #expect(tapped == [1])
    #expect(row.isTappable)
    #expect(row.isHighlighted == false)
    #expect(window.isKeyWindow)
  }

  @Test func highlightableControllerHighlightsWhileTouchedAndTapFollows() {
    let tappable = TappableRow()

    let touch = ScreenTestDriver.beginTouch(on: tappable.row)
    #expect(tappable.row.isHighlighted == true)
    #expect(tappable.controller.highlightLog == [true])
    #expect(tappable.taps.count == 0)

    // The finger lifts: the tap recognizer recognizes, and UIKit cancels the row's touch.
    #expect(ScreenTestDriver.tap(tappable.row).count == 1)
    ScreenTestDriver.cancelTouch(touch)
    #expect(tappable.row.isHighlighted == false)
    #expect(tappable.controller.highlightLog == [true, false])
    #expect(tappable.taps.count == 1)
  }

  @Test func highlightableViewHighlightsWhenTheControllerDoesNotAdoptTheProtocol() {
    let fixture = StackFixture()
    let view = HighlightView(height: 44)
    let row = fixture.stack.addRow(controller: SizedController("plain", contentView: view))
    row?.onTap = { _ in }
    let window = onScreen(fixture)

    if let row { fingerTap(row) }

    #expect(view.highlightLog == [true, false])
    #expect(row?.frame.height == 44)
    #expect(window.isKeyWindow)
  }

  @Test func highlightablePlainViewRowHighlights() {
    let fixture = StackFixture()
    let view = HighlightView(height: 44)
    let row = fixture.stack.addRow(view: view)
    row?.onTap = { _ in }
    let window = onScreen(fixture)

    guard let row else {
      Issue.record("the row was not added")
      return
    }
    let touch = ScreenTestDriver.beginTouch(on: row)
    #expect(view.highlightLog == [true])
    liftOutside(touch, of: row)
    #expect(view.highlightLog == [true, false])
    #expect(window.isKeyWindow)
  }

  @Test func controllerIsAskedBeforeItsView() {
    let fixture = StackFixture()
    let controller = sizedHighlightController()
    let view = HighlightView(height: 10)
    controller.view = view
    let row = fixture.stack.addRow(controller: controller)
    row?.onTap = { _ in }
    let window = onScreen(fixture)

    if let row { fingerTap(row) }

    #expect(controller.highlightLog == [true, false])
    #expect(view.highlightLog.isEmpty)
    #expect(window.isKeyWindow)
  }

  @Test func cancelledTouchRemovesHighlightWithoutTapping() {
    let tappable = TappableRow()

    let touch = ScreenTestDriver.beginTouch(on: tappable.row)
    ScreenTestDriver.cancelTouch(touch)

    #expect(tappable.controller.highlightLog == [true, false])
    #expect(tappable.row.isHighlighted == false)
    #expect(tappable.taps.count == 0)
  }

  @Test func touchUpOutsideRemovesHighlightWithoutTapping() {
    let tappable = TappableRow()

    let touch = ScreenTestDriver.beginTouch(on: tappable.row)
    liftOutside(touch, of: tappable.row)

    #expect(tappable.controller.highlightLog == [true, false])
    #expect(tappable.taps.count == 0)
  }

  @Test func rowWithoutOnTapNeverHighlights() {
    let fixture = StackFixture()
    let controller = sizedHighlightController()
    let row = fixture.stack.addRow(controller: controller)
    let window = onScreen(fixture)

    if let row {
      let touch = ScreenTestDriver.beginTouch(on: row)
      #expect(row.isHighlighted == false)
      // It has no tap recognizer: the tap is recognized by nothing.
      #expect(ScreenTestDriver.tap(row).isEmpty)
      ScreenTestDriver.cancelTouch(touch)
    }

    #expect(controller.highlightLog.isEmpty)
    #expect(row?.isTappable == false)
    #expect(row?.accessibilityTraits.contains(.button) == false)
    #expect(window.isKeyWindow)
  }

  @Test func theTapRecognizerIsMadeWhenOnTapIsFirstSetAndDisabledWhenItIsCleared() {
    let fixture = StackFixture()
    let row = fixture.stack.addRow(view: SizedView(intrinsicSize: CGSize(width: 320, height: 50)))
    let window = onScreen(fixture)
    var taps = 0
    guard let row else {
      Issue.record("no row")
      return
    }
    #expect(row.tapRecognizer == nil)

    row.onTap = { _ in taps += 1 }
    #expect(ScreenTestDriver.tap(row).count == 1)
    #expect(taps == 1)

    row.onTap = nil
    #expect(ScreenTestDriver.tap(row).isEmpty)
    #expect(row.tapRecognizer?.isEnabled == false)
    #expect(taps == 1)
    #expect(window.isKeyWindow)
  }

  @Test func notHighlightableControllerIsNeverHighlightedButStillTaps() {
    let fixture = StackFixture()
    let controller = sizedHighlightController()
    controller.isHighlightable = false
    let row = fixture.stack.addRow(controller: controller)
    var taps = 0
    row?.onTap = { _ in taps += 1 }
    let window = onScreen(fixture)

    if let row { fingerTap(row) }

    #expect(controller.highlightLog.isEmpty)
    #expect(row?.isHighlighted == false)
    #expect(taps == 1)
    #expect(window.isKeyWindow)
  }

  @Test func secondTouchDownDoesNotHighlightTwice() {
    let fixture = StackFixture()
    let controller = sizedHighlightController()
    let row = fixture.stack.addRow(controller: controller)
    row?.onTap = { _ in }
    let window = onScreen(fixture)

    if let row {
      let first = ScreenTestDriver.beginTouch(on: row)
      let second = ScreenTestDriver.beginTouch(on: row)
      ScreenTestDriver.endTouch(first)
      ScreenTestDriver.endTouch(second)
    }

    #expect(controller.highlightLog == [true, false])
    #expect(window.isKeyWindow)
  }

  @Test func movingOutsideRemovesHighlightAndLiftingInsideNoLongerTaps() {
    let tappable = TappableRow()
    let row = tappable.row
    let inside = CGPoint(x: row.bounds.midX, y: row.bounds.midY)
    let outside = CGPoint(x: row.bounds.midX, y: row.bounds.maxY + 10)

    let touch = ScreenTestDriver.beginTouch(on: row)
    ScreenTestDriver.moveTouch(touch, to: inside)
    #expect(row.isHighlighted == true)
    ScreenTestDriver.moveTouch(touch, to: outside)
    #expect(row.isHighlighted == false)
    ScreenTestDriver.moveTouch(touch, to: inside)
    // Even a tap the recognizer recognizes for this touch does not tap: the touch left the row.
    ScreenTestDriver.tap(row)
    ScreenTestDriver.cancelTouch(touch)

    #expect(tappable.controller.highlightLog == [true, false])
    #expect(tappable.taps.count == 0)
  }

  @Test func touchOnAControlInsideTheRowNeitherHighlightsNorTaps() {
    let tappable = TappableRow()
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    tappable.controller.view.addSubview(button)

    let touch = ScreenTestDriver.beginTouch(on: button)
    #expect(tappable.row.isHighlighted == false)
    // The row's tap recognizer does not take a touch on a control.
    #expect(ScreenTestDriver.tap(button).isEmpty)
    ScreenTestDriver.endTouch(touch)

    #expect(tappable.controller.highlightLog.isEmpty)
    #expect(tappable.taps.count == 0)
  }

  @Test func liftingWithoutATouchDownDoesNotTap() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    var taps = 0
    fixture.stack.rows[0].onTap = { _ in taps += 1 }
    let window = onScreen(fixture)
    let row = fixture.stack.rows[0]

    // A touch that began nowhere on the row (the finger came down elsewhere) ends on it.
    let elsewhere = ScreenTestDriver.beginTouch(on: window)
    row.touchesEnded([elsewhere], with: nil)
    let touch = ScreenTestDriver.beginTouch(on: row)
    ScreenTestDriver.cancelTouch(touch)
    row.touchesEnded([touch], with: nil)

    #expect(taps == 0)
  }

  @Test func aRowInNoWindowGetsNoTouch() {
    let tappable = TappableRow()
    tappable.window.rootViewController = nil

    let touch = ScreenTestDriver.beginTouch(on: tappable.row)
    ScreenTestDriver.endTouch(touch)

    #expect(tappable.controller.highlightLog.isEmpty)
    #expect(tappable.taps.count == 0)
  }
}

// MARK: - Helpers

/// Shows `fixture`'s controller as the root of a key window of its size and lays it out, so that
/// touches reach its rows.
@MainActor
private func onScreen(_ fixture: StackFixture) -> UIWindow {
  let window = UIWindow(frame: fixture.controller.view.frame)
  window.rootViewController = fixture.controller
  window.makeKeyAndVisible()
  ScreenTestDriver.runLayoutPass()
  fixture.layout()
  return window
}

/// A tap as UIKit delivers it: the finger comes down on `row` (touchesBegan), the tap recognizer
/// recognizes when it lifts, and UIKit cancels the view's touch (`cancelsTouchesInView`).
@MainActor
private func fingerTap(_ row: ScrollStackRow) {
  let touch = ScreenTestDriver.beginTouch(on: row)
  ScreenTestDriver.tap(row)
  ScreenTestDriver.cancelTouch(touch)
}

/// A highlightable controller whose root view is 44 points long, so that a finger fits on its row.
@MainActor
private func sizedHighlightController() -> HighlightController {
  let controller = HighlightController("h")
  controller.view = SizedView(intrinsicSize: CGSize(width: UIView.noIntrinsicMetric, height: 44))
  return controller
}

/// Moves `touch` out of `row` and lifts it there.
@MainActor
private func liftOutside(_ touch: UITouch, of row: ScrollStackRow) {
  ScreenTestDriver.moveTouch(touch, to: CGPoint(x: row.bounds.midX, y: row.bounds.maxY + 10))
  ScreenTestDriver.endTouch(touch)
}
