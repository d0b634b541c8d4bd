// MARK: - AppearanceForwarder

/// The appearance of a container that forwards it to its children itself, and what it has
/// forwarded to each child, so that every child's calls stay balanced whenever it joins or
/// leaves: one that joins while the container disappears hears nothing (not even the
/// container's `viewDidDisappear` end), one that leaves mid-transition is finished first.
///
/// A child's view joins or leaves between two parts of its calls: the begin before the view moves
/// (``stepsBeforeJoining(_:)``, ``stepsBeforeLeaving(_:)``), the end after it
/// (``stepsAfterJoining(_:)``, ``stepsAfterLeaving(_:)``), as UIKit documents `viewWillAppear`
/// ("about to be added") and `viewDidDisappear` ("was removed"). Between the two, a leaving child
/// is kept out of the container's changes: its end comes from ``stepsAfterLeaving(_:)`` alone.
///
/// Children are known by identity; one never seen is taken as disappeared. The platform reads the
/// steps for one child right before sending them, so a callback that adds or removes children
/// meanwhile finds the record up to date.
package struct AppearanceForwarder: Equatable, Sendable {
  // MARK: Lifecycle

  /// A forwarder whose container has not appeared and that has sent nothing.
  package init() {}

  // MARK: Package

  /// The container's own state; `disappeared` at first.
  package private(set) var container: ContainerAppearance = .disappeared

  /// The number of children with a record (those that heard a call and have not left).
  package var recordedChildCount: Int { children.count }

  /// The container's own state changed to `state` (from its `viewWillAppear`, `viewDidAppear`…).
  package mutating func containerDidChange(to state: ContainerAppearance) {
    container = state
  }

  /// The calls `child` needs now to follow the container (a child joining, or one the container
  /// brings along after its own state changed); recorded as sent. A child between
  /// ``stepsBeforeLeaving(_:)`` and ``stepsAfterLeaving(_:)`` does not follow: nothing.
  package mutating func stepsToFollow(_ child: ObjectIdentifier) -> [ContainerAppearance.Step] {
    guard !leaving.contains(child) else { return [] }
    return steps(moving: child, to: container)
  }

  /// The calls `child` needs to leave disappeared; the child is forgotten.
  package mutating func stepsToLeave(_ child: ObjectIdentifier) -> [ContainerAppearance.Step] {
    leaving.remove(child)
    let steps = steps(moving: child, to: .disappeared)
    children[child] = nil
    return steps
  }

  /// The calls `child` needs before its view joins the container's: those that follow the
  /// container but a trailing end, which ``stepsAfterJoining(_:)`` sends once the view is in (a
  /// child joining an appeared container is left appearing). A leaving child joins again.
  package mutating func stepsBeforeJoining(_ child: ObjectIdentifier) -> [ContainerAppearance.Step] {
    leaving.remove(child)
    return steps(moving: child, to: container, holdingBackEnd: true)
  }

  /// The calls that finish `child`'s joining after its view joined: those that bring it to the
  /// container's state from what it heard (an appearing child of an appeared container ends).
  /// Nothing for a child that heard nothing, or left, or is leaving meanwhile (a callback took
  /// it out): an end is only sent after its begin.
  package mutating func stepsAfterJoining(_ child: ObjectIdentifier) -> [ContainerAppearance.Step] {
    guard children[child] != nil else { return [] }
    return stepsToFollow(child)
  }

  /// The calls `child` needs before its view leaves: those that take it to disappeared but a
  /// trailing end, which ``stepsAfterLeaving(_:)`` sends once the view is out (an appeared child
  /// is left disappearing). Until then the child does not follow the container.
  package mutating func stepsBeforeLeaving(_ child: ObjectIdentifier) -> [ContainerAppearance.Step] {
    leaving.insert(child)
    return steps(moving: child, to: .disappeared, holdingBackEnd: true)
  }

  /// The calls that finish `child`'s leaving after its view left (the end held back); the child
  /// is forgotten. Nothing for a child that is not leaving (it joined again meanwhile).
  package mutating func stepsAfterLeaving(_ child: ObjectIdentifier) -> [ContainerAppearance.Step] {
    guard leaving.contains(child) else { return [] }
    return stepsToLeave(child)
  }

  /// Forgets the children not in `current` (they left without going through ``stepsToLeave(_:)``;
  /// their identity may be reused by a new object). A child that is leaving is kept: it is still
  /// alive, and its end is still due.
  package mutating func forgetChildren(notIn current: Set<ObjectIdentifier>) {
    children = children.filter { current.contains($0.key) || leaving.contains($0.key) }
  }

  // MARK: Private

  private var children: [ObjectIdentifier: ContainerAppearance] = [:]
  /// The children between ``stepsBeforeLeaving(_:)`` and ``stepsAfterLeaving(_:)``.
  private var leaving: Set<ObjectIdentifier> = []

  /// The calls that take `child` to `target`, recorded as sent; with `holdingBackEnd`, a trailing
  /// end is left out (and not recorded).
  private mutating func steps(
    moving child: ObjectIdentifier, to target: ContainerAppearance, holdingBackEnd: Bool = false
  ) -> [ContainerAppearance.Step] {
    let current = children[child] ?? .disappeared
    var steps = ContainerAppearance.steps(from: current, to: target)
    if holdingBackEnd, steps.last == .end { steps.removeLast() }
    let reached = current.after(steps)
    children[child] = reached == .disappeared ? nil : reached
    return steps
  }
}
