import Testing

@testable import ScrollStackCore

@Suite struct RowAccessibilitySemanticsTests {
  typealias Semantics = RowAccessibilitySemantics

  /// A view of a toy hierarchy: its facts and its shown subviews.
  struct Node {
    var facts = RowSubviewFacts()
    var children: [Node] = []
  }

  /// Whether `content` has a reachable view, counting the views whose facts were read.
  private func reachable(_ content: Node) -> (Bool, read: Int) {
    var read = 0
    let result = Semantics.contentHasReachableViews(
      content: content, children: \.children,
      facts: {
        read += 1
        return $0.facts
      })
    return (result, read)
  }

  @Test func tappableRowIsOneElementOnlyWhenItsContentHasNothingReachable() {
    #expect(Semantics.isElement(isTappable: true, isElementSetOnRow: false, contentHasReachableViews: { false }))
    #expect(
      Semantics.isElement(isTappable: true, isElementSetOnRow: false, contentHasReachableViews: { true }) == false)
  }

  @Test func theValueSetOnTheRowWinsAndSkipsTheContent() {
    var asked = 0
    let count: () -> Bool = {
      asked += 1
      return true
    }
    #expect(Semantics.isElement(isTappable: true, isElementSetOnRow: true, contentHasReachableViews: count))
    #expect(Semantics.isElement(isTappable: false, isElementSetOnRow: true, contentHasReachableViews: count))
    #expect(Semantics.isElement(isTappable: false, isElementSetOnRow: false, contentHasReachableViews: count) == false)
    #expect(asked == 0)
  }

  @Test func theTapIsACustomActionOnlyOfATappableRowThatIsNotOneElement() {
    var asked = 0
    let has: (Bool) -> () -> Bool = { value in
      {
        asked += 1
        return value
      }
    }
    #expect(
      Semantics.offersTapAsCustomAction(isTappable: true, isElementSetOnRow: false, contentHasReachableViews: has(true))
    )
    #expect(
      Semantics.offersTapAsCustomAction(
        isTappable: true, isElementSetOnRow: false, contentHasReachableViews: has(false))
        == false)
    #expect(asked == 2)
    #expect(
      Semantics.offersTapAsCustomAction(isTappable: true, isElementSetOnRow: true, contentHasReachableViews: has(true))
        == false)
    #expect(
      Semantics.offersTapAsCustomAction(
        isTappable: false, isElementSetOnRow: false, contentHasReachableViews: has(true))
        == false)
    #expect(asked == 2)
  }

  @Test func reachableViewsAreElementsAndViewsThatKeepTheirTouches() {
    #expect(Semantics.isReachable(RowSubviewFacts()) == false)
    #expect(Semantics.isReachable(RowSubviewFacts(isAccessibilityElement: true)))
    #expect(Semantics.isReachable(RowSubviewFacts(isControl: true)))
    #expect(Semantics.isReachable(RowSubviewFacts(isScrollView: true)))
    #expect(Semantics.isReachable(RowSubviewFacts(hasOwnGestureRecognizers: true)))
  }

  @Test func aContentViewThatIsOnlyAnElementLabelsTheRowButOneThatKeepsTouchesIsReachable() {
    #expect(reachable(Node(facts: RowSubviewFacts(isAccessibilityElement: true))).0 == false)
    #expect(reachable(Node(facts: RowSubviewFacts(isScrollView: true))).0)
    #expect(reachable(Node()).0 == false)
  }

  @Test func aDescendantElementOrControlDeepInsideMakesTheContentReachable() {
    let label = Node(facts: RowSubviewFacts(isAccessibilityElement: true))
    let toggle = Node(facts: RowSubviewFacts(isControl: true))
    #expect(reachable(Node(children: [Node(children: [Node(children: [label])])])).0)
    #expect(reachable(Node(children: [Node(), Node(children: [toggle])])).0)
    #expect(reachable(Node(children: [Node(), Node(children: [Node()])])).0 == false)
  }

  @Test func theWalkStopsAtTheFirstReachableView() {
    let plain = Node(children: Array(repeating: Node(), count: 10))
    let toggle = Node(facts: RowSubviewFacts(isControl: true), children: Array(repeating: Node(), count: 10))
    let (found, read) = reachable(Node(children: [plain, toggle]))
    #expect(found)
    // The content, then the last child first (depth first, from the end): the control.
    #expect(read == 2)
  }

  @Test func onlyATappableRowIsAButton() {
    #expect(Semantics.isButton(isTappable: true))
    #expect(Semantics.isButton(isTappable: false) == false)
  }

  @Test func labelFallsBackFromRowToContentToControllerTitle() {
    #expect(Semantics.label(rowLabel: "row", contentLabel: "content", controllerTitle: "title") == "row")
    #expect(Semantics.label(rowLabel: nil, contentLabel: "content", controllerTitle: "title") == "content")
    #expect(Semantics.label(rowLabel: nil, contentLabel: nil, controllerTitle: "title") == "title")
    #expect(Semantics.label(rowLabel: nil, contentLabel: nil, controllerTitle: nil) == nil)
  }

  @Test func emptyLabelSetOnPurposeIsKept() {
    #expect(Semantics.label(rowLabel: "", contentLabel: "content", controllerTitle: "title") == "")
  }

  @Test func theTapActionIsNamedByTheLabelOrActivate() {
    #expect(Semantics.tapActionName(label: "Wi-Fi") == "Wi-Fi")
    #expect(Semantics.tapActionName(label: nil) == "Activate")
    #expect(Semantics.tapActionName(label: "") == "Activate")
  }

  @Test func activationRunsTheTapOnlyOnATappableRow() {
    #expect(Semantics.activationRunsTap(isTappable: true))
    #expect(Semantics.activationRunsTap(isTappable: false) == false)
  }
}
