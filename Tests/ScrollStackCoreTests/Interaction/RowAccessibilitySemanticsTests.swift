import Testing

@testable import ScrollStackCore

@Suite struct RowAccessibilitySemanticsTests {
  @Test func tappableRowIsOneElementWhateverWasSet() {
    #expect(RowAccessibilitySemantics.isElement(isTappable: true, isElementSetOnRow: false))
    #expect(RowAccessibilitySemantics.isElement(isTappable: true, isElementSetOnRow: true))
  }

  @Test func untappableRowIsAnElementOnlyWhenSetOnTheRow() {
    #expect(RowAccessibilitySemantics.isElement(isTappable: false, isElementSetOnRow: false) == false)
    #expect(RowAccessibilitySemantics.isElement(isTappable: false, isElementSetOnRow: true))
  }

  @Test func onlyATappableRowIsAButton() {
    #expect(RowAccessibilitySemantics.isButton(isTappable: true))
    #expect(RowAccessibilitySemantics.isButton(isTappable: false) == false)
  }

  @Test func labelFallsBackFromRowToContentToControllerTitle() {
    typealias Semantics = RowAccessibilitySemantics
    #expect(Semantics.label(rowLabel: "row", contentLabel: "content", controllerTitle: "title") == "row")
    #expect(Semantics.label(rowLabel: nil, contentLabel: "content", controllerTitle: "title") == "content")
    #expect(Semantics.label(rowLabel: nil, contentLabel: nil, controllerTitle: "title") == "title")
    #expect(Semantics.label(rowLabel: nil, contentLabel: nil, controllerTitle: nil) == nil)
  }

  @Test func emptyLabelSetOnPurposeIsKept() {
    #expect(RowAccessibilitySemantics.label(rowLabel: "", contentLabel: "content", controllerTitle: "title") == "")
  }

  @Test func activationRunsTheTapOnlyOnATappableRow() {
    #expect(RowAccessibilitySemantics.activationRunsTap(isTappable: true))
    #expect(RowAccessibilitySemantics.activationRunsTap(isTappable: false) == false)
  }
}
