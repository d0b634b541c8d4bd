import Testing

@testable import ScrollStackCore

@Suite struct ContentConstraintDestinationTests {
  @Test func anAncestorsConstraintToTheOutsideFollowsTheScrollView() {
    #expect(
      ContentConstraintDestination(heldByAncestor: true, otherItemIsInside: false, isOwnSize: false) == .scrollView)
  }

  @Test func anAncestorsConstraintToSomethingInsideStaysWithTheContentView() {
    #expect(
      ContentConstraintDestination(heldByAncestor: true, otherItemIsInside: true, isOwnSize: false) == .contentView)
  }

  @Test func theContentViewsOwnSizeBecomesTheScrollViewsSize() {
    #expect(
      ContentConstraintDestination(heldByAncestor: false, otherItemIsInside: false, isOwnSize: true) == .scrollViewSize
    )
  }

  @Test func theContentViewsInternalLayoutIsLeftAlone() {
    #expect(
      ContentConstraintDestination(heldByAncestor: false, otherItemIsInside: true, isOwnSize: false) == .unchanged)
    #expect(
      ContentConstraintDestination(heldByAncestor: false, otherItemIsInside: false, isOwnSize: false) == .unchanged)
  }
}
