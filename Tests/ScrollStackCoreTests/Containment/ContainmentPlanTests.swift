import Testing

@testable import ScrollStackCore

/// The containment order, run on stand-in controllers with no host.
@Suite @MainActor struct ContainmentPlanTests {
  /// UIKit: `addChild`, the view added, `didMove(toParent:)`; `willMove(toParent: nil)`, the view
  /// removed, `removeFromParent()`. A container that forwards appearance itself begins the
  /// transition before the child's view is added or removed (`viewWillAppear`: "about to be
  /// added"; `viewWillDisappear`: "about to be removed") and ends it after (`viewDidAppear`: "was
  /// added"; `viewDidDisappear`: "was removed"): the view moves between the two.
  @Test func plansFollowUIKitsDocumentedOrder() {
    #expect(ContainmentPlan.mounting(becomesChild: false) == [.view(.insertRowView), .view(.insertContentView)])
    #expect(
      ContainmentPlan.mounting(becomesChild: true) == [
        .view(.insertRowView), .addChild, .willJoinAppearance, .view(.insertContentView), .didJoinAppearance,
        .didMoveToParent,
      ])
    #expect(ContainmentPlan.unmounting(.view) == [.view(.removeContentView), .view(.removeRowView)])
    #expect(
      ContainmentPlan.unmounting(.childOfStackController) == [
        .willMoveToNoParent, .willLeaveAppearance, .view(.removeContentView), .view(.removeRowView),
        .didLeaveAppearance, .removeFromParent,
      ])
    #expect(
      ContainmentPlan.unmounting(.childOfAnotherController) == [
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

  /// viewWillAppear comes before the view is added, viewDidAppear after; both before `didMove`.
  @Test func aControllerJoiningAnAppearedContainerAppearsAroundItsViewAndBeforeDidMove() {
    let log = CallLog()
    let container = StandInContainer(log: log)
    container.appear(.appeared)
    let row = StandInController("row", log: log)

    ContainmentPlan.mount(row, to: container) { log.entries.append("view \($0)") }

    #expect(
      log.entries == [
        "view insertRowView", "row willMove(stack)", "row willAppear", "view insertContentView", "row didAppear",
        "row didMove(stack)",
      ])
    #expect(row.parent === container.controller)
  }

  /// A windowed row is contained when it joins, and appears only when it is displayed: its row
  /// view joins the stack between viewWillAppear ("about to be added") and viewDidAppear ("was
  /// added"); ending its display takes it out between viewWillDisappear and viewDidDisappear
  /// ("was removed"), and leaves its containment alone.
  @Test func aRowMountedOutsideTheWindowAppearsWhenDisplayedAndDisappearsWhenItsDisplayEnds() {
    #expect(
      ContainmentPlan.mounting(becomesChild: true, displays: false) == [
        .addChild, .view(.insertContentView), .didMoveToParent,
      ])
    #expect(ContainmentPlan.mounting(becomesChild: false, displays: false) == [.view(.insertContentView)])
    #expect(ContainmentPlan.displaying(becomesChild: false) == [.view(.insertRowView)])
    #expect(
      ContainmentPlan.displaying(becomesChild: true) == [
        .willJoinAppearance, .view(.insertRowView), .didJoinAppearance,
      ])
    #expect(ContainmentPlan.endingDisplay(isChildOfStackController: false) == [.view(.removeRowView)])
    #expect(
      ContainmentPlan.endingDisplay(isChildOfStackController: true) == [
        .willLeaveAppearance, .view(.removeRowView), .didLeaveAppearance,
      ])
    let log = CallLog()
    let container = StandInContainer(log: log)
    container.appear(.appeared)
    let row = StandInController("row", log: log)

    ContainmentPlan.mount(row, to: container, displays: false) { log.entries.append("view \($0)") }
    ContainmentPlan.display(row, in: container, isDisplayed: { true }) { log.entries.append("view \($0)") }
    ContainmentPlan.endDisplay(row, in: container, isDisplayed: { false }) { log.entries.append("view \($0)") }

    #expect(
      log.entries == [
        "row willMove(stack)", "view insertContentView", "row didMove(stack)", "row willAppear",
        "view insertRowView", "row didAppear", "row willDisappear", "view removeRowView", "row didDisappear",
      ])
    #expect(row.parent === container.controller)
  }

  /// It finishes appearing and begins disappearing before its views leave, and hears
  /// viewDidDisappear once they have left; when the container finishes appearing from the row's
  /// viewWillDisappear (`containerEndsMeanwhile`), the leaving row does not follow it back.
  @Test(arguments: [false, true])
  func aControllerLeavingAnAppearingContainerIsFinishedBeforeItsViewLeavesAndDisappearsAfter(
    containerEndsMeanwhile: Bool
  ) {
    let log = CallLog()
    let container = StandInContainer(log: log)
    let row = StandInController("row", log: log)
    ContainmentPlan.mount(row, to: container) { _ in }
    container.appear(.appearing)
    if containerEndsMeanwhile {
      row.onCallback = { callback in
        if callback == .willDisappear { container.appear(.appeared) }
      }
    }
    log.entries.removeAll()

    ContainmentPlan.unmount(row, parent: row.parent, from: container) { log.entries.append("view \($0)") }

    #expect(
      log.entries == [
        "row willMove(nil)", "row didAppear", "row willDisappear", "view removeContentView", "view removeRowView",
        "row didDisappear", "row didMove(nil)",
      ])
    #expect(row.parent == nil)
    #expect(row.ignoredCalls == 0)
    #expect(container.appearanceForwarder.recordedChildCount == 0)
    // The container's own viewDidAppear no longer reaches it.
    log.entries.removeAll()
    container.appear(.appeared)
    #expect(log.entries.isEmpty)
  }

  /// A row displayed while its container appears hears viewWillAppear before its view joins; the
  /// container's own viewDidAppear finishes it, after the view is in.
  @Test func aRowDisplayedWhileTheContainerAppearsBeginsBeforeItsViewJoinsAndEndsWithTheContainer() {
    let log = CallLog()
    let container = StandInContainer(log: log)
    let row = StandInController("row", log: log)
    container.appear(.appearing)
    ContainmentPlan.mount(row, to: container, displays: false) { _ in }
    log.entries.removeAll()

    ContainmentPlan.display(row, in: container, isDisplayed: { true }) { log.entries.append("view \($0)") }
    container.appear(.appeared)

    #expect(log.entries == ["row willAppear", "view insertRowView", "row didAppear"])
    #expect(row.ignoredCalls == 0)
  }

  /// A row whose display ends while its container disappears has heard viewWillDisappear from
  /// the container; it hears viewDidDisappear once its view was removed, and not again when the
  /// container's own viewDidDisappear comes.
  @Test func aRowLeavingWhileTheContainerDisappearsHearsViewDidDisappearOnlyOnceItsViewLeft() {
    let log = CallLog()
    let container = StandInContainer(log: log)
    container.appear(.appeared)
    let row = StandInController("row", log: log)
    ContainmentPlan.mount(row, to: container) { _ in }
    container.appear(.disappearing)
    log.entries.removeAll()

    ContainmentPlan.endDisplay(row, in: container, isDisplayed: { false }) { log.entries.append("view \($0)") }
    container.appear(.disappeared)

    #expect(log.entries == ["view removeRowView", "row didDisappear"])
    #expect(row.ignoredCalls == 0)
  }

  @Test func aRowJoiningWhileTheContainerDisappearsHearsNoAppearanceCallAtAll() {
    let log = CallLog()
    let container = StandInContainer(log: log)
    container.appear(.appeared)
    container.appear(.disappearing)
    let row = StandInController("row", log: log)

    ContainmentPlan.mount(row, to: container) { _ in }
    container.appear(.disappeared)
    ContainmentPlan.unmount(row, parent: row.parent, from: container) { _ in }

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

    ContainmentPlan.mount(row, to: StandInContainer?.none) { moves.append($0) }
    ContainmentPlan.unmount(StandInController?.none, parent: nil, from: StandInContainer(log: log)) {
      moves.append($0)
    }

    #expect(moves == [.insertRowView, .insertContentView, .removeContentView, .removeRowView])
    #expect(log.entries.isEmpty)
  }

  @Test func viewOnlyAttachmentsAndUnmountmentsMakeTheMovesTheirStepListsName() {
    let log = CallLog()
    let container = StandInContainer(log: log)
    func viewMoves(_ steps: [ContainmentStep]) -> [ContainmentStep.ViewMove] {
      steps.compactMap { if case .view(let move) = $0 { move } else { nil } }
    }
    for displays in [true, false] {
      var plainMoves: [ContainmentStep.ViewMove] = []
      ContainmentPlan.mount(StandInController?.none, to: container, displays: displays) { plainMoves.append($0) }
      var orphanMoves: [ContainmentStep.ViewMove] = []
      let orphan = StandInController("orphan", log: log)
      ContainmentPlan.mount(orphan, to: StandInContainer?.none, displays: displays) { orphanMoves.append($0) }
      let listed = viewMoves(ContainmentPlan.mounting(becomesChild: false, displays: displays))
      #expect(plainMoves == listed, "displays: \(displays)")
      #expect(orphanMoves == listed, "displays: \(displays)")
    }
    var leaving: [ContainmentStep.ViewMove] = []
    ContainmentPlan.unmount(StandInController?.none, parent: nil, from: container) { leaving.append($0) }
    #expect(leaving == viewMoves(ContainmentPlan.unmounting(.view)))
    // A view whose row has been removed meanwhile (`isMounted` false) moves nothing.
    var stale: [ContainmentStep.ViewMove] = []
    ContainmentPlan.mount(StandInController?.none, to: container, isMounted: { false }) { stale.append($0) }
    #expect(stale.isEmpty)
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

    ContainmentPlan.unmount(row, parent: row.parent, from: container) { _ in }

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
  /// Runs after each appearance callback, as user code in `viewWillAppear`… would.
  var onCallback: ((ContainerAppearance.Callback) -> Void)?
  /// Runs after each `willMove(toParent:)`, as user code there would.
  var onWillMove: (() -> Void)?

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
    onWillMove?()
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
    onCallback?(callback)
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
