import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Text snapshots of whole layouts: a line per row (index, title, frame, visibility, separator),
/// so that a layout change reads as a diff.
@Suite @MainActor struct LayoutSnapshotTests {
  private func mixedStack() -> StackFixture {
    let fixture = StackFixture()
    fixture.stack.addRows(controllers: [
      SizedController("Header", size: .fixed(120)),
      SizedController("Text", size: .fitLayoutForAxis, contentView: TextView(text: String(repeating: "x", count: 70))),
      SizedController("Hidden", size: .fixed(50)),
      SizedController("Footer", size: .fixed(300)),
    ])
    fixture.stack.addRow(view: labelledView("Plain", length: 30))
    fixture.stack.setRowPadding(index: 1, padding: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    fixture.stack.setRowHidden(index: 2, isHidden: true)
    fixture.stack.autoHideLastRowSeparator = true
    return fixture
  }

  @Test func verticalMixedStackSnapshot() {
    let fixture = mixedStack()
    // Text: 288 points hold 28 characters a line, 70 characters take 3 lines (60 points).
    #expect(
      fixture.stack.layoutSnapshot() == """
        0 Header (0, 0, 320, 120) entire sep
        1 Text (16, 128, 288, 60) entire sep
        2 Hidden (0, 196, 320, 0) hidden
        3 Footer (0, 196, 320, 300) partial(94.67%) sep
        4 Plain (0, 496, 320, 30) offscreen
        """)
  }

  @Test func horizontalMixedStackSnapshot() {
    let fixture = mixedStack()
    fixture.stack.axis = .horizontal
    fixture.stack.contentOffset = CGPoint(x: 100, y: 0)
    // TextView is 10 points a character whatever the height: 70 characters, 700 points. Visibility
    // is measured on the frame, padding excluded: 284 of Text's 700 points (136..<420) show.
    #expect(
      fixture.stack.layoutSnapshot() == """
        0 Header (0, 0, 120, 480) partial(16.67%) sep
        1 Text (136, 8, 700, 464) partial(40.57%) sep
        2 Hidden (852, 0, 0, 480) hidden
        3 Footer (852, 0, 300, 480) offscreen sep
        4 Plain (1152, 0, 30, 480) offscreen
        """)
  }
}
