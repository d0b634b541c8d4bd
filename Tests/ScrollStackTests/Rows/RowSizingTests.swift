import Foundation
import Testing

@_spi(Engine) @testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct RowSizingTests {
  @Test func fixedSizeSetsTheRowLength() {
    let fixture = StackFixture()
    fixture.stack.addRow(controller: SizedController("a", size: .fixed(42.5)))
    #expect(fixture.stack.rows[0].frame == CGRect(x: 0, y: 0, width: 320, height: 42.5))
    #expect(fixture.stack.rows[0].contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 42.5))
  }

  @Test func fitLayoutRowFollowsItsTextForTheStackWidth() {
    let fixture = StackFixture()
    // 320 points hold 32 characters a line: 60 characters take 2 lines.
    let text = TextView(text: String(repeating: "x", count: 60))
    fixture.stack.addRow(controller: SizedController("fit", size: .fitLayoutForAxis, contentView: text))
    #expect(fixture.stack.rows[0].frame == CGRect(x: 0, y: 0, width: 320, height: 40))
  }

  @Test func fitLayoutMeasuresForTheWidthLessInsetsAndPadding() {
    let fixture = StackFixture()
    fixture.stack.rowInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    fixture.stack.rowPadding = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
    // 320 - 20 - 10 = 290 points hold 29 characters a line: 60 characters take 3 lines.
    let text = TextView(text: String(repeating: "x", count: 60))
    fixture.stack.addRow(controller: SizedController("fit", size: .fitLayoutForAxis, contentView: text))
    #expect(fixture.stack.rows[0].frame == CGRect(x: 5, y: 0, width: 310, height: 60))
    #expect(fixture.stack.rows[0].contentView.frame == CGRect(x: 10, y: 0, width: 290, height: 60))
  }

  @Test func plainTextViewRowFitsItsText() {
    let fixture = StackFixture()
    fixture.stack.addRow(view: TextView(text: String(repeating: "x", count: 65)))
    #expect(fixture.stack.rows[0].frame.height == 60)
  }

  @Test func controllerWithoutSizeTakesItsViewsIntrinsicLength() {
    let fixture = StackFixture()
    let intrinsic = SizedView(intrinsicSize: CGSize(width: 10, height: 70))
    fixture.stack.addRow(controller: SizedController("intrinsic", size: nil, contentView: intrinsic))
    fixture.stack.addRow(controller: LoggingViewController())
    fixture.stack.addRow(view: SizedView(intrinsicSize: CGSize(width: UIView.noIntrinsicMetric, height: 33)))
    #expect(fixture.frames.map(\.height) == [70, 0, 33])
    #expect(fixture.frames.map(\.minY) == [0, 70, 70])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test(arguments: [CGFloat.nan, -5, CGFloat.infinity, -CGFloat.infinity])
  func invalidFixedSizeBecomesZeroAndIsReported(length: CGFloat) {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let row = fixture.stack.addRow(controller: SizedController("bad", size: .fixed(length)))
    fixture.stack.addRow(controller: SizedController("after", size: .fixed(10)))

    #expect(row?.frame == CGRect(x: 0, y: 100, width: 320, height: 0))
    #expect(fixture.stack.rows[2].frame == CGRect(x: 0, y: 100, width: 320, height: 10))
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 110))
    #expect(fixture.diagnosticKinds == [.invalidSize])
  }

  @Test func infiniteFittingSizeBecomesZeroAndIsReported() {
    let fixture = StackFixture()
    fixture.stack.addRow(view: SizedView(intrinsicSize: CGSize(width: 0, height: CGFloat.infinity)))
    #expect(fixture.stack.rows[0].frame.height == 0)
    #expect(fixture.diagnosticKinds == [.invalidSize])
  }

  @Test func viewportWidthChangeMeasuresFitRowsAgain() {
    let fixture = StackFixture()
    let text = TextView(text: String(repeating: "x", count: 60))
    fixture.stack.addRow(controller: SizedController("fit", size: .fitLayoutForAxis, contentView: text))
    fixture.addFixedRows(1)
    fixture.clearLogs()

    // 200 points hold 20 characters a line: 3 lines.
    fixture.stack.frame = CGRect(x: 0, y: 0, width: 200, height: 480)

    #expect(
      fixture.frames == [CGRect(x: 0, y: 0, width: 200, height: 60), CGRect(x: 0, y: 60, width: 200, height: 100)])
    #expect(fixture.stack.contentSize == CGSize(width: 200, height: 160))
    #expect(
      fixture.delegate.contentSizeChanges == [
        .init(from: CGSize(width: 320, height: 140), to: CGSize(width: 200, height: 160))
      ])
  }

  @Test func viewportHeightChangeDoesNotMeasureVerticalRowsAgain() {
    let fixture = StackFixture()
    let text = TextView(text: String(repeating: "x", count: 60))
    fixture.stack.addRow(controller: SizedController("fit", size: .fitLayoutForAxis, contentView: text))
    text.text = String(repeating: "x", count: 100)

    fixture.stack.frame = CGRect(x: 0, y: 0, width: 320, height: 200)

    #expect(fixture.stack.rows[0].frame.height == 40)
  }

  @Test func horizontalStackMeasuresWidthForTheStackHeight() {
    let fixture = StackFixture()
    fixture.stack.axis = .horizontal
    // 480 points hold 24 lines: 100 characters need 5 a line, 50 points.
    let text = ColumnTextView(text: String(repeating: "x", count: 100))
    fixture.stack.addRow(controller: SizedController("fit", size: .fitLayoutForAxis, contentView: text))
    fixture.stack.addRow(controller: SizedController("fixed", size: .fixed(30)))

    #expect(
      fixture.frames == [CGRect(x: 0, y: 0, width: 50, height: 480), CGRect(x: 50, y: 0, width: 30, height: 480)])
    #expect(fixture.stack.contentSize == CGSize(width: 80, height: 480))

    // 240 points hold 12 lines: 9 characters a line, 90 points.
    fixture.stack.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
    #expect(
      fixture.frames == [CGRect(x: 0, y: 0, width: 90, height: 240), CGRect(x: 90, y: 0, width: 30, height: 240)])
  }

  @Test func horizontalFitMeasuresForTheHeightLessInsetsAndPadding() {
    let fixture = StackFixture()
    fixture.stack.axis = .horizontal
    fixture.stack.rowInsets = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
    fixture.stack.rowPadding = UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
    // 480 - 40 - 40 = 400 points hold 20 lines: 100 characters need 5 a line, 50 points.
    let text = ColumnTextView(text: String(repeating: "x", count: 100))
    fixture.stack.addRow(view: text)

    #expect(fixture.stack.rows[0].frame == CGRect(x: 0, y: 10, width: 50, height: 440))
    #expect(text.frame == CGRect(x: 0, y: 20, width: 50, height: 400))
  }

  @Test func remeasuringAllRowsPicksUpNewFittingSizes() {
    let fixture = StackFixture()
    let text = TextView(text: String(repeating: "a", count: 32))
    fixture.stack.addRow(view: text)
    #expect(fixture.stack.contentSize.height == 20)
    text.text = String(repeating: "a", count: 96)
    fixture.stack.invalidateRowSizes()
    #expect(fixture.stack.contentSize.height == 60)
    #expect(fixture.delegate.log.contains { $0.hasPrefix("contentSize") })
  }
}
