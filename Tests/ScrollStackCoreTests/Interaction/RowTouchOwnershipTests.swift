import Testing

@testable import ScrollStackCore

@Suite struct RowTouchOwnershipTests {
  @Test func viewsThatHandleTouchesThemselvesKeepThem() {
    #expect(RowTouchOwnership.keepsTouches(RowSubviewFacts(isControl: true)))
    #expect(RowTouchOwnership.keepsTouches(RowSubviewFacts(isTextView: true)))
    #expect(RowTouchOwnership.keepsTouches(RowSubviewFacts(isCell: true)))
    #expect(RowTouchOwnership.keepsTouches(RowSubviewFacts(isScrollView: true)))
    #expect(RowTouchOwnership.keepsTouches(RowSubviewFacts(hasOwnGestureRecognizers: true)))
  }

  @Test func plainViewsAndMereAccessibilityElementsDoNot() {
    #expect(RowTouchOwnership.keepsTouches(RowSubviewFacts()) == false)
    #expect(RowTouchOwnership.keepsTouches(RowSubviewFacts(isAccessibilityElement: true)) == false)
  }

  @Test func theRowTapTakesATouchOnlyWhenNoViewOnItsPathKeepsIt() {
    let plain = RowSubviewFacts()
    let label = RowSubviewFacts(isAccessibilityElement: true)
    let gallery = RowSubviewFacts(isScrollView: true)
    #expect(RowTouchOwnership.rowTapTakesTouch(path: [label, plain, plain]))
    #expect(RowTouchOwnership.rowTapTakesTouch(path: []))
    // An image inside a horizontal gallery: the gallery, higher up, keeps the touch.
    #expect(RowTouchOwnership.rowTapTakesTouch(path: [plain, gallery, plain]) == false)
  }

  @Test func thePathIsReadOnlyUpToTheFirstViewThatKeepsTheTouch() {
    var read = 0
    let path = [RowSubviewFacts(), RowSubviewFacts(isControl: true), RowSubviewFacts(), RowSubviewFacts()]
      .lazy.map { facts -> RowSubviewFacts in
        read += 1
        return facts
      }
    #expect(RowTouchOwnership.rowTapTakesTouch(path: path) == false)
    #expect(read == 2)
  }
}
