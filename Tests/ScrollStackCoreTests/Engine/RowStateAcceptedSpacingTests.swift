import Testing

@_spi(Engine) @testable import ScrollStackCore

/// A row state remembers the insets and padding last accepted only from a change until the
/// engine accepts it, and gives back the oldest unaccepted ones.
@Suite @MainActor struct RowStateAcceptedSpacingTests {
  @Test func changesKeepTheLastAcceptedSpacingUntilAccepted() {
    var defaults = RowDefaults()
    defaults.insets = StackEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    let state = RowState(defaults: defaults)
    #expect(state.acceptedInsets == defaults.insets)

    state.insets = StackEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    state.padding = StackEdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
    state.insets = StackEdgeInsets(top: 9, left: 0, bottom: 9, right: 0)
    // Two changes later, the accepted ones are still those before the first change.
    #expect(state.acceptedInsets == defaults.insets)
    #expect(state.acceptedPadding == defaults.padding)

    state.acceptCurrentSpacing()
    #expect(state.acceptedInsets == StackEdgeInsets(top: 9, left: 0, bottom: 9, right: 0))
    #expect(state.acceptedPadding == StackEdgeInsets(top: 2, left: 0, bottom: 2, right: 0))
  }
}
