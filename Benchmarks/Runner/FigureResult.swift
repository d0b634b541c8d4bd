// MARK: - FigureResult

/// One figure at one row count: both sides' times and how they were obtained.
struct FigureResult {
  // MARK: Internal

  /// The figure's machine-readable name, e.g. `scroll_drag`.
  let name: String
  /// The number of rows in the stack.
  let rows: Int
  /// The library's figure.
  let ours: SideResult
  /// The naive reference's figure.
  let naive: SideResult
  /// What the figure rests on, e.g. `median of 400` or `ran 1200 of 10000 appends`.
  let note: String

  /// naive / ours: above 1, ours is faster.
  var ratio: Double? {
    guard let oursTime = ours.nanoseconds, let naiveTime = naive.nanoseconds, oursTime > 0 else { return nil }
    return naiveTime / oursTime
  }

  /// `BENCH scroll_drag n=1000 ours_ns=812 naive_ns=9120 ratio=11.23`; a skipped side prints
  /// `skipped` and the ratio `-`.
  var benchLine: String {
    func value(_ side: SideResult) -> String {
      side.nanoseconds.map { String(Int($0.rounded())) } ?? "skipped"
    }
    let ratioText = ratio.map { DurationText.ratio($0) } ?? "-"
    return "BENCH \(name) n=\(rows) ours_ns=\(value(ours)) naive_ns=\(value(naive)) ratio=\(ratioText)"
  }
}
