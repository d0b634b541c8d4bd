import Testing

@testable import ScrollStackCore

/// The appearance state machine and the paths between its states, with no host.
@Suite @MainActor struct ContainerAppearanceTests {
  typealias State = ContainerAppearance

  @Test func beginAndEndMoveTheStateAsUIKitDoesAndIgnoreTheRest() {
    #expect(State.disappeared.applying(.begin(isAppearing: true))! == (.appearing, .willAppear))
    #expect(State.disappearing.applying(.begin(isAppearing: true))! == (.appearing, .willAppear))
    #expect(State.appeared.applying(.begin(isAppearing: false))! == (.disappearing, .willDisappear))
    #expect(State.appearing.applying(.begin(isAppearing: false))! == (.disappearing, .willDisappear))
    #expect(State.appearing.applying(.end)! == (.appeared, .didAppear))
    #expect(State.disappearing.applying(.end)! == (.disappeared, .didDisappear))
    // A second begin in the same direction, and an end without a transition, do nothing.
    #expect(State.appearing.applying(.begin(isAppearing: true)) == nil)
    #expect(State.appeared.applying(.begin(isAppearing: true)) == nil)
    #expect(State.disappearing.applying(.begin(isAppearing: false)) == nil)
    #expect(State.disappeared.applying(.begin(isAppearing: false)) == nil)
    #expect(State.appeared.applying(.end) == nil)
    #expect(State.disappeared.applying(.end) == nil)
  }

  @Test func childrenJoiningOrLeavingMidAppearanceGetBalancedCalls() {
    #expect(State.disappeared.stepsForAddedChild.isEmpty)
    #expect(State.appearing.stepsForAddedChild == [.begin(isAppearing: true)])
    #expect(State.appeared.stepsForAddedChild == [.begin(isAppearing: true), .end])
    #expect(State.disappearing.stepsForAddedChild.isEmpty)
    #expect(State.disappeared.stepsForRemovedChild.isEmpty)
    #expect(State.appearing.stepsForRemovedChild == [.end, .begin(isAppearing: false), .end])
    #expect(State.appeared.stepsForRemovedChild == [.begin(isAppearing: false), .end])
    #expect(State.disappearing.stepsForRemovedChild == [.end])
  }

  /// A cancelled interactive transition (the container goes willDisappear → willAppear →
  /// didAppear) is turned back in the child as in UIKit: no `viewDidDisappear` in between.
  @Test func aChildInTransitionTurnsBackWhenItsContainerDoes() {
    #expect(State.steps(from: .disappearing, to: .appearing) == [.begin(isAppearing: true)])
    #expect(State.steps(from: .appearing, to: .disappearing) == [.begin(isAppearing: false)])
    #expect(State.steps(from: .appearing, to: .appeared) == [.end])
    #expect(State.steps(from: .disappearing, to: .appeared) == [.begin(isAppearing: true), .end])
  }

  @Test func aChildNeverEntersATransitionItIsPast() {
    #expect(State.steps(from: .disappeared, to: .disappearing).isEmpty)
    #expect(State.steps(from: .appeared, to: .appearing).isEmpty)
  }

  @Test(arguments: State.allCases, State.allCases)
  func everyPathTakesEffectCallByCallAndReachesItsTarget(from: State, to: State) {
    var state = from
    for step in State.steps(from: from, to: to) {
      // No call on the path is one UIKit would ignore (or log as unbalanced).
      guard let next = state.applying(step) else {
        Issue.record("\(step) does nothing in \(state) on the path \(from) → \(to)")
        return
      }
      state = next.state
    }
    let past = (from == .disappeared && to == .disappearing) || (from == .appeared && to == .appearing)
    #expect(state == (past ? from : to))
    #expect(from.after(State.steps(from: from, to: to)) == state)
  }
}
