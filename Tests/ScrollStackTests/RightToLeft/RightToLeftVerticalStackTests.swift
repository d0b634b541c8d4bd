import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

/// A vertical stack under a right-to-left layout: rows stay where they are; directional insets,
/// padding and separator insets put their leading edge on the right; absolute ones stay.
@Suite @MainActor struct RightToLeftVerticalStackTests {
  /// A 320-point wide stack with two 100-point rows; the first with directional insets
  /// (leading 16, trailing 4) and padding (leading 20), laid out in `direction` (through the
  /// stack's `semanticContentAttribute`).
  private func directionalStack(_ attribute: UISemanticContentAttribute) -> StackFixture {
    let fixture = StackFixture()
    fixture.stack.semanticContentAttribute = attribute
    fixture.addFixedRows(2)
    let row = fixture.stack.rows[0]
    row.directionalRowInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4)
    row.directionalRowPadding = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
    fixture.layout()
    return fixture
  }

  @Test func directionalInsetsPaddingAndSeparatorsSitOnTheLeadingEdgeInBothDirections() {
    let leftToRight = directionalStack(.forceLeftToRight)
    let ltrRow = leftToRight.stack.rows[0]
    #expect(ltrRow.frame == CGRect(x: 20, y: 0, width: 300, height: 100))
    #expect(ltrRow.contentView.frame == CGRect(x: 16, y: 0, width: 280, height: 100))
    #expect(ltrRow.separatorView.frame == CGRect(x: 15, y: 99, width: 285, height: 1))
    #expect(leftToRight.inconsistencies() == [])

    let rightToLeft = directionalStack(.forceRightToLeft)
    let rtlRow = rightToLeft.stack.rows[0]
    #expect(rtlRow.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(rtlRow.contentView.frame == CGRect(x: 4, y: 0, width: 280, height: 100))
    #expect(rtlRow.separatorView.frame == CGRect(x: 0, y: 99, width: 285, height: 1))
    // The rows themselves stay in order from the top.
    #expect(rightToLeft.stack.rows[1].frame == CGRect(x: 0, y: 100, width: 320, height: 100))
    #expect(rightToLeft.stack.rows[1].separatorView.frame == CGRect(x: 0, y: 99, width: 305, height: 1))
    #expect(rightToLeft.inconsistencies() == [])
  }

  @Test func theStacksDirectionalDefaultsReachNewRowsOnTheLeadingEdge() {
    let fixture = StackFixture()
    fixture.stack.semanticContentAttribute = .forceRightToLeft
    fixture.stack.directionalRowInsets = NSDirectionalEdgeInsets(top: 2, leading: 10, bottom: 2, trailing: 0)
    fixture.stack.directionalRowPadding = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 0)
    fixture.stack.directionalSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
    fixture.addFixedRows(1)
    fixture.layout()
    let row = fixture.stack.rows[0]
    #expect(row.frame == CGRect(x: 0, y: 0, width: 312, height: 104))
    #expect(row.contentView.frame == CGRect(x: 0, y: 2, width: 302, height: 100))
    #expect(row.separatorView.frame == CGRect(x: 0, y: 103, width: 282, height: 1))
    #expect(row.directionalRowInsets == NSDirectionalEdgeInsets(top: 2, leading: 10, bottom: 2, trailing: 0))
  }

  @Test func absoluteInsetsKeepTheirLeftOnTheLeftRightToLeft() {
    let fixture = StackFixture()
    fixture.stack.semanticContentAttribute = .forceRightToLeft
    fixture.addFixedRows(1)
    let row = fixture.stack.rows[0]
    row.rowInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 4)
    row.separatorInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    fixture.layout()
    #expect(row.contentView.frame == CGRect(x: 16, y: 0, width: 300, height: 100))
    #expect(row.separatorView.frame == CGRect(x: 15, y: 99, width: 305, height: 1))
  }

  @Test func theDefaultSeparatorInsetIsOnTheRightRightToLeftAsInATableView() {
    let fixture = StackFixture()
    fixture.stack.semanticContentAttribute = .forceRightToLeft
    fixture.addFixedRows(1)
    fixture.layout()
    let row = fixture.stack.rows[0]
    #expect(row.separatorView.frame == CGRect(x: 0, y: 99, width: 305, height: 1))
    #expect(row.separatorInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 15))
    #expect(fixture.stack.separatorInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 15))
    #expect(row.directionalSeparatorInsets == NSDirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 0))
  }
}
