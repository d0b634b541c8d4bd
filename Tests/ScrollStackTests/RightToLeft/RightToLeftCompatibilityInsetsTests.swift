import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

/// The `UIEdgeInsets` properties migrating users set (ScrollStackController's and AloeStackView's)
/// keep absolute meaning, as `UIView.layoutMargins` does, and read consistently with the
/// directional ones, as `directionalLayoutMargins` does.
@Suite @MainActor struct RightToLeftCompatibilityInsetsTests {
  private func rightToLeftStack() -> StackFixture {
    let fixture = StackFixture()
    fixture.stack.semanticContentAttribute = .forceRightToLeft
    return fixture
  }

  @Test func aRowReadsEachFormAfterTheOtherWasSetLikeLayoutMargins() {
    let fixture = rightToLeftStack()
    fixture.addFixedRows(1)
    let row = fixture.stack.rows[0]

    row.rowInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(row.directionalRowInsets == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))

    row.directionalRowPadding = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(row.rowPadding == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))

    row.directionalSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
    #expect(row.separatorInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 20))
  }

  @Test func theStacksScrollStackControllerPropertiesAreAbsolute() {
    let fixture = rightToLeftStack()
    fixture.stack.rowPadding = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
    #expect(fixture.stack.directionalRowPadding == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 10))
    fixture.addFixedRows(1)
    fixture.stack.setRowInsets(index: 0, insets: UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 0))
    fixture.layout()
    let row = fixture.stack.rows[0]
    #expect(row.frame == CGRect(x: 10, y: 0, width: 310, height: 100))
    #expect(row.contentView.frame == CGRect(x: 6, y: 0, width: 304, height: 100))
  }

  @Test func aloeStackViewsInsetPropertiesAreAbsolute() {
    let fixture = rightToLeftStack()
    fixture.stack.rowInset = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
    fixture.stack.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    #expect(fixture.stack.directionalRowInsets == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 12))
    fixture.addFixedRows(1)
    fixture.layout()
    let row = fixture.stack.rows[0]
    #expect(row.contentView.frame == CGRect(x: 12, y: 0, width: 308, height: 100))
    #expect(row.separatorView.frame == CGRect(x: 20, y: 99, width: 300, height: 1))

    fixture.stack.directionalSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
    #expect(fixture.stack.separatorInset == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 20))
  }
}
