import Foundation
import ScrollStack

// MARK: - Whole-stack operations

extension BenchmarkSuite {
  /// removeAllRows, setRows(views:) and addRows(views:) on `rows` rows: the time of one call,
  /// median of the repetitions that fit the budget. A side whose call the earlier row counts
  /// predict to take longer than the single-call cap is skipped.
  func runBulkFigures(rows: Int) {
    let operations: [(name: String, ours: (Int) -> SideResult, naive: (Int) -> SideResult)] = [
      (
        "remove_all_rows", { self.removeAllSample(UIKitStackAdapter.self, rows: $0) },
        { self.removeAllSample(NaiveStackAdapter.self, rows: $0) }
      ),
      (
        "set_rows", { self.setRowsSample(UIKitStackAdapter.self, rows: $0) },
        { self.setRowsSample(NaiveStackAdapter.self, rows: $0) }
      ),
      (
        "add_rows", { self.addRowsSample(UIKitStackAdapter.self, rows: $0) },
        { self.addRowsSample(NaiveStackAdapter.self, rows: $0) }
      ),
    ]
    for operation in operations {
      let ours = operation.ours(rows)
      let naive = operation.naive(rows)
      record(FigureResult(name: operation.name, rows: rows, ours: ours, naive: naive, note: bulkNote(ours, naive)))
    }
  }

  /// The note of a whole-stack figure: how many calls each side's median is over, or the time
  /// that made it skip the call.
  func bulkNote(_ ours: SideResult, _ naive: SideResult) -> String {
    [("ours", ours), ("naive", naive)].map { side, result in
      switch result {
      case .measured(_, let calls): return "\(side): median of \(calls)"
      case .skipped(let predicted):
        return "\(side): predicted \(DurationText.format(nanoseconds: predicted.nanoseconds))"
      }
    }.joined(separator: ", ")
  }

  /// removeAllRows on a stack of `rows` rows.
  func removeAllSample<Stack: BenchmarkedStack>(_ type: Stack.Type, rows: Int) -> SideResult {
    bulkResult("remove_all_rows", Stack.sideName, rows: rows) {
      let stack = makeStack(Stack.self, rows: rows)
      return Stopwatch.time { stack.removeAllRows() }
    }
  }

  /// setRows(views:) replacing `rows` rows with `rows` new ones.
  func setRowsSample<Stack: BenchmarkedStack>(_ type: Stack.Type, rows: Int) -> SideResult {
    bulkResult("set_rows", Stack.sideName, rows: rows) {
      let stack = makeStack(Stack.self, rows: rows)
      var heights = SeededGenerator(seed: Self.heightSeed &+ 3)
      let views = RowViewFactory.makeViews(count: rows, using: &heights)
      return Stopwatch.time { stack.setRows(views) }
    }
  }

  /// addRows(views:) of `rows` views to an empty stack.
  func addRowsSample<Stack: BenchmarkedStack>(_ type: Stack.Type, rows: Int) -> SideResult {
    bulkResult("add_rows", Stack.sideName, rows: rows) {
      var heights = SeededGenerator(seed: Self.heightSeed)
      let views = RowViewFactory.makeViews(count: rows, using: &heights)
      return timeAppendingRows(views, to: Stack(viewport: RowViewFactory.viewport))
    }
  }

  /// The time of one `addRows(views:)` of `views` to `stack`.
  private func timeAppendingRows(_ views: [IntrinsicSizeView], to stack: some BenchmarkedStack) -> ElapsedTime {
    let time = Stopwatch.time { stack.appendRows(views) }
    Sink.consume(stack.rowCount)
    return time
  }

  /// Runs `repetition` (setup untimed, returning the timed call) up to the run's repetition
  /// count within the budget, unless the times at smaller row counts predict one call over the
  /// single-call cap.
  func bulkResult(_ figure: String, _ side: String, rows: Int, repetition: () -> ElapsedTime) -> SideResult {
    let key = "\(figure)/\(side)"
    let predicted = bulkHistory.predictedNanoseconds(for: key, rows: rows)
    if let predicted, predicted > options.singleCallCap.nanoseconds {
      return .skipped(predicted: .nanoseconds(predicted))
    }
    let deadline = Stopwatch.now + options.seriesBudget
    var samples: [Double] = []
    while samples.count < options.bulkRepetitions && (samples.isEmpty || Stopwatch.now < deadline) {
      samples.append(repetition().nanoseconds)
    }
    let median = Self.median(samples)
    bulkHistory.record(key, rows: rows, nanoseconds: median)
    return .measured(nanoseconds: median, operations: samples.count)
  }
}
