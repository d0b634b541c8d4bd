// MARK: - SideResult

/// One side's figure: a time per operation (or per call) and how many operations it rests on,
/// or the reason nothing was measured.
enum SideResult {
  /// Nanoseconds per operation, from `operations` timed operations.
  case measured(nanoseconds: Double, operations: Int)
  /// Not measured: running it would have blown the budget.
  case skipped(predicted: ElapsedTime)

  // MARK: Internal

  /// The time per operation, if measured.
  var nanoseconds: Double? {
    if case .measured(let nanoseconds, _) = self { return nanoseconds }
    return nil
  }

  /// The number of timed operations; 0 when skipped.
  var operationCount: Int {
    if case .measured(_, let operations) = self { return operations }
    return 0
  }

  /// `12.3 µs`, or `skipped (over budget)`.
  var text: String {
    switch self {
    case .measured(let nanoseconds, _): return DurationText.format(nanoseconds: nanoseconds)
    case .skipped: return "skipped (over budget)"
    }
  }
}
