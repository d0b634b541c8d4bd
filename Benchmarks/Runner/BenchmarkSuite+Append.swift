import Foundation
import ScrollStack

// MARK: - Appending row by row

extension BenchmarkSuite {
  /// n × addRow at the bottom of an empty stack, per-operation mean. Quadratic today at large n,
  /// so each side stops at its budget; the figure compares the first appends both sides ran.
  func runAppendFigure(rows: Int) {
    let ours = appendSamples(UIKitStackAdapter.self, rows: rows)
    let naive = appendSamples(NaiveStackAdapter.self, rows: rows)
    record(
      compare(
        "append_row", rows: rows, ours: ours, naive: naive, statistic: .mean,
        note: { count in
          count == rows ? "mean of \(rows) appends" : "mean of the first \(count) of \(rows) appends (budget)"
        }))
  }

  /// n × addRow at the bottom of an empty stack, the time of all n calls: the figure the issue's
  /// goal names (100,000 appends ≤ 500 ms). Like a whole-stack operation, the series cannot stop
  /// halfway: up to the run's repetitions within the budget, skipped when the earlier row counts
  /// predict it over the single-call cap.
  func runAppendOneByOneFigure(rows: Int) {
    let ours = appendOneByOneSample(UIKitStackAdapter.self, rows: rows)
    let naive = appendOneByOneSample(NaiveStackAdapter.self, rows: rows)
    record(
      FigureResult(name: "add_row_one_by_one", rows: rows, ours: ours, naive: naive, note: bulkNote(ours, naive)))
  }

  /// The time of `rows` × `appendRow` to a new stack, all of them.
  func appendOneByOneSample<Stack: BenchmarkedStack>(_ type: Stack.Type, rows: Int) -> SideResult {
    bulkResult("add_row_one_by_one", Stack.sideName, rows: rows) {
      var heights = SeededGenerator(seed: Self.heightSeed)
      let views = RowViewFactory.makeViews(count: rows, using: &heights)
      return timeAppendingOneByOne(views, to: Stack(viewport: RowViewFactory.viewport))
    }
  }

  /// The time of each `appendRow` while a stack grows from empty to `rows` rows.
  func appendSamples<Stack: BenchmarkedStack>(_ type: Stack.Type, rows: Int) -> [ElapsedTime] {
    var heights = SeededGenerator(seed: Self.heightSeed)
    let views = RowViewFactory.makeViews(count: rows, using: &heights)
    return appendSamples(to: Stack(viewport: RowViewFactory.viewport), views: views)
  }

  /// The time of `appendRow` of each of `views` to `stack`, in order, all of them.
  private func timeAppendingOneByOne(_ views: [IntrinsicSizeView], to stack: some BenchmarkedStack) -> ElapsedTime {
    let time = Stopwatch.time {
      for view in views { stack.appendRow(view) }
    }
    Sink.consume(stack.rowCount)
    return time
  }

  /// The time of each `appendRow` of `views` to `stack`, within the budget.
  private func appendSamples(to stack: some BenchmarkedStack, views: [IntrinsicSizeView]) -> [ElapsedTime] {
    let appending = BudgetedSeries(budget: options.seriesBudget, maximumLength: views.count, warmsUp: false)
    let samples = appending.run { step in
      let view = views[step]
      return Stopwatch.time { stack.appendRow(view) }
    }
    Sink.consume(stack.rowCount)
    return samples
  }
}
