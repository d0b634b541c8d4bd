// MARK: - ContainerAppearance.Callback

extension ContainerAppearance {
  /// The appearance method a controller hears when a ``Step`` changes its state.
  package enum Callback: Equatable, Sendable {
    /// `viewWillAppear(_:)`.
    case willAppear
    /// `viewDidAppear(_:)`.
    case didAppear
    /// `viewWillDisappear(_:)`.
    case willDisappear
    /// `viewDidDisappear(_:)`.
    case didDisappear
  }
}
