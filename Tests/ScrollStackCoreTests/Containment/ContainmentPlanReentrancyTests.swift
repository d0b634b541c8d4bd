import Testing

@testable import ScrollStackCore

/// User code in a row's `viewWillAppear`/`viewWillDisappear` runs before its view moves (UIKit's
/// order): it may end the display or display the row again, and the rest of the plan keeps every
/// call balanced and the view where the stack wants it.
@Suite @MainActor struct ContainmentPlanReentrancyTests {
  let log = CallLog()

  /// The row's display ends from its own viewWillAppear: its view never joins, it finishes
  /// appearing and disappears around the (empty) removal, and no end comes without its begin.
  @Test func aDisplayEndedFromViewWillAppearLeavesTheViewOutAndTheCallsBalanced() {
    let (container, row) = changeDisplay(to: true, undoneFrom: .willAppear)

    #expect(
      log.entries == [
        "row willAppear", "row didAppear", "row willDisappear", "view removeRowView", "row didDisappear",
      ])
    #expect(row.appearance == .disappeared)
    #expect(row.ignoredCalls == 0)
    #expect(container.appearanceForwarder.recordedChildCount == 0)
  }

  /// The row is displayed again from its own viewWillDisappear: its view stays in the stack, it
  /// appears again around the (repeated) insertion, and the rest of the leaving sends nothing.
  @Test func aRowDisplayedAgainFromViewWillDisappearKeepsItsViewAndEndsAppeared() {
    let (_, row) = changeDisplay(to: false, undoneFrom: .willDisappear)

    #expect(log.entries == ["row willDisappear", "row willAppear", "view insertRowView", "row didAppear"])
    #expect(row.appearance == .appeared)
    #expect(row.ignoredCalls == 0)
  }

  /// The row is taken out of the window (or brought into it) from its own `willMove(toParent:)`,
  /// before it is a child (so that change moves its row view alone): it appears only if it is
  /// displayed once it is a child.
  @Test(arguments: [true, false])
  func aRowWhoseDisplayChangesFromWillMoveAppearsOnlyIfThenDisplayed(displays: Bool) {
    let container = StandInContainer(log: log)
    container.appear(.appeared)
    let row = StandInController("row", log: log)
    var isDisplayed = displays
    row.onWillMove = { isDisplayed = !displays }

    ContainmentPlan.mount(row, to: container, displays: displays, isDisplayed: { isDisplayed }) {
      log.entries.append("view \($0)")
    }

    if displays {
      #expect(
        log.entries == ["view insertRowView", "row willMove(stack)", "view insertContentView", "row didMove(stack)"])
      #expect(row.appearance == .disappeared)
    } else {
      #expect(
        log.entries == [
          "row willMove(stack)", "row willAppear", "view insertContentView", "row didAppear", "row didMove(stack)",
        ])
      #expect(row.appearance == .appeared)
    }
    #expect(row.ignoredCalls == 0)
  }

  /// Displays (`displayed`) or ends displaying a row of an appeared container, mounted the other
  /// way, whose `callback` changes it back as a callback that scrolls would: the stack's display
  /// flag flips, then the plan runs. Returns the container and the row; the log holds what
  /// followed.
  private func changeDisplay(to displayed: Bool, undoneFrom callback: ContainerAppearance.Callback)
    -> (StandInContainer, StandInController)
  {
    let container = StandInContainer(log: log)
    container.appear(.appeared)
    let row = StandInController("row", log: log)
    ContainmentPlan.mount(row, to: container, displays: !displayed) { _ in }
    var isDisplayed = !displayed
    let change: (Bool) -> Void = { [log, unowned row, unowned container] display in
      isDisplayed = display
      let move: (ContainmentStep.ViewMove) -> Void = { log.entries.append("view \($0)") }
      if display {
        ContainmentPlan.display(row, in: container, isDisplayed: { isDisplayed }, moveView: move)
      } else {
        ContainmentPlan.endDisplay(row, in: container, isDisplayed: { isDisplayed }, moveView: move)
      }
    }
    row.onCallback = { if $0 == callback { change(!displayed) } }
    log.entries.removeAll()
    change(displayed)
    return (container, row)
  }
}
