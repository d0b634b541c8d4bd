import Testing

@testable import ScrollStackCore

/// What a container that forwards appearance itself sends each child, with no host.
@Suite @MainActor struct AppearanceForwarderTests {
  let first = ChildToken()
  let second = ChildToken()

  @Test func aChildJoiningWhileTheContainerDisappearsHearsNothingThenOrWhenItLeaves() {
    var forwarder = AppearanceForwarder()
    forwarder.containerDidChange(to: .appeared)
    forwarder.containerDidChange(to: .disappearing)

    #expect(forwarder.stepsToFollow(first.id).isEmpty)
    // The container's viewDidDisappear ends its children; this one began nothing.
    forwarder.containerDidChange(to: .disappeared)
    #expect(forwarder.stepsToFollow(first.id).isEmpty)
    forwarder.containerDidChange(to: .disappearing)
    #expect(forwarder.stepsToLeave(first.id).isEmpty)
  }

  @Test func aChildJoiningWhileTheContainerAppearsIsFinishedByTheContainerOrWhenItLeaves() {
    var forwarder = AppearanceForwarder()
    forwarder.containerDidChange(to: .appearing)
    #expect(forwarder.stepsToFollow(first.id) == [.begin(isAppearing: true)])
    #expect(forwarder.stepsToFollow(second.id) == [.begin(isAppearing: true)])

    forwarder.containerDidChange(to: .appeared)
    #expect(forwarder.stepsToFollow(first.id) == [.end])
    #expect(forwarder.stepsToLeave(second.id) == [.end, .begin(isAppearing: false), .end])
    #expect(forwarder.recordedChildCount == 1)
  }

  @Test func aChildThatLeftIsForgottenAndJoinsAgainFromDisappeared() {
    var forwarder = AppearanceForwarder()
    forwarder.containerDidChange(to: .appeared)
    #expect(forwarder.stepsToFollow(first.id) == [.begin(isAppearing: true), .end])
    #expect(forwarder.stepsToLeave(first.id) == [.begin(isAppearing: false), .end])
    #expect(forwarder.recordedChildCount == 0)
    #expect(forwarder.stepsToFollow(first.id) == [.begin(isAppearing: true), .end])
  }

  @Test func childrenThatLeftByAnotherWayAreForgotten() {
    var forwarder = AppearanceForwarder()
    forwarder.containerDidChange(to: .appeared)
    _ = forwarder.stepsToFollow(first.id)
    _ = forwarder.stepsToFollow(second.id)

    forwarder.forgetChildren(notIn: [second.id])

    #expect(forwarder.recordedChildCount == 1)
    #expect(forwarder.stepsToLeave(first.id).isEmpty)
    #expect(forwarder.stepsToLeave(second.id) == [.begin(isAppearing: false), .end])
  }

  /// Joining around a view move: the begin before (`viewWillAppear`, the view "about to be
  /// added"), the held-back end after (`viewDidAppear`, "was added"); a child joining while the
  /// container appears only begins, and the container's end finishes it.
  @Test func joiningHoldsBackTheEndUntilTheViewJoined() {
    var forwarder = AppearanceForwarder()
    forwarder.containerDidChange(to: .appeared)
    #expect(forwarder.stepsBeforeJoining(first.id) == [.begin(isAppearing: true)])
    #expect(forwarder.stepsAfterJoining(first.id) == [.end])
    #expect(forwarder.stepsAfterJoining(first.id).isEmpty)

    forwarder.containerDidChange(to: .appearing)
    #expect(forwarder.stepsBeforeJoining(second.id) == [.begin(isAppearing: true)])
    #expect(forwarder.stepsAfterJoining(second.id).isEmpty)
    forwarder.containerDidChange(to: .appeared)
    #expect(forwarder.stepsToFollow(second.id) == [.end])
  }

  /// Leaving around a view move: everything but the end before (`viewWillDisappear`, and a child
  /// still appearing is finished first), the end after (`viewDidDisappear`, the view "was
  /// removed"); until then the leaving child neither follows the container nor is forgotten.
  @Test func leavingHoldsBackTheEndUntilTheViewLeftAndKeepsTheChildOutOfTheContainersChanges() {
    var forwarder = AppearanceForwarder()
    forwarder.containerDidChange(to: .appearing)
    _ = forwarder.stepsToFollow(first.id)
    #expect(forwarder.stepsBeforeLeaving(first.id) == [.end, .begin(isAppearing: false)])

    forwarder.containerDidChange(to: .appeared)
    #expect(forwarder.stepsToFollow(first.id).isEmpty)
    forwarder.forgetChildren(notIn: [])
    #expect(forwarder.stepsAfterJoining(first.id).isEmpty)
    #expect(forwarder.stepsAfterLeaving(first.id) == [.end])
    #expect(forwarder.recordedChildCount == 0)
    #expect(forwarder.stepsAfterLeaving(first.id).isEmpty)
  }

  /// A child that joins again between the two parts of its leaving (a callback displayed it
  /// again) turns its disappearance back and is not ended by the rest of the leaving; one that
  /// heard nothing hears nothing after either.
  @Test func aChildJoiningAgainMidLeaveIsNotEndedByTheLeavingAndSilentChildrenStaySilent() {
    var forwarder = AppearanceForwarder()
    forwarder.containerDidChange(to: .appeared)
    _ = forwarder.stepsToFollow(first.id)
    #expect(forwarder.stepsBeforeLeaving(first.id) == [.begin(isAppearing: false)])
    #expect(forwarder.stepsBeforeJoining(first.id) == [.begin(isAppearing: true)])
    #expect(forwarder.stepsAfterJoining(first.id) == [.end])
    #expect(forwarder.stepsAfterLeaving(first.id).isEmpty)
    #expect(forwarder.recordedChildCount == 1)

    #expect(forwarder.stepsAfterJoining(second.id).isEmpty)
    #expect(forwarder.stepsBeforeLeaving(second.id).isEmpty)
    #expect(forwarder.stepsAfterLeaving(second.id).isEmpty)
  }

  /// Every sequence of five actions — the container begins either way or ends, either of two
  /// children takes the part of a join or of a leave before or after its view moves — sends
  /// each child only calls that take effect (no end without its begin), and a child whose
  /// leaving finished (and that did not join again meanwhile) ends disappeared (11^5 sequences).
  @Test func noCallSentAroundAViewMoveIsEverOneUIKitWouldIgnore() {
    var sequences = 0
    let parts: [(inout AppearanceWorld, ObjectIdentifier) -> Void] = [
      { $0.willJoin($1) }, { $0.didJoin($1) }, { $0.willLeave($1) }, { $0.didLeave($1) },
    ]
    explore(AppearanceWorld(), depth: 5, actions: actions(parts), onLeaf: { sequences += 1 })
    #expect(sequences == 161_051)
  }

  /// Every sequence of six actions — the container begins either way or ends, either of two
  /// children follows or leaves — sends each child only calls that take effect, and a child that
  /// leaves ends disappeared (7^6 sequences, explored exhaustively).
  @Test func noCallSentIsEverOneUIKitWouldIgnore() {
    var sequences = 0
    explore(
      AppearanceWorld(), depth: 6, actions: actions([{ $0.follow($1) }, { $0.leave($1) }]),
      onLeaf: { sequences += 1 })
    #expect(sequences == 117_649)
  }

  /// The container's three steps, then `childActions` for each of the two children: every action
  /// an exploration takes.
  private func actions(
    _ childActions: [(inout AppearanceWorld, ObjectIdentifier) -> Void]
  ) -> [(inout AppearanceWorld) -> Void] {
    let containerSteps: [ContainerAppearance.Step] = [.end, .begin(isAppearing: true), .begin(isAppearing: false)]
    let container = containerSteps.map { step in { (world: inout AppearanceWorld) in world.container(step) } }
    let children = [first.id, second.id].flatMap { id in
      childActions.map { action in { (world: inout AppearanceWorld) in action(&world, id) } }
    }
    return container + children
  }

  /// Applies every one of `actions` to `world` and recurses until `depth` actions were taken.
  private func explore(
    _ world: AppearanceWorld, depth: Int, actions: [(inout AppearanceWorld) -> Void], onLeaf: () -> Void
  ) {
    guard depth > 0 else {
      onLeaf()
      return
    }
    for action in actions {
      var next = world
      action(&next)
      explore(next, depth: depth - 1, actions: actions, onLeaf: onLeaf)
    }
  }
}

/// A container, its forwarder and what each child has heard; every call a child would ignore is
/// recorded as a test issue.
private struct AppearanceWorld {
  var forwarder = AppearanceForwarder()
  var children: [ObjectIdentifier: ContainerAppearance] = [:]
  var state = ContainerAppearance.disappeared
  /// The children between their ``willLeave(_:)`` and ``didLeave(_:)`` that did not join again.
  var leaving: Set<ObjectIdentifier> = []

  /// The container takes `step` if it is legal in its state, and forwards it to its children.
  mutating func container(_ step: ContainerAppearance.Step) {
    guard let next = state.applying(step) else { return }
    state = next.state
    forwarder.containerDidChange(to: state)
    for id in Array(children.keys) { send(forwarder.stepsToFollow(id), to: id) }
  }

  /// A child joins or catches up with the container.
  mutating func follow(_ id: ObjectIdentifier) {
    send(forwarder.stepsToFollow(id), to: id)
  }

  /// A child leaves; it must end disappeared.
  mutating func leave(_ id: ObjectIdentifier) {
    send(forwarder.stepsToLeave(id), to: id)
    #expect(children[id] == .disappeared)
    children[id] = nil
  }

  /// A child's view is about to join.
  mutating func willJoin(_ id: ObjectIdentifier) {
    leaving.remove(id)
    send(forwarder.stepsBeforeJoining(id), to: id)
  }

  /// A child's view joined.
  mutating func didJoin(_ id: ObjectIdentifier) {
    send(forwarder.stepsAfterJoining(id), to: id)
  }

  /// A child's view is about to leave.
  mutating func willLeave(_ id: ObjectIdentifier) {
    leaving.insert(id)
    send(forwarder.stepsBeforeLeaving(id), to: id)
  }

  /// A child's view left; a child that was leaving must end disappeared.
  mutating func didLeave(_ id: ObjectIdentifier) {
    send(forwarder.stepsAfterLeaving(id), to: id)
    if leaving.remove(id) != nil { #expect((children[id] ?? .disappeared) == .disappeared) }
  }

  private mutating func send(_ steps: [ContainerAppearance.Step], to id: ObjectIdentifier) {
    var childState = children[id] ?? .disappeared
    for step in steps {
      guard let next = childState.applying(step) else {
        Issue.record("\(step) ignored by a child in \(childState)")
        return
      }
      childState = next.state
    }
    children[id] = childState
  }
}

/// An object whose identity stands for a child.
final class ChildToken: Sendable {
  var id: ObjectIdentifier { ObjectIdentifier(self) }
}
