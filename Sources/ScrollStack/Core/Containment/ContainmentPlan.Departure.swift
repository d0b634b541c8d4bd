// MARK: - ContainmentPlan.Departure

extension ContainmentPlan {
  /// What a row's content is when it leaves.
  package enum Departure: Equatable, Sendable {
    /// A plain view, or a controller that is nobody's child: only the views move.
    case view
    /// A child of the stack's controller: containment and appearance calls.
    case childOfStackController
    /// A child of another controller (moved there by hand): containment calls only; that
    /// controller tells it of its appearance.
    case childOfAnotherController
  }
}
