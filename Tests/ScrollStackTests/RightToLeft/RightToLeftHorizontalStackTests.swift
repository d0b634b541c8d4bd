import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

/// A horizontal stack under a right-to-left layout runs from the right: its first row at the
/// content's right edge, its offset mirrored (as a horizontal UICollectionViewFlowLayout's,
/// `flipsHorizontallyInOppositeLayoutDirection`), scroll positions and visibility mirrored too.
@Suite @MainActor struct RightToLeftHorizontalStackTests {
  /// A horizontal stack 320 points wide with ten 100-point rows (1,000 points of content), laid
  /// out with `attribute` as its semantic content attribute.
  private func horizontalStack(_ attribute: UISemanticContentAttribute) -> StackFixture {
    let fixture = StackFixture()
    fixture.stack.semanticContentAttribute = attribute
    fixture.stack.axis = .horizontal
    fixture.addFixedRows(10)
    fixture.layout()
    return fixture
  }

  @Test func theFirstRowIsAtTheRightAndShownFirst() {
    let fixture = horizontalStack(.forceRightToLeft)
    let stack = fixture.stack
    #expect(stack.contentSize == CGSize(width: 1000, height: 480))
    #expect(stack.rows[0].frame == CGRect(x: 900, y: 0, width: 100, height: 480))
    #expect(stack.rows[1].frame == CGRect(x: 800, y: 0, width: 100, height: 480))
    #expect(stack.rows[9].frame == CGRect(x: 0, y: 0, width: 100, height: 480))
    #expect(stack.frameOfRow(index: 1) == CGRect(x: 800, y: 0, width: 100, height: 480))
    // The separator between the first two rows is on the first row's left edge.
    #expect(stack.rows[0].separatorView.frame == CGRect(x: 0, y: 0, width: 1, height: 480))
    #expect(stack.contentOffset == CGPoint(x: 680, y: 0))
    #expect(stack.visibilityOfRow(index: 0) == .entire)
    #expect(stack.visibilityOfRow(index: 3) == .partial(percentage: 20))
    #expect(stack.visibilityOfRow(index: 4) == .offscreen)
    #expect(fixture.inconsistencies() == [])
  }

  @Test func leftToRightTheFirstRowIsAtTheLeft() {
    let fixture = horizontalStack(.forceLeftToRight)
    #expect(fixture.stack.rows[0].frame == CGRect(x: 0, y: 0, width: 100, height: 480))
    #expect(fixture.stack.contentOffset == .zero)
    #expect(fixture.stack.visibilityOfRow(index: 3) == .partial(percentage: 20))
  }

  @Test func scrollToRowPositionsMirror() {
    let fixture = horizontalStack(.forceRightToLeft)
    let stack = fixture.stack

    // Initial: the row's leading (right) edge at the visible area's right edge.
    #expect(stack.scrollToRow(index: 2, at: .initial, animated: false))
    #expect(stack.contentOffset == CGPoint(x: 480, y: 0))
    #expect(stack.rows[2].frame.maxX == stack.contentOffset.x + 320)
    #expect(stack.visibilityOfRow(index: 2) == .entire)
    #expect(stack.visibilityOfRow(index: 5) == .partial(percentage: 20))
    #expect(stack.visibilityOfRow(index: 1) == .offscreen)

    // Final: the row's trailing (left) edge at the visible area's left edge.
    #expect(stack.scrollToRow(index: 5, at: .final, animated: false))
    #expect(stack.contentOffset == CGPoint(x: 400, y: 0))
    #expect(stack.rows[5].frame.minX == stack.contentOffset.x)

    stack.scrollToTop(animated: false)
    #expect(stack.contentOffset == CGPoint(x: 680, y: 0))
    stack.scrollToBottom(animated: false)
    #expect(stack.contentOffset == .zero)
    #expect(stack.visibilityOfRow(index: 9) == .entire)
    #expect(fixture.inconsistencies() == [])
  }

  @Test func anAnimatedScrollLandsOnTheMirroredOffset() {
    let fixture = horizontalStack(.forceRightToLeft)
    var completed = 0
    fixture.stack.scrollToRow(index: 2, at: .initial, animated: true) { completed += 1 }
    fixture.finishAnimations()
    ScreenTestDriver.advanceTime(by: 2)
    #expect(fixture.stack.contentOffset == CGPoint(x: 480, y: 0))
    #expect(completed == 1)
  }

  @Test func settingTheOffsetIsInTheViewsCoordinates() {
    let fixture = horizontalStack(.forceRightToLeft)
    fixture.stack.contentOffset = CGPoint(x: 0, y: 0)
    #expect(fixture.stack.contentOffset == .zero)
    #expect(fixture.stack.visibilityOfRow(index: 9) == .entire)
    #expect(fixture.stack.visibilityOfRow(index: 0) == .offscreen)
    #expect(fixture.inconsistencies() == [])
  }

  @Test func rowsAddedAtTheEndGrowTheContentLeftwardsAndKeepTheScreenOnTheFirstRows() {
    let fixture = horizontalStack(.forceRightToLeft)
    fixture.addFixedRows(2)
    fixture.layout()
    #expect(fixture.stack.contentSize.width == 1200)
    #expect(fixture.stack.rows[0].frame == CGRect(x: 1100, y: 0, width: 100, height: 480))
    #expect(fixture.stack.rows[11].frame == CGRect(x: 0, y: 0, width: 100, height: 480))
    #expect(fixture.stack.contentOffset == CGPoint(x: 880, y: 0))
    #expect(fixture.stack.visibilityOfRow(index: 0) == .entire)
    #expect(fixture.inconsistencies() == [])
  }

  @Test func directionalPaddingLeadsFromTheRightAndAbsolutePaddingStaysLeft() {
    let fixture = horizontalStack(.forceRightToLeft)
    let stack = fixture.stack
    stack.rows[0].directionalRowPadding = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
    stack.rows[1].rowPadding = UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 0)
    fixture.layout()
    // 1,016 points of content: row 0 keeps 10 points on its right (leading), row 1 6 points on
    // its left, between it and row 2.
    #expect(stack.contentSize.width == 1016)
    #expect(stack.rows[0].frame == CGRect(x: 906, y: 0, width: 100, height: 480))
    #expect(stack.rows[1].frame == CGRect(x: 806, y: 0, width: 100, height: 480))
    #expect(stack.rows[2].frame == CGRect(x: 700, y: 0, width: 100, height: 480))
    #expect(fixture.inconsistencies() == [])
  }
}
