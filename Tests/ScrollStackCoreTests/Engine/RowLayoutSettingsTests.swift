import Testing

@_spi(Engine) @testable import ScrollStackCore

/// Rows made with the same defaults share one layout-settings instance; a change to one row's
/// settings (or to the defaults) leaves the others as they were.
@Suite @MainActor struct RowLayoutSettingsTests {
  @Test func rowsMadeWithTheSameDefaultsShareTheirSettings() {
    var defaults = RowDefaults()
    defaults.insets = StackEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    let first = RowState(defaults: defaults)
    let second = RowState(defaults: defaults)
    #expect(first.layout === second.layout)

    first.separatorThickness = 3
    #expect(first.layout !== second.layout)
    #expect(first.separatorThickness == 3)
    #expect(second.separatorThickness == 1)
    #expect(first.insets == defaults.insets)
  }

  @Test func changingTheDefaultsLeavesExistingRowsAlone() {
    var defaults = RowDefaults()
    let made = RowState(defaults: defaults)
    defaults.padding = StackEdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
    defaults.separatorInsets = .zero
    let later = RowState(defaults: defaults)
    #expect(made.padding == .zero)
    #expect(made.separatorInsets == StackEdgeInsets(left: 15))
    #expect(later.padding == defaults.padding)
    #expect(later.separatorInsets == .zero)
  }

  @Test func settingAnEqualValueKeepsTheSharedInstanceAndTheAcceptedSpacing() {
    let defaults = RowDefaults()
    let state = RowState(defaults: defaults)
    state.insets = defaults.insets
    state.padding = defaults.padding
    #expect(state.layout === defaults.layout)
    state.insets = StackEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    #expect(state.acceptedInsets == .zero)
  }
}
