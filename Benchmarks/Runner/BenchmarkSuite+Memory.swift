import Foundation
import ScrollStack

// MARK: - Memory per row

extension BenchmarkSuite {
  /// The bytes each side's bookkeeping takes per row at `rows` rows.
  func runMemoryFigure(rows: Int) {
    guard MemoryProbe.isAvailable else { return }
    let ours = memoryPerRow(UIKitStackAdapter.self, rows: rows)
    let naive = memoryPerRow(NaiveStackAdapter.self, rows: rows)
    record(
      MemoryResult(
        rows: rows, oursBytesPerRow: ours.bookkeeping, naiveBytesPerRow: naive.bookkeeping,
        viewBytesPerRow: ours.views))
  }

  /// Bytes in use before and after making `rows` plain views (their cost), then before and
  /// after adding them to a new stack in one `addRows` call (the stack's bookkeeping: the stack
  /// itself, its rows and everything they hold besides the views), each divided by `rows`.
  func memoryPerRow<Stack: BenchmarkedStack>(_ type: Stack.Type, rows: Int) -> (bookkeeping: Int, views: Int) {
    var heights = SeededGenerator(seed: Self.heightSeed)
    let empty = MemoryProbe.bytesInUse()
    let views = RowViewFactory.makeViews(count: rows, using: &heights)
    let withViews = MemoryProbe.bytesInUse()
    let stack = Stack(viewport: RowViewFactory.viewport)
    stack.appendRows(views)
    let withStack = MemoryProbe.bytesInUse()
    Sink.consume(stack.rowCount &+ views.count)
    return ((withStack - withViews) / rows, (withViews - empty) / rows)
  }
}
