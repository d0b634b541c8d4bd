import Foundation
import Testing

@testable import ScrollStackCore

/// Where scrolling content may be placed: never in its own scroll view or an ancestor of its host.
@Suite struct ScrollingContentPlacementTests {
  @Test func ruleRefusesTheScrollViewAndAncestorsOfTheHostButNotTheRootItself() {
    #expect(ScrollingContentPlacement.refusalReason(containsScrollView: false, containsHostRootView: false) == nil)
    #expect(ScrollingContentPlacement.refusalReason(containsScrollView: true, containsHostRootView: false) != nil)
    #expect(ScrollingContentPlacement.refusalReason(containsScrollView: false, containsHostRootView: true) != nil)
    #expect(ScrollingContentPlacement.diagnostic(reason: "r").kind == .invalidHierarchy)
  }
}
