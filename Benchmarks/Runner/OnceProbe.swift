import Foundation
import ScrollStack

// MARK: - OnceProbe

/// `--once=<figure>`: one whole-stack call of ours, untimed, for an instruction counter. Times on
/// a shared 2-core machine vary by 10–30 % between runs; the instructions a call executes do not,
/// so small changes are compared with them:
///
/// ```
/// objcopy --strip-debug .build/release/ScrollStackBenchmarks /tmp/ScrollStackBenchmarks   # valgrind rejects its DWARF
/// valgrind --tool=callgrind --toggle-collect='*measuredCall*' \
///   /tmp/ScrollStackBenchmarks --once=set_rows --sizes=100000
/// ```
///
/// Only ``measuredCall(_:)`` is counted (the views and, for `set_rows` and `remove_all_rows`, the
/// stack they start from are made outside it).
@MainActor
enum OnceProbe {
  // MARK: Internal

  /// The figures `--once` runs.
  static let figures = [
    "add_rows", "set_rows", "remove_all_rows", "add_row_one_by_one", "scroll_drag", "scroll_jump", "attachment_all",
    "attachment_standard_after_all", "axis_change", "axis_change_estimated", "cross_length_change",
    "move_row_first_to_last", "move_row_last_to_first", "insert_row", "remove_row", "move_row",
  ]

  /// The changes `insert_row`, `remove_row` and `move_row` make, one at a time, at the random
  /// positions of the timed run.
  static let rowChangeCount = 100

  /// The moves `move_row_first_to_last` and `move_row_last_to_first` make.
  static let moveCount = 100

  /// The scroll events `scroll_drag` and `scroll_jump` send: the benchmark's own paths, from the
  /// middle of the content.
  static let scrollEventCount = 10_000

  /// Runs `figure` once on a stack of `rows` rows; `false` for an unknown figure.
  static func run(_ figure: String, rows: Int) -> Bool {
    guard figures.contains(figure) else { return false }
    var heights = SeededGenerator(seed: BenchmarkSuite.heightSeed)
    let views = RowViewFactory.makeViews(count: rows, using: &heights)
    let stack = UIKitStackAdapter(viewport: RowViewFactory.viewport)
    switch figure {
    case "add_rows":
      measuredCall { stack.appendRows(views) }
    case "set_rows":
      stack.appendRows(views)
      let replacements = RowViewFactory.makeViews(count: rows, using: &heights)
      measuredCall { stack.setRows(replacements) }
    case "remove_all_rows":
      stack.appendRows(views)
      measuredCall { stack.removeAllRows() }
    case "scroll_drag", "scroll_jump":
      stack.appendRows(views)
      let maximum = max(0, stack.contentLength - RowViewFactory.viewport.height)
      stack.scroll(to: (maximum / 2).rounded())
      var positions = SeededGenerator(seed: BenchmarkSuite.positionSeed)
      let offsets =
        figure == "scroll_drag"
        ? ScrollPath.drag(count: scrollEventCount, from: (maximum / 2).rounded(), maximumOffset: maximum)
        : ScrollPath.jumps(count: scrollEventCount, maximumOffset: maximum, using: &positions)
      measuredCall {
        for offset in offsets { stack.scroll(to: offset) }
      }
    case "attachment_all", "attachment_standard_after_all", "axis_change", "axis_change_estimated",
      "cross_length_change", "move_row_first_to_last", "move_row_last_to_first":
      runStackChange(figure, on: stack, views: views)
    case "insert_row", "remove_row", "move_row":
      runRowChanges(figure, on: stack, views: views)
    default:
      measuredCall {
        for view in views { stack.appendRow(view) }
      }
    }
    Output.line("once: \(figure) at \(rows) rows; the stack has \(stack.rowCount) rows")
    if figure.hasPrefix("scroll") { Output.line("(\(scrollEventCount) scroll events: divide the count by it)") }
    if figure.hasPrefix("move_row_") { Output.line("(\(moveCount) moves: divide the count by it)") }
    if ["insert_row", "remove_row", "move_row"].contains(figure) {
      let made = stack.rowCount >= (figure == "move_row" ? 2 : 1)
      Output.line(made ? "(\(rowChangeCount) changes: divide the count by it)" : "(no changes: too few rows)")
    }
    if figure.hasPrefix("axis") { Output.line("(2 axis changes: divide the count by 2)") }
    if figure == "cross_length_change" { Output.line("(2 cross-length changes: divide the count by 2)") }
    return true
  }

  // MARK: Private

  /// The settings figures and the moves between the ends, on `stack` filled with `views` and
  /// scrolled to the middle of its content, as the timed run does.
  private static func runStackChange(_ figure: String, on stack: UIKitStackAdapter, views: [IntrinsicSizeView]) {
    stack.appendRows(views)
    let maximum = max(0, stack.contentLength - RowViewFactory.viewport.height)
    stack.scroll(to: (maximum / 2).rounded())
    let rows = stack.rowCount
    switch figure {
    case "attachment_all":
      measuredCall { stack.setRowAttachment(.all) }
    case "attachment_standard_after_all":
      stack.setRowAttachment(.all)
      measuredCall { stack.setRowAttachment(.standard) }
    case "axis_change", "axis_change_estimated":
      if figure == "axis_change_estimated" { stack.setEstimatedRowLength(80) }
      measuredCall {
        stack.setAxis(.horizontal)
        stack.setAxis(.vertical)
      }
    case "cross_length_change":
      let portrait = RowViewFactory.viewport
      measuredCall {
        stack.setViewportSize(CGSize(width: portrait.height, height: portrait.width))
        stack.setViewportSize(portrait)
      }
    case "move_row_first_to_last":
      measuredCall { for _ in 0..<moveCount { stack.moveRow(from: 0, to: rows - 1) } }
    default:
      measuredCall { for _ in 0..<moveCount { stack.moveRow(from: rows - 1, to: 0) } }
    }
  }

  /// The single-row changes of the timed run (`BenchmarkSuite.runScrollAndRowFigures(rows:)`),
  /// ``rowChangeCount`` of them at its random positions, on `stack` filled with `views` and
  /// scrolled to the middle of its content. Each change is counted; undoing it (an insertion's
  /// removal, a removal's insertion) is not.
  private static func runRowChanges(_ figure: String, on stack: UIKitStackAdapter, views: [IntrinsicSizeView]) {
    stack.appendRows(views)
    let maximum = max(0, stack.contentLength - RowViewFactory.viewport.height)
    stack.scroll(to: (maximum / 2).rounded())
    let rows = stack.rowCount
    // A move needs two rows, a removal one.
    guard rows >= (figure == "move_row" ? 2 : 1) else { return }
    var positions = SeededGenerator(seed: BenchmarkSuite.positionSeed)
    var heights = SeededGenerator(seed: BenchmarkSuite.heightSeed &+ 1)
    for _ in 0..<rowChangeCount {
      switch figure {
      case "insert_row":
        let index = Int.random(in: 0...rows, using: &positions)
        let view = RowViewFactory.makeView(using: &heights)
        measuredCall { stack.insertRow(view, at: index) }
        stack.removeRow(at: index)
      case "remove_row":
        let index = Int.random(in: 0..<rows, using: &positions)
        let view = stack.contentView(at: index)
        measuredCall { stack.removeRow(at: index) }
        stack.insertRow(view, at: index)
      default:
        let source = Int.random(in: 0..<rows, using: &positions)
        var destination = Int.random(in: 0..<rows - 1, using: &positions)
        if destination >= source { destination += 1 }
        measuredCall { stack.moveRow(from: source, to: destination) }
      }
    }
  }

  /// The call an instruction counter is told to count (never inlined, so it has a symbol).
  @inline(never)
  private static func measuredCall(_ body: () -> Void) {
    body()
  }
}
