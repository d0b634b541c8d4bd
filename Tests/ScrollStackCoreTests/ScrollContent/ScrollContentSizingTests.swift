import Foundation
import Testing

@testable import ScrollStackCore

@Suite struct ScrollContentSizingTests {
  let visible = CGSize(width: 390, height: 700)

  @Test func smallContentGrowsToTheVisibleArea() {
    let sizing = ScrollContentSizing(fittingSize: CGSize(width: 200, height: 300), visibleSize: visible)
    #expect(sizing.contentSize == visible)
  }

  @Test func largeContentKeepsItsOwnSize() {
    let sizing = ScrollContentSizing(fittingSize: CGSize(width: 500, height: 1500), visibleSize: visible)
    #expect(sizing.contentSize == CGSize(width: 500, height: 1500))
  }

  @Test func huggingAxisIsNotStretched() {
    let sizing = ScrollContentSizing(
      fittingSize: CGSize(width: 200, height: 300), visibleSize: visible, hugsWidth: true)
    #expect(sizing.contentSize == CGSize(width: 200, height: 700))
    let both = ScrollContentSizing(
      fittingSize: CGSize(width: 200, height: 300), visibleSize: visible, hugsWidth: true, hugsHeight: true)
    #expect(both.contentSize == CGSize(width: 200, height: 300))
  }

  @Test func keyboardDoesNotResizeContentByDefault() {
    let sizing = ScrollContentSizing(
      fittingSize: CGSize(width: 200, height: 300), visibleSize: visible, keyboardOverlap: 250)
    #expect(sizing.contentSize.height == 700)
  }

  @Test func resizingForKeyboardShrinksTheMinimumButNotBelowTheFittingSize() {
    var sizing = ScrollContentSizing(
      fittingSize: CGSize(width: 200, height: 300), visibleSize: visible, keyboardOverlap: 250,
      shouldResizeContentViewForKeyboard: true)
    #expect(sizing.contentSize.height == 450)
    #expect(sizing.contentSize.width == 390)
    sizing.keyboardOverlap = 600
    #expect(sizing.contentSize.height == 300)
  }

  @Test func undefinedFittingSizeIsReportedAndFallsBackToTheVisibleArea() {
    let result = ScrollContentSizing(fittingSize: CGSize(width: CGFloat.nan, height: -1), visibleSize: visible)
      .resolve()
    #expect(result.size == visible)
    #expect(result.diagnostics.map(\.kind) == [.undefinedContentSize, .undefinedContentSize])
  }

}
