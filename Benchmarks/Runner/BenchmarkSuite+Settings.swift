import Foundation
import ScrollStack

// MARK: - Whole-stack settings

extension BenchmarkSuite {
  /// Switching `rowAttachment` each way and changing the axis, on a stack of `rows` rows scrolled
  /// to the middle of its content: the time of one change, median of the repetitions that fit
  /// the budget (each undone or paired, untimed unless said). A side whose change the earlier row
  /// counts predict to take longer than the single-call cap is skipped.
  func runSettingsFigures(rows: Int) {
    let operations: [(name: String, ours: (Int) -> SideResult, naive: (Int) -> SideResult)] = [
      (
        "attachment_all", { self.attachmentAllSample(UIKitStackAdapter.self, rows: $0) },
        { self.attachmentAllSample(NaiveStackAdapter.self, rows: $0) }
      ),
      (
        "attachment_standard_after_all", { self.attachmentStandardSample(UIKitStackAdapter.self, rows: $0) },
        { self.attachmentStandardSample(NaiveStackAdapter.self, rows: $0) }
      ),
      (
        "axis_change", { self.axisChangeSample(UIKitStackAdapter.self, rows: $0) },
        { self.axisChangeSample(NaiveStackAdapter.self, rows: $0) }
      ),
      (
        "axis_change_estimated", { self.axisChangeSample(UIKitStackAdapter.self, rows: $0, estimate: 80) },
        { self.axisChangeSample(NaiveStackAdapter.self, rows: $0, estimate: 80) }
      ),
      (
        "cross_length_change", { self.crossLengthChangeSample(UIKitStackAdapter.self, rows: $0) },
        { self.crossLengthChangeSample(NaiveStackAdapter.self, rows: $0) }
      ),
    ]
    for operation in operations {
      let ours = operation.ours(rows)
      let naive = operation.naive(rows)
      record(FigureResult(name: operation.name, rows: rows, ours: ours, naive: naive, note: bulkNote(ours, naive)))
    }
  }

  /// `rowAttachment = .all` on a windowed stack (`.standard`): every row not displayed yet is
  /// displayed. Undone (`.standard` again) untimed.
  func attachmentAllSample<Stack: BenchmarkedStack>(_ type: Stack.Type, rows: Int) -> SideResult {
    let stack = makeStack(Stack.self, rows: rows)
    stack.setRowAttachment(.standard)
    return bulkResult("attachment_all", Stack.sideName, rows: rows) {
      let time = Stopwatch.time { stack.setRowAttachment(.all) }
      stack.setRowAttachment(.standard)
      return time
    }
  }

  /// `rowAttachment = .standard` on a stack that displays every row (`.all`): every row outside
  /// the window stops being displayed. Undone (`.all` again) untimed.
  func attachmentStandardSample<Stack: BenchmarkedStack>(_ type: Stack.Type, rows: Int) -> SideResult {
    let stack = makeStack(Stack.self, rows: rows)
    stack.setRowAttachment(.all)
    return bulkResult("attachment_standard_after_all", Stack.sideName, rows: rows) {
      let time = Stopwatch.time { stack.setRowAttachment(.standard) }
      stack.setRowAttachment(.all)
      return time
    }
  }

  /// The viewport turned to landscape (844×390), then back to portrait (390×844), both timed,
  /// from the middle of the content (scrolled there untimed): a rotation, the rows' cross length
  /// changing each time. The time of one change, the mean of the two. Ours measures the rows on
  /// screen and keeps the others' lengths as estimates; naive measures every row.
  func crossLengthChangeSample<Stack: BenchmarkedStack>(_ type: Stack.Type, rows: Int) -> SideResult {
    let stack = makeStack(Stack.self, rows: rows)
    let portrait = RowViewFactory.viewport
    let landscape = CGSize(width: portrait.height, height: portrait.width)
    return bulkResult("cross_length_change", Stack.sideName, rows: rows) {
      stack.scroll(to: middleOffset(of: stack))
      let toLandscape = Stopwatch.time { stack.setViewportSize(landscape) }
      let toPortrait = Stopwatch.time { stack.setViewportSize(portrait) }
      return (toLandscape + toPortrait) / 2
    }
  }

  /// The axis set to horizontal, then back to vertical, both timed, from the middle of the
  /// content (scrolled there untimed): the time of one change, the mean of the two. With an
  /// `estimate` (set once the rows are added), ours measures the displayed rows only.
  func axisChangeSample<Stack: BenchmarkedStack>(
    _ type: Stack.Type, rows: Int, estimate: CGFloat? = nil
  ) -> SideResult {
    let stack = makeStack(Stack.self, rows: rows)
    if let estimate { stack.setEstimatedRowLength(estimate) }
    let figure = estimate == nil ? "axis_change" : "axis_change_estimated"
    return bulkResult(figure, Stack.sideName, rows: rows) {
      stack.scroll(to: middleOffset(of: stack))
      let toHorizontal = Stopwatch.time { stack.setAxis(.horizontal) }
      let toVertical = Stopwatch.time { stack.setAxis(.vertical) }
      return (toHorizontal + toVertical) / 2
    }
  }
}
