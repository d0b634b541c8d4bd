// MARK: - ContainmentStep.ViewMove

extension ContainmentStep {
  /// A view the host moves itself.
  package enum ViewMove: Equatable, Sendable {
    /// The row view goes into the stack, at the row's index.
    case insertRowView
    /// The content view goes into the row view.
    case insertContentView
    /// The content view leaves the row view.
    case removeContentView
    /// The row view leaves the stack.
    case removeRowView
  }
}
