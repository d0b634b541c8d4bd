import Foundation
import ScrollStack

// MARK: - AgreementCheck

/// Checks, before anything is timed, that ours and the naive reference do the same observable
/// work: after each of a few scrolls and changes on 100 rows (attachment and axis changes too), the same rows are visible with the
/// same visibility, and the delegates heard the same number of callbacks.
@MainActor
enum AgreementCheck {
  // MARK: Internal

  /// The problems found; empty when both sides agree.
  static func run() -> [String] {
    let ours = UIKitStackAdapter(viewport: RowViewFactory.viewport)
    let naive = NaiveStackAdapter(viewport: RowViewFactory.viewport)
    var problems: [String] = []
    for (step, action) in actions.enumerated() {
      action.change(ours)
      action.change(naive)
      problems += differences(ours, naive, after: "step \(step) (\(action.name))")
    }
    return problems
  }

  // MARK: Private

  /// One change applied to either side.
  private struct Action {
    let name: String
    let change: @MainActor (any BenchmarkedStack) -> Void
  }

  /// Fresh views with seeded heights: each side gets its own views, of the same heights.
  private static func views(_ count: Int, seed: UInt64) -> [IntrinsicSizeView] {
    var generator = SeededGenerator(seed: seed)
    return RowViewFactory.makeViews(count: count, using: &generator)
  }

  private static let actions: [Action] = [
    Action(name: "add 100 rows") { $0.appendRows(views(100, seed: 1)) },
    Action(name: "scroll to 37.5") { $0.scroll(to: 37.5) },
    Action(name: "scroll to 500") { $0.scroll(to: 500) },
    Action(name: "scroll to 3000") { $0.scroll(to: 3_000) },
    Action(name: "scroll to 2999") { $0.scroll(to: 2_999) },
    Action(name: "scroll to 5000.25") { $0.scroll(to: 5_000.25) },
    Action(name: "drag back 80 points") { stack in for step in 1...10 { stack.scroll(to: 5_000.25 - 8 * Double(step)) }
    },
    Action(name: "every row displayed") { $0.setRowAttachment(.all) },
    Action(name: "rows windowed") { $0.setRowAttachment(.standard) },
    Action(name: "axis horizontal") { $0.setAxis(.horizontal) },
    Action(name: "axis vertical") { $0.setAxis(.vertical) },
    Action(name: "scroll to 5000.25 again") { $0.scroll(to: 5_000.25) },
    Action(name: "append a row") { $0.appendRow(views(1, seed: 2)[0]) },
    Action(name: "insert at 60") { $0.insertRow(views(1, seed: 3)[0], at: 60) },
    Action(name: "remove row 62") { $0.removeRow(at: 62) },
    Action(name: "hide row 63") { $0.setRowHidden(at: 63, true) },
    Action(name: "resize row 64") { stack in
      stack.contentView(at: 64).size.height = 300
      stack.reloadRow(at: 64)
    },
    Action(name: "show row 63") { $0.setRowHidden(at: 63, false) },
    Action(name: "move row 0 to 65") { $0.moveRow(from: 0, to: 65) },
    Action(name: "move row 70 to 1") { $0.moveRow(from: 70, to: 1) },
    Action(name: "scroll to 0") { $0.scroll(to: 0) },
    Action(name: "set 50 rows") { $0.setRows(views(50, seed: 4)) },
    Action(name: "add 20 rows") { $0.appendRows(views(20, seed: 5)) },
    Action(name: "remove all rows") { $0.removeAllRows() },
  ]

  private static func differences(
    _ ours: UIKitStackAdapter, _ naive: NaiveStackAdapter, after step: String
  ) -> [String] {
    var problems: [String] = []
    let oursVisible = ours.visibleRows()
    let naiveVisible = naive.visibleRows()
    if oursVisible != naiveVisible {
      problems.append("\(step): visible rows differ: ours \(oursVisible), naive \(naiveVisible)")
    }
    let counts = [
      ("rows", ours.rowCount, naive.rowCount),
      ("content length", Int(ours.contentLength), Int(naive.contentLength)),
      ("became-visible callbacks", ours.counter.becameVisibleCount, naive.counter.becameVisibleCount),
      ("became-hidden callbacks", ours.counter.becameHiddenCount, naive.counter.becameHiddenCount),
      ("scroll events", ours.counter.scrollCount, naive.counter.scrollCount),
    ]
    for (what, oursCount, naiveCount) in counts where oursCount != naiveCount {
      problems.append("\(step): \(what) differ: ours \(oursCount), naive \(naiveCount)")
    }
    return problems
  }
}
