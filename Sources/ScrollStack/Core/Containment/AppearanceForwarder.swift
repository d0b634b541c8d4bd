// MARK: - AppearanceForwarder

/// The appearance of a container that forwards it to its children itself, and what it has
/// forwarded to each child, so that every child's calls stay balanced whenever it joins or
/// leaves: one that joins while the container disappears hears nothing (not even the
/// container's `viewDidDisappear` end), one that leaves mid-transition is finished first.
///
/// Children are known by identity; one never seen is taken as disappeared. The host reads the
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
  /// brings along after its own state changed); recorded as sent.
  package mutating func stepsToFollow(_ child: ObjectIdentifier) -> [ContainerAppearance.Step] {
    steps(moving: child, to: container)
  }

  /// The calls `child` needs to leave disappeared; the child is forgotten.
  package mutating func stepsToLeave(_ child: ObjectIdentifier) -> [ContainerAppearance.Step] {
    let steps = steps(moving: child, to: .disappeared)
    children[child] = nil
    return steps
  }

  /// Forgets the children not in `current` (they left without going through ``stepsToLeave(_:)``;
  /// their identity may be reused by a new object).
  package mutating func forgetChildren(notIn current: Set<ObjectIdentifier>) {
    children = children.filter { current.contains($0.key) }
  }

  // MARK: Private

  private var children: [ObjectIdentifier: ContainerAppearance] = [:]

  private mutating func steps(moving child: ObjectIdentifier, to target: ContainerAppearance)
    -> [ContainerAppearance.Step]
  {
    let current = children[child] ?? .disappeared
    let steps = ContainerAppearance.steps(from: current, to: target)
    let reached = current.after(steps)
    children[child] = reached == .disappeared ? nil : reached
    return steps
  }
}
