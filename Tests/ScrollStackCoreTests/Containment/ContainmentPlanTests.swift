import Testing

@testable import ScrollStackCore

/// The containment order, run on stand-in controllers with no host.
@Suite @MainActor struct ContainmentPlanTests {
  @Test func plansFollowUIKitsDocumentedOrder() {
    #expect(ContainmentPlan.attaching(becomesChild: false) == [.view(.insertRowView), .view(.insertContentView)])
    #expect(
      ContainmentPlan.attaching(becomesChild: true) == [
        .view(.insertRowView), .addChild, .view(.insertContentView), .joinAppearance, .didMoveToParent,
      ])
    #expect(ContainmentPlan.detaching(.view) == [.view(.removeContentView), .view(.removeRowView)])
    #expect(
      ContainmentPlan.detaching(.childOfStackController) == [
        .willMoveToNoParent, .leaveAppearance, .view(.removeContentView), .view(.removeRowView), .removeFromParent,
      ])
    #expect(
      ContainmentPlan.detaching(.childOfAnotherController) == [
        .willMoveToNoParent, .view(.removeContentView), .view(.removeRowView), .removeFromParent,
      ])
  }

  @Test func departureDependsOnWhoseChildTheContentIs() {
    let stack = StandInController("stack", log: CallLog())
    let other = StandInController("other", log: CallLog())
    #expect(ContainmentPlan.departure(parent: nil, stackController: stack) == .view)
    #expect(ContainmentPlan.departure(parent: stack, stackController: stack) == .childOfStackController)
    #expect(ContainmentPlan.departure(parent: other, stackController: stack) == .childOfAnotherController)
    #expect(ContainmentPlan.departure(parent: other, stackController: nil) == .childOfAnotherController)
  }

  @Test func aControllerJoiningAnAppearedContainerAppearsBetweenItsViewAndDidMove() {
    let log = CallLog()
    let container = StandInContainer(log: log)
    container.appear(.appeared)
    let row = StandInController("row", log: log)

    ContainmentPlan.attach(row, to: container) { log.entries.append("view \($0)") }

    #expect(
      log.entries == [
        "view insertRowView", "row willMove(stack)", "view insertContentView", "row willAppear", "row didAppear",
        "row didMove(stack)",
      ])
    #expect(row.parent === container.controller)
  }

  /// A windowed row is contained when it joins, and appears only when it is displayed: its view
  /// joins the stack, then its appearance calls; ending its display runs them backwards and
  /// leaves its containment alone.
  @Test func aRowAttachedOutsideTheWindowAppearsWhenDisplayedAndDisappearsWhenItsDisplayEnds() {
    #expect(
      ContainmentPlan.attaching(becomesChild: true, displays: false) == [
        .addChild, .view(.insertContentView), .didMoveToParent,
      ])
    #expect(ContainmentPlan.attaching(becomesChild: false, displays: false) == [.view(.insertContentView)])
    #expect(ContainmentPlan.displaying(becomesChild: false) == [.view(.insertRowView)])
    #expect(ContainmentPlan.endingDisplay(isChildOfStackController: false) == [.view(.removeRowView)])
    let log = CallLog()
    let container = StandInContainer(log: log)
    container.appear(.appeared)
    let row = StandInController("row", log: log)

    ContainmentPlan.attach(row, to: container, displays: false) { log.entries.append("view \($0)") }
    ContainmentPlan.display(row, in: container) { log.entries.append("view \($0)") }
    ContainmentPlan.endDisplay(row, in: container) { log.entries.append("view \($0)") }

    #expect(
      log.entries == [
        "row willMove(stack)", "view insertContentView", "row didMove(stack)", "view insertRowView",
        "row willAppear", "row didAppear", "row willDisappear", "row didDisappear", "view removeRowView",
      ])
    #expect(row.parent === container.controller)
  }

  @Test func aControllerLeavingAnAppearingContainerEndsItsCallsBeforeItsViewLeaves() {
    let log = CallLog()
    let container = StandInContainer(log: log)
    let row = StandInController("row", log: log)
    ContainmentPlan.attach(row, to: container) { _ in }
    container.appear(.appearing)
    log.entries.removeAll()

    ContainmentPlan.detach(row, parent: row.parent, from: container) { log.entries.append("view \($0)") }

    #expect(
      log.entries == [
        "row willMove(nil)", "row didAppear", "row willDisappear", "row didDisappear", "view removeContentView",
        "view removeRowView", "row didMove(nil)",
      ])
    #expect(row.parent == nil)
    // The container's own viewDidAppear no longer reaches it.
    log.entries.removeAll()
    container.appear(.appeared)
    #expect(log.entries.isEmpty)
  }

  @Test func aRowJoiningWhileTheContainerDisappearsHearsNoAppearanceCallAtAll() {
    let log = CallLog()
    let container = StandInContainer(log: log)
    container.appear(.appeared)
    container.appear(.disappearing)
    let row = StandInController("row", log: log)

    ContainmentPlan.attach(row, to: container) { _ in }
    container.appear(.disappeared)
    ContainmentPlan.detach(row, parent: row.parent, from: container) { _ in }

    #expect(
      log.entries.filter { $0.hasPrefix("row") } == [
        "row willMove(stack)", "row didMove(stack)", "row willMove(nil)", "row didMove(nil)",
      ])
    #expect(row.ignoredCalls == 0)
  }

  @Test func plainViewsAndStacksWithoutAControllerOnlyMoveViews() {
    let log = CallLog()
    let row = StandInController("row", log: log)
    var moves: [ContainmentStep.ViewMove] = []

    ContainmentPlan.attach(row, to: StandInContainer?.none) { moves.append($0) }
    ContainmentPlan.detach(StandInController?.none, parent: nil, from: StandInContainer(log: log)) {
      moves.append($0)
    }

    #expect(moves == [.insertRowView, .insertContentView, .removeContentView, .removeRowView])
    #expect(log.entries.isEmpty)
  }

  @Test func aChildOfAnotherControllerLeavesWithoutAppearanceCalls() {
    let log = CallLog()
    let container = StandInContainer(log: log)
    container.appear(.appeared)
    let other = StandInController("other", log: log)
    let row = StandInController("row", log: log)
    other.addChild(row)
    row.beginAppearanceTransition(true, animated: false)
    log.entries.removeAll()

    ContainmentPlan.detach(row, parent: row.parent, from: container) { _ in }

    #expect(log.entries == ["row willMove(nil)", "row didMove(nil)"])
  }
}

/// A shared record of calls, as text.
@MainActor
final class CallLog {
  var entries: [String] = []
}

/// A stand-in for a view controller: records containment and appearance calls, and counts the
/// appearance calls that did nothing (UIKit's "unbalanced calls").
@MainActor
final class StandInController: ContainedController {
  let name: String
  let log: CallLog
  private(set) weak var parent: StandInController?
  private(set) var children: [StandInController] = []
  private(set) var appearance = ContainerAppearance.disappeared
  private(set) var ignoredCalls = 0

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
  }

  func addChild(_ child: StandInController) {
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  func willMove(toParent parent: StandInController?) {
    log.entries.append("\(name) willMove(\(parent?.name ?? "nil"))")
  }

  func didMove(toParent parent: StandInController?) {
    log.entries.append("\(name) didMove(\(parent?.name ?? "nil"))")
  }

  func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
    didMove(toParent: nil)
  }

  func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    apply(.begin(isAppearing: isAppearing))
  }

  func endAppearanceTransition() {
    apply(.end)
  }

  private func apply(_ step: ContainerAppearance.Step) {
    guard let (state, callback) = appearance.applying(step) else {
      ignoredCalls += 1
      return
    }
    appearance = state
    log.entries.append("\(name) \(callback)")
  }
}

/// A stand-in for a stack controller that forwards appearance itself.
@MainActor
final class StandInContainer: AppearanceForwardingContainer {
  let controller: StandInController
  var appearanceForwarder = AppearanceForwarder()

  init(log: CallLog) {
    controller = StandInController("stack", log: log)
  }

  var appearanceChildren: [StandInController] { controller.children }
  var containerAsParent: StandInController { controller }
  func hasChild(_ child: StandInController) -> Bool { child.parent === controller }

  /// Moves the container to `state` (its own callbacks are not recorded) and forwards it.
  func appear(_ state: ContainerAppearance) {
    containerAppearanceDidChange(to: state, animated: false)
  }
}
