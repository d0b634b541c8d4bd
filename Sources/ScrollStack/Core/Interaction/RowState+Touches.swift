// MARK: - RowState + Touches

extension RowState {
  /// Runs `event` through the row's ``RowTouchStateMachine`` with the facts the platform read, and
  /// applies the effects in order: `highlight` shows or removes the highlight, `tap` runs `onTap`.
  package func handleTouch(
    _ event: RowTouchEvent, facts: RowTouchFacts, highlight: (Bool) -> Void, tap: () -> Void
  ) {
    for effect in touches.handle(event, facts: facts) {
      switch effect {
      case .setHighlighted(let highlighted): highlight(highlighted)
      case .runTap: tap()
      }
    }
  }
}
