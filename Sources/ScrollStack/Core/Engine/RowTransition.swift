// MARK: - RowTransition

/// One hide or show of a row, from its start to its end: calls the row's `didEnd` hook and
/// counts its part of the caller's completion exactly once, whether the animation finishes or a
/// later opposite change to the same row interrupts it first.
@MainActor
final class RowTransition {
  // MARK: Lifecycle

  init(hooks: RowTransitionHooks?, toHide: Bool, state: RowState) {
    self.hooks = hooks
    self.toHide = toHide
    self.state = state
  }

  // MARK: Internal

  let hooks: RowTransitionHooks?
  let toHide: Bool
  /// The completion the transition is a part of; set once every transition of the call started.
  var group: CompletionGroup?
  private(set) var isEnded = false

  /// Ends the transition: the `didEnd` hook, then its part of the completion. Later calls do
  /// nothing.
  func end() {
    guard !isEnded else { return }
    isEnded = true
    if let state, state.transition === self { state.transition = nil }
    hooks?.didEnd(toHide)
    group?.leave()
  }

  // MARK: Private

  private weak var state: RowState?
}
