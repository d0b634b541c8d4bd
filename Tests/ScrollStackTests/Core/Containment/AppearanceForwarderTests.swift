import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

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

  /// Every run of container changes, joins and leaves (a few thousand, seeded) sends each child
  /// only calls that take effect, and a child that leaves ends disappeared.
  @Test func noCallSentIsEverOneUIKitWouldIgnore() {
    var generator = SeededGenerator(seed: 11)
    for _ in 0..<2000 {
      var forwarder = AppearanceForwarder()
      var children: [ObjectIdentifier: ContainerAppearance] = [:]
      var container = ContainerAppearance.disappeared
      let tokens = [first, second]
      func send(_ steps: [ContainerAppearance.Step], to id: ObjectIdentifier) {
        var state = children[id] ?? .disappeared
        for step in steps {
          guard let next = state.applying(step) else {
            Issue.record("\(step) ignored by a child in \(state)")
            return
          }
          state = next.state
        }
        children[id] = state
      }
      for _ in 0..<12 {
        let token = tokens[Int(generator.next() % 2)]
        switch generator.next() % 4 {
        case 0:
          // The container takes its next legal step (begin either way, or end).
          let step: ContainerAppearance.Step =
            generator.next() % 2 == 0 ? .end : .begin(isAppearing: generator.next() % 2 == 0)
          guard let next = container.applying(step) else { continue }
          container = next.state
          forwarder.containerDidChange(to: container)
          for id in Array(children.keys) {
            send(forwarder.stepsToFollow(id), to: id)
          }
        case 1, 2:
          send(forwarder.stepsToFollow(token.id), to: token.id)
        default:
          send(forwarder.stepsToLeave(token.id), to: token.id)
          #expect(children[token.id] == .disappeared)
          children[token.id] = nil
        }
      }
    }
  }
}

/// An object whose identity stands for a child.
final class ChildToken: Sendable {
  var id: ObjectIdentifier { ObjectIdentifier(self) }
}
