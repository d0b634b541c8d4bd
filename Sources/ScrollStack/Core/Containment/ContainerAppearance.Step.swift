// MARK: - ContainerAppearance.Step

extension ContainerAppearance {
  /// One appearance call on a controller.
  package enum Step: Equatable, Sendable {
    /// `beginAppearanceTransition(isAppearing, animated:)`.
    case begin(isAppearing: Bool)
    /// `endAppearanceTransition()`.
    case end
  }
}
