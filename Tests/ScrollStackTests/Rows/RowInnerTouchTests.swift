import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Taps inside a tappable row on views that handle touches themselves: the inner interaction
/// wins, as in a table view cell (`RowTouchOwnership`). Played with
/// `DoubleTouch.tapWithTouches(_:at:)`: the touch reaches the view and the recognizers as UIKit
/// delivers it, and a recognizer that recognizes cancels the view's touch.
@Suite @MainActor struct RowInnerTouchTests {
  /// A stack on screen with one tappable row whose content (100 points tall) holds `inner` at its
  /// top left; `taps` counts the row's taps.
  @MainActor private struct RowHolding {
    let fixture = StackFixture()
    let content = HighlightView(height: 100)
    let taps = CompletionCounter()
    let row: ScrollStackRow
    let window: UIWindow

    init(_ inner: UIView) {
      inner.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
      content.addSubview(inner)
      fixture.stack.addRow(view: content)
      row = fixture.stack.rows[0]
      row.onTap = { [taps] _ in taps.handler() }
      window = UIWindow(frame: fixture.controller.view.frame)
      window.rootViewController = fixture.controller
      window.makeKeyAndVisible()
      ScreenTestDriver.runLayoutPass()
      fixture.layout()
    }
  }

  @Test func aTapOnATextViewGoesToTheTextView() {
    let log = TouchLog()
    let holding = RowHolding(LoggingTextView(log))

    let recognized = DoubleTouch.tapWithTouches(holding.content.subviews[0])

    #expect(recognized.isEmpty)
    #expect(log.events == ["began", "ended"])
    #expect(holding.taps.count == 0)
    #expect(holding.content.highlightLog.isEmpty)
    #expect(holding.window.isKeyWindow)
  }

  @Test func aTapOnAViewWithItsOwnRecognizerIsLeftToThatView() {
    let log = TouchLog()
    let custom = LoggingView(log)
    // A custom touch-handling view: a recognizer of its own (a pan, a long press: the double plays
    // only taps, so this one never recognizes a tap).
    custom.addGestureRecognizer(UIGestureRecognizer(target: nil, action: nil))
    let holding = RowHolding(custom)

    DoubleTouch.tapWithTouches(custom)

    #expect(log.events == ["began", "ended"])
    #expect(holding.taps.count == 0)
    #expect(holding.window.isKeyWindow)
  }

  @Test func aTapOnATableOrCollectionCellGoesToTheCell() {
    for cell in [UITableViewCell(style: .default, reuseIdentifier: nil), UICollectionViewCell(frame: .zero)] {
      let label = UILabel()
      label.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
      cell.addSubview(label)
      let holding = RowHolding(cell)

      #expect(DoubleTouch.tapWithTouches(label).isEmpty)
      #expect(holding.taps.count == 0)
      #expect(holding.window.isKeyWindow)
    }
  }

  @Test func aTapOnAnImageInAHorizontalGalleryGoesToTheGallery() {
    let gallery = UIScrollView()
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    gallery.addSubview(image)
    let holding = RowHolding(gallery)

    #expect(DoubleTouch.tapWithTouches(image).isEmpty)
    #expect(holding.taps.count == 0)
    #expect(holding.window.isKeyWindow)
  }

  @Test func aFingerOnATextViewDoesNotHighlightTheRow() {
    let log = TouchLog()
    let holding = RowHolding(LoggingTextView(log))

    // The text view passes the touch up the responder chain (calls super): the row still leaves it.
    let touch = ScreenTestDriver.beginTouch(on: holding.content.subviews[0])
    #expect(holding.row.isHighlighted == false)
    ScreenTestDriver.endTouch(touch)

    #expect(holding.content.highlightLog.isEmpty)
    #expect(holding.taps.count == 0)
  }

  @Test func aTapOnALabelTapsTheRowAndCancelsTheLabelsTouch() {
    let log = TouchLog()
    let holding = RowHolding(LoggingLabel(log))

    let recognized = DoubleTouch.tapWithTouches(holding.content.subviews[0])

    #expect(recognized == [holding.row.tapRecognizer].compactMap { $0 })
    #expect(log.events == ["began", "cancelled"])
    #expect(holding.taps.count == 1)
    #expect(holding.content.highlightLog == [true, false])
  }

  @Test func aTapOnAControlStillGoesToTheControl() {
    let log = TouchLog()
    let holding = RowHolding(LoggingControl(log))

    #expect(DoubleTouch.tapWithTouches(holding.content.subviews[0]).isEmpty)
    #expect(log.events == ["began", "ended"])
    #expect(holding.taps.count == 0)
  }

  @Test func anotherRecognizerWhoseDelegateIsTheRowReceivesEveryTouch() {
    let holding = RowHolding(UITextView())
    let other = UITapGestureRecognizer(target: nil, action: nil)
    other.delegate = holding.row
    let touch = ScreenTestDriver.beginTouch(on: holding.content.subviews[0])

    #expect(holding.row.gestureRecognizer(other, shouldReceive: touch))
    if let tapRecognizer = holding.row.tapRecognizer {
      #expect(holding.row.gestureRecognizer(tapRecognizer, shouldReceive: touch) == false)
    }
    ScreenTestDriver.cancelTouch(touch)
  }
}

// MARK: - Helpers

/// The touch calls a view heard, in order.
@MainActor
final class TouchLog {
  var events: [String] = []
}

/// A text view that logs its touches and passes them on (`super`).
private final class LoggingTextView: UITextView {
  let log: TouchLog
  init(_ log: TouchLog) {
    self.log = log
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.events.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.events.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.events.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// A plain view that logs its touches and passes them on.
private final class LoggingView: UIView {
  let log: TouchLog
  init(_ log: TouchLog) {
    self.log = log
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.events.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.events.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.events.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// A label that logs its touches and passes them on.
private final class LoggingLabel: UILabel {
  let log: TouchLog
  init(_ log: TouchLog) {
    self.log = log
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.events.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.events.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.events.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// A control that logs its touches and passes them on.
private final class LoggingControl: UIControl {
  let log: TouchLog
  init(_ log: TouchLog) {
    self.log = log
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.events.append("began")
    super.touchesBegan(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.events.append("ended")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.events.append("cancelled")
    super.touchesCancelled(touches, with: event)
  }
}
