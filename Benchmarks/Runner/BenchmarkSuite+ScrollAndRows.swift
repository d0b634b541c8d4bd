import Foundation
import ScrollStack

// MARK: - Scroll events and single-row changes

extension BenchmarkSuite {
  /// Measures scroll events and single-row changes on one stack of `rows` rows per side; each
  /// change is undone (untimed) or paired, so the stack keeps `rows` rows throughout.
  func runScrollAndRowFigures(rows: Int) {
    let ours = makeStack(UIKitStackAdapter.self, rows: rows)
    let naive = makeStack(NaiveStackAdapter.self, rows: rows)
    let batch = options.scrollBatchSize
    let eventCount = (options.maximumSeriesLength + 1) * batch
    let maximum = maximumOffset(of: ours)
    let dragOffsets = ScrollPath.drag(count: eventCount, from: middleOffset(of: ours), maximumOffset: maximum)
    var jumpGenerator = SeededGenerator(seed: Self.positionSeed)
    let jumpOffsets = ScrollPath.jumps(count: eventCount, maximumOffset: maximum, using: &jumpGenerator)
    let notePerEvent = { (count: Int) in "median of \(count) batches of \(batch) events" }
    for (name, offsets) in [("scroll_drag", dragOffsets), ("scroll_jump", jumpOffsets)] {
      record(
        compare(
          name, rows: rows, ours: scrollSamples(ours, offsets: offsets), naive: scrollSamples(naive, offsets: offsets),
          statistic: .median, note: notePerEvent))
    }
    let notePerOperation = { (count: Int) in "median of \(count) operations" }
    let operations: [(String, (UIKitStackAdapter) -> [ElapsedTime], (NaiveStackAdapter) -> [ElapsedTime])] = [
      ("append_row_to_n", appendToFullStackSamples, appendToFullStackSamples),
      ("insert_row", insertionSamples, insertionSamples),
      ("remove_row", removalSamples, removalSamples),
      ("hide_show_row", hideShowSamples, hideShowSamples),
      ("resize_row", resizeSamples, resizeSamples),
      ("move_row", moveSamples, moveSamples),
      ("move_row_first_to_last", moveFirstToLastSamples, moveFirstToLastSamples),
      ("move_row_last_to_first", moveLastToFirstSamples, moveLastToFirstSamples),
    ]
    for (name, measureOurs, measureNaive) in operations {
      ours.scroll(to: middleOffset(of: ours))
      naive.scroll(to: middleOffset(of: naive))
      record(
        compare(
          name, rows: rows, ours: measureOurs(ours), naive: measureNaive(naive), statistic: .median,
          note: notePerOperation))
    }
    Sink.consume(ours.counter.visibilityCallbackCount &+ naive.counter.visibilityCallbackCount)
  }

  // MARK: Scroll events

  /// Per-event times of scroll batches through `offsets`, a batch per sample.
  func scrollSamples(_ stack: some BenchmarkedStack, offsets: [CGFloat]) -> [ElapsedTime] {
    let batch = options.scrollBatchSize
    let batchCount = offsets.count / batch
    return series.run { step in
      let first = (step % batchCount) * batch
      let events = offsets[first..<first + batch]
      return Stopwatch.time { for offset in events { stack.scroll(to: offset) } } / batch
    }
  }

  // MARK: Single-row changes

  /// Appending a row below the n rows (then removing it again, untimed): the cost of one
  /// `addRow` at this length, unlike `append_row`, which grows a stack from empty.
  func appendToFullStackSamples(_ stack: some BenchmarkedStack) -> [ElapsedTime] {
    let rows = stack.rowCount
    var heights = SeededGenerator(seed: Self.heightSeed &+ 4)
    return series.run { _ in
      let view = RowViewFactory.makeView(using: &heights)
      let time = Stopwatch.time { stack.appendRow(view) }
      stack.removeRow(at: rows)
      return time
    }
  }

  /// Inserting a row at a random position (then removing it again, untimed).
  func insertionSamples(_ stack: some BenchmarkedStack) -> [ElapsedTime] {
    let rows = stack.rowCount
    var positions = SeededGenerator(seed: Self.positionSeed)
    var heights = SeededGenerator(seed: Self.heightSeed &+ 1)
    return series.run { _ in
      let index = Int.random(in: 0...rows, using: &positions)
      let view = RowViewFactory.makeView(using: &heights)
      let time = Stopwatch.time { stack.insertRow(view, at: index) }
      stack.removeRow(at: index)
      return time
    }
  }

  /// Removing the row at a random position (then putting its view back, untimed).
  func removalSamples(_ stack: some BenchmarkedStack) -> [ElapsedTime] {
    let rows = stack.rowCount
    var positions = SeededGenerator(seed: Self.positionSeed)
    return series.run { _ in
      let index = Int.random(in: 0..<rows, using: &positions)
      let view = stack.contentView(at: index)
      let time = Stopwatch.time { stack.removeRow(at: index) }
      stack.insertRow(view, at: index)
      return time
    }
  }

  /// Hiding a random row, then showing it again: each is one timed operation.
  func hideShowSamples(_ stack: some BenchmarkedStack) -> [ElapsedTime] {
    let rows = stack.rowCount
    var positions = SeededGenerator(seed: Self.positionSeed)
    var hiddenIndex: Int?
    let samples = series.run { _ in
      if let index = hiddenIndex {
        hiddenIndex = nil
        return Stopwatch.time { stack.setRowHidden(at: index, false) }
      }
      let index = Int.random(in: 0..<rows, using: &positions)
      hiddenIndex = index
      return Stopwatch.time { stack.setRowHidden(at: index, true) }
    }
    if let index = hiddenIndex { stack.setRowHidden(at: index, false) }
    return samples
  }

  /// Giving a random row's view a new height and reloading the row.
  func resizeSamples(_ stack: some BenchmarkedStack) -> [ElapsedTime] {
    let rows = stack.rowCount
    var positions = SeededGenerator(seed: Self.positionSeed)
    var heights = SeededGenerator(seed: Self.heightSeed &+ 2)
    return series.run { _ in
      let index = Int.random(in: 0..<rows, using: &positions)
      let view = stack.contentView(at: index)
      var height = RowViewFactory.randomHeight(using: &heights)
      if height == view.size.height { height += 1 }
      view.size.height = height
      return Stopwatch.time { stack.reloadRow(at: index) }
    }
  }

  /// Moving a random row to another random position.
  func moveSamples(_ stack: some BenchmarkedStack) -> [ElapsedTime] {
    let rows = stack.rowCount
    guard rows >= 2 else { return [] }
    var positions = SeededGenerator(seed: Self.positionSeed)
    return series.run { _ in
      let source = Int.random(in: 0..<rows, using: &positions)
      var destination = Int.random(in: 0..<rows - 1, using: &positions)
      if destination >= source { destination += 1 }
      return Stopwatch.time { stack.moveRow(from: source, to: destination) }
    }
  }

  /// Moving the first row to the end: the rows keep their order, turned by one.
  func moveFirstToLastSamples(_ stack: some BenchmarkedStack) -> [ElapsedTime] {
    let rows = stack.rowCount
    guard rows >= 2 else { return [] }
    return series.run { _ in Stopwatch.time { stack.moveRow(from: 0, to: rows - 1) } }
  }

  /// Moving the last row to the start: the rows keep their order, turned by one.
  func moveLastToFirstSamples(_ stack: some BenchmarkedStack) -> [ElapsedTime] {
    let rows = stack.rowCount
    guard rows >= 2 else { return [] }
    return series.run { _ in Stopwatch.time { stack.moveRow(from: rows - 1, to: 0) } }
  }
}
