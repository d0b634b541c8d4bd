import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Frames stay true to the row at coordinates where a `CGFloat` can no longer hold every point
/// (past 2^53, 9e15, a coordinate moves in steps of 2 or more; at 1e17 in steps of 16).
@Suite @MainActor struct LargeCoordinateFrameTests {
  @Test func hugeTrailingPaddingDoesNotChangeTheFrameLength() {
    let fixture = StackFixture()
    fixture.stack.addRows(controllers: [SizedController("a", size: .fixed(44)), SizedController("b", size: .fixed(20))])

    fixture.stack.setRowPadding(index: 0, padding: UIEdgeInsets(top: 10, left: 0, bottom: 1e17, right: 0))

    // The extent is 1e17 + 54, stored as 1e17 + 48; the frame's length is the row's own 44.
    fixture.layout()
    #expect(fixture.stack.rows[0].frame == CGRect(x: 0, y: 10, width: 320, height: 44))
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func aFrameFarDownTheStackEndsWithinItsPlace() {
    let fixture = StackFixture()
    fixture.stack.addRows(controllers: [
      SizedController("far", size: .fixed(1e17)), SizedController("a", size: .fixed(0)),
      SizedController("b", size: .fixed(120)), SizedController("c", size: .fixed(25)),
    ])
    // Row "b" starts at 1e17 + 120 (representable), is 120.1 long and ends at 1e17 + 240.1: the
    // sum rounds to 1e17 + 240, the frame's own start + length would round to 1e17 + 256.
    fixture.stack.setRowInsets(index: 2, insets: UIEdgeInsets(top: 0, left: 0, bottom: 0.1, right: 0))
    fixture.stack.setRowPadding(index: 2, padding: UIEdgeInsets(top: 120, left: 0, bottom: 0, right: 0))

    fixture.stack.scrollToBottom()
    fixture.layout()
    let rows = fixture.stack.rows
    #expect(rows[2].frame.maxY <= rows[3].frame.minY)
    fixture.layout()
    #expect(rows[3].frame.minY == fixture.stack.contentSize.height - 25)
    #expect(fixture.diagnostics.isEmpty)
  }
}
