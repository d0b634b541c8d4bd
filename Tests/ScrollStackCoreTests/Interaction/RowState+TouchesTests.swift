import Testing

@_spi(Engine) @testable import ScrollStackCore

@Suite @MainActor struct RowStateTouchesTests {
  @Test func effectsReachTheHostsHighlightAndTapInOrderAndTheRowShowsTheHighlight() {
    let state = RowState(defaults: RowDefaults())
    let facts = RowTouchFacts(isTappable: true, isHighlightable: true)
    var log: [String] = []

    let highlight: (Bool) -> Void = { log.append("highlight \($0)") }
    state.handleTouch(.began(onInnerInteraction: false), facts: facts, highlight: highlight, tap: { log.append("tap") })
    #expect(state.isHighlighted)
    state.handleTouch(.ended(inside: true), facts: facts, highlight: highlight, tap: { log.append("tap") })

    #expect(log == ["highlight true", "highlight false", "tap"])
    #expect(state.isHighlighted == false)
  }
}
