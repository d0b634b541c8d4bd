import Foundation
import ScrollStack

// MARK: - BenchmarkSuite

/// Measures every figure at every row count, ours against the naive reference, and keeps the
/// results; each figure's `BENCH` line is printed as soon as it is known.
///
/// Both sides of a figure run the same seeded sequence of offsets, positions and heights, and
/// each side's series has its own time budget. Figures compare the two sides over the steps
/// both ran.
@MainActor
final class BenchmarkSuite {
  // MARK: Lifecycle

  init(options: BenchmarkOptions) {
    self.options = options
  }

  // MARK: Internal

  /// The seed of the row heights, the same for both sides.
  static let heightSeed: UInt64 = 0x5C01_1574_C4
  /// The seed of positions and offsets, the same for both sides.
  static let positionSeed: UInt64 = 0xB3_4C4D

  let options: BenchmarkOptions
  /// The time figures so far, in the order they were measured.
  private(set) var figures: [FigureResult] = []
  /// The memory figures so far.
  private(set) var memoryResults: [MemoryResult] = []
  /// Earlier times of the whole-stack operations, to skip those that would blow the budget.
  var bulkHistory = BulkTimeHistory()

  /// Runs every figure at every row count.
  func run() {
    for rows in options.rowCounts {
      Output.line("== \(rows) rows (load average \(MachineDescription.loadAverage()))")
      if options.groups.contains(.scroll) { runScrollAndRowFigures(rows: rows) }
      if options.groups.contains(.append) {
        runAppendFigure(rows: rows)
        runAppendOneByOneFigure(rows: rows)
      }
      if options.groups.contains(.bulk) { runBulkFigures(rows: rows) }
      if options.groups.contains(.settings) { runSettingsFigures(rows: rows) }
      if options.groups.contains(.memory) { runMemoryFigure(rows: rows) }
    }
  }

  /// A series with the run's budget and length limit.
  var series: BudgetedSeries {
    BudgetedSeries(budget: options.seriesBudget, maximumLength: options.maximumSeriesLength)
  }

  /// Records a figure and prints its `BENCH` line.
  func record(_ figure: FigureResult) {
    figures.append(figure)
    Output.line(figure.benchLine)
  }

  /// Records a memory figure and prints its `BENCH` line.
  func record(_ result: MemoryResult) {
    memoryResults.append(result)
    Output.line(result.benchLine)
  }

  /// Turns both sides' samples into a figure over the steps both sides ran.
  func compare(
    _ name: String, rows: Int, ours: [ElapsedTime], naive: [ElapsedTime], statistic: Statistic,
    note: (Int) -> String
  ) -> FigureResult {
    let common = min(ours.count, naive.count)
    func side(_ samples: [ElapsedTime]) -> SideResult {
      let kept = samples.prefix(common).map(\.nanoseconds)
      let value: Double
      switch statistic {
      case .median: value = Self.median(kept)
      case .mean: value = kept.reduce(0, +) / Double(max(1, kept.count))
      }
      return .measured(nanoseconds: value, operations: kept.count)
    }
    return FigureResult(name: name, rows: rows, ours: side(ours), naive: side(naive), note: note(common))
  }

  /// The median of `values` (the mean of the middle two for an even count); 0 when empty.
  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// A stack of `rows` rows with the seeded heights, scrolled to the middle of its content.
  func makeStack<Stack: BenchmarkedStack>(_ type: Stack.Type, rows: Int) -> Stack {
    var heights = SeededGenerator(seed: Self.heightSeed)
    let stack = Stack(viewport: RowViewFactory.viewport)
    stack.appendRows(RowViewFactory.makeViews(count: rows, using: &heights))
    stack.scroll(to: middleOffset(of: stack))
    return stack
  }

  /// The offset that puts the viewport in the middle of the stack's content.
  func middleOffset(of stack: some BenchmarkedStack) -> CGFloat {
    (maximumOffset(of: stack) / 2).rounded()
  }

  /// The largest offset that still fills the viewport with content.
  func maximumOffset(of stack: some BenchmarkedStack) -> CGFloat {
    max(0, stack.contentLength - RowViewFactory.viewport.height)
  }
}
