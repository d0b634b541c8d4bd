import ScrollStack

// MARK: - VisibleRow

/// A row that can be seen, as both stacks report it: its index and its visibility.
struct VisibleRow: Equatable, CustomStringConvertible {
  // MARK: Internal

  /// The row's index in its stack.
  let index: Int
  /// How much of the row can be seen.
  let visibility: ScrollStackRowVisibility

  /// `3 partial(42%)`.
  var description: String { "\(index) \(visibility)" }
}
