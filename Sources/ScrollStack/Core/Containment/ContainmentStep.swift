// MARK: - ContainmentStep

/// One call a host makes when a row's content joins or leaves a stack, in the order a
/// ``ContainmentPlan`` gives.
package enum ContainmentStep: Equatable, Sendable {
  /// The host moves a view.
  case view(ViewMove)
  /// `addChild` on the stack's controller (which sends the child `willMove(toParent:)`).
  case addChild
  /// The appearance calls that bring the child to its container's state
  /// (``AppearanceForwardingContainer/childDidJoin(_:)``).
  case joinAppearance
  /// `didMove(toParent:)` with the stack's controller.
  case didMoveToParent
  /// `willMove(toParent: nil)`.
  case willMoveToNoParent
  /// The appearance calls that take the child to disappeared
  /// (``AppearanceForwardingContainer/childWillLeave(_:)``).
  case leaveAppearance
  /// `removeFromParent()` (which sends the child `didMove(toParent: nil)`).
  case removeFromParent
}
