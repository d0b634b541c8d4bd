import Foundation
import Testing

@testable import ScrollStackCore

/// The length of a nested scroll view that does not scroll, and when a content length is a change.
@Suite struct ContentLengthRuleTests {
  @Test func aNestedScrollViewIsAsLongAsItsContentAndItsInsetsAlongTheAxis() {
    let insets = StackEdgeInsets(top: 10, left: 3, bottom: 6, right: 5)
    let size = CGSize(width: 250, height: 400)
    #expect(
      ContentLengthRule.nestedScrollContentLength(contentSize: size, contentInset: insets, along: .vertical) == 416)
    #expect(
      ContentLengthRule.nestedScrollContentLength(contentSize: size, contentInset: insets, along: .horizontal) == 258)
  }

  @Test func badContentSizesAndInsetsCountAsZero() {
    let insets = StackEdgeInsets(top: .nan, left: 0, bottom: -8, right: .infinity)
    #expect(
      ContentLengthRule.nestedScrollContentLength(
        contentSize: CGSize(width: 10, height: CGFloat.infinity), contentInset: insets, along: .vertical) == 0)
    #expect(
      ContentLengthRule.nestedScrollContentLength(
        contentSize: CGSize(width: -30, height: 5), contentInset: insets, along: .horizontal) == 0)
  }

  @Test func aChangeOfHalfAPixelOrLessIsNoChange() {
    #expect(!ContentLengthRule.differs(100.25, fromMeasured: 100, displayScale: 2))
    #expect(ContentLengthRule.differs(100.26, fromMeasured: 100, displayScale: 2))
    #expect(ContentLengthRule.differs(100.2, fromMeasured: 100, displayScale: 3))
    // A scale below 1 or not finite counts as 1: half a point.
    #expect(!ContentLengthRule.differs(100.5, fromMeasured: 100, displayScale: .nan))
    #expect(ContentLengthRule.differs(100.6, fromMeasured: 100, displayScale: 0))
  }
}
