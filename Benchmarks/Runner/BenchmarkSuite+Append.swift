import Foundation
import ScrollStackHeadless

// MARK: - Appending row by row

extension BenchmarkSuite {
  /// n × addRow at the bottom of an empty stack, per-operation mean. Quadratic today at large n,
  /// so each side stops at its budget; the figure compares the first appends both sides ran.
  func runAppendFigure(rows: Int) {
    let ours = appendSamples(HeadlessStackAdapter.self, rows: rows)
    let naive = appendSamples(NaiveStackAdapter.self, rows: rows)
    record(
      compare(
        "append_row", rows: rows, ours: ours, naive: naive, statistic: .mean,
        note: { count in
          count == rows ? "mean of \(rows) appends" : "mean of the first \(count) of \(rows) appends (budget)"
        }))
  }

  /// The time of each `appendRow` while a stack grows from empty to `rows` rows.
  func appendSamples<Stack: BenchmarkedStack>(_ type: Stack.Type, rows: Int) -> [ElapsedTime] {
    var heights = SeededGenerator(seed: Self.heightSeed)
    let views = RowViewFactory.makeViews(count: rows, using: &heights)
    return appendSamples(to: Stack(viewport: RowViewFactory.viewport), views: views)
  }

  /// The time of each `appendRow` of `views` to `stack`, within the budget.
  private func appendSamples(to stack: some BenchmarkedStack, views: [Headless.View]) -> [ElapsedTime] {
    let appending = BudgetedSeries(budget: options.seriesBudget, maximumLength: views.count, warmsUp: false)
    let samples = appending.run { step in
      let view = views[step]
      return Stopwatch.time { stack.appendRow(view) }
    }
    Sink.consume(stack.rowCount)
    return samples
  }
}
