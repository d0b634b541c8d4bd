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

  /// Every sequence of six actions — the container begins either way or ends, either of two
  /// children follows or leaves — sends each child only calls that take effect, and a child that
  /// leaves ends disappeared (7^6 sequences, explored exhaustively).
  @Test func noCallSentIsEverOneUIKitWouldIgnore() {
    let ids = [first.id, second.id]
    var sequences = 0
    explore(
      AppearanceWorld(), depth: 6, ids: ids,
      onLeaf: { sequences += 1 })
    #expect(sequences == 117_649)
  }

  /// Applies every action to `world` and recurses until `depth` actions were taken.
  private func explore(
    _ world: AppearanceWorld, depth: Int, ids: [ObjectIdentifier], onLeaf: () -> Void
  ) {
    guard depth > 0 else {
      onLeaf()
      return
    }
    let containerSteps: [ContainerAppearance.Step] = [.end, .begin(isAppearing: true), .begin(isAppearing: false)]
    for step in containerSteps {
      var next = world
      next.container(step)
      explore(next, depth: depth - 1, ids: ids, onLeaf: onLeaf)
    }
    for id in ids {
      var following = world
      following.follow(id)
      explore(following, depth: depth - 1, ids: ids, onLeaf: onLeaf)
      var leaving = world
      leaving.leave(id)
      explore(leaving, depth: depth - 1, ids: ids, onLeaf: onLeaf)
    }
  }
}

/// A container, its forwarder and what each child has heard; every call a child would ignore is
/// recorded as a test issue.
private struct AppearanceWorld {
  var forwarder = AppearanceForwarder()
  var children: [ObjectIdentifier: ContainerAppearance] = [:]
  var state = ContainerAppearance.disappeared

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
