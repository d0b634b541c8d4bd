import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Visibility is measured on the row's frame, which excludes its padding, and `visibleRows`,
/// `entirelyVisibleRows` and the delegate agree with it.
@Suite @MainActor struct PaddedRowVisibilityTests {
  @Test func rowWhoseFrameIsBelowTheViewportIsOffscreenThoughItsPaddingShows() {
    let fixture = StackFixture(height: 150)
    fixture.addFixedRows(2)
    fixture.clearLogs()

    // Row 1 takes 100..<250; its frame, below 50 points of padding, is 150..<250: it leaves the
    // 150-point viewport.
    fixture.stack.setRowPadding(index: 1, padding: UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0))

    fixture.layout()
    let row = fixture.stack.rows[1]
    #expect(row.frame.minY == 150)
    #expect(row.visibility == .offscreen)
    #expect(fixture.stack.visibleRows.map(\.index) == [0])
    #expect(fixture.delegate.visibilityLog == ["hidden 1 offscreen"])
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func paddedRowWhoseFrameIsOnScreenIsEntire() {
    let fixture = StackFixture(height: 110)
    fixture.addFixedRows(1)
    fixture.clearLogs()

    // The row takes 0..<120; its frame is 10..<110, all of it inside the 110-point viewport.
    fixture.stack.setRowPadding(index: 0, padding: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))

    fixture.layout()
    #expect(fixture.stack.rows[0].frame.maxY == 110)
    #expect(fixture.stack.visibilityOfRow(index: 0) == .entire)
    #expect(fixture.stack.entirelyVisibleRows.map(\.index) == [0])
    // It was entire before the padding and stays so: nothing to report.
    #expect(fixture.delegate.visibilityLog.isEmpty)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func partialPercentageIsTheShareOfTheFrameInView() {
    let fixture = StackFixture(height: 100)
    fixture.addFixedRows(2)
    fixture.stack.setRowPadding(index: 1, padding: UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0))
    fixture.clearLogs()

    // Row 1's frame is 120..<220; the visible interval 70..<170 shows half of it.
    fixture.stack.contentOffset = CGPoint(x: 0, y: 70)

    #expect(fixture.stack.rows[1].visibility == .partial(percentage: 50))
    #expect(fixture.delegate.visibilityLog == ["visible 0 partial(30%)", "visible 1 partial(50%)"])

    // At 15 the visible interval ends at 115, above row 1's frame, though inside its padding.
    fixture.stack.contentOffset = CGPoint(x: 0, y: 15)
    #expect(fixture.stack.rows[1].visibility == .offscreen)
    #expect(fixture.delegate.visibilityLog.last == "hidden 1 offscreen")
    #expect(fixture.inconsistencies().isEmpty)
  }
}
