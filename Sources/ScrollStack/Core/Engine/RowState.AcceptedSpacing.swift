// MARK: - RowState.AcceptedSpacing

extension RowState {
  /// The insets and padding a row's stored extent was last accepted with, kept only while they
  /// differ from the row's current ones (from a change until the engine accepts or refuses it):
  /// most rows never need the 64 bytes.
  final class AcceptedSpacing {
    // MARK: Lifecycle

    init(insets: StackEdgeInsets, padding: StackEdgeInsets) {
      self.insets = insets
      self.padding = padding
    }

    // MARK: Internal

    let insets: StackEdgeInsets
    let padding: StackEdgeInsets
  }
}
