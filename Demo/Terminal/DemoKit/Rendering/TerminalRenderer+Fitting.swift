import Foundation
import ScrollStack

// MARK: - TerminalRenderer + Fitting

/// How a frame fits a terminal: the caption's two lines, the phone, then the status block. The
/// phone keeps one column per ``DemoMetrics/columnWidth`` points and one line per
/// ``DemoMetrics/lineHeight`` points when it fits; otherwise each cell covers more points, so the
/// whole viewport shows — what is drawn is what the library reports visible, only coarser. With a
/// height to fit, the rows' visibility takes at most ``fittedVisibilityLines`` lines and the events
/// ``fittedEventLines``, so the phone's size does not change from one frame to the next.
extension TerminalRenderer {
  // MARK: Public

  /// The fewest columns a fitted frame needs: the status block's narrowest width and its border.
  public static let minimumColumns = 44
  /// The fewest viewport lines worth drawing: fewer and rows shrink to their titles or vanish.
  public static let minimumViewportLines = 10
  /// The most lines the rows' visibility takes in a frame that fits a height.
  public static let fittedVisibilityLines = 3
  /// The most lines the latest events take in a frame that fits a height.
  public static let fittedEventLines = 2

  /// The smallest terminal that shows `frame` usefully, at this renderer's width when that is
  /// enough (the key help wraps into fewer lines in a wider terminal).
  public func minimumTerminalSize(for frame: DemoFrame) -> (columns: Int, lines: Int) {
    let width = Swift.max(Self.minimumColumns, columns ?? Self.minimumColumns)
    var renderer = self
    renderer.columns = width
    renderer.statusWidth = Swift.max(40, width)
    return (width, Self.headerLines + 2 + Self.minimumViewportLines + renderer.statusBudget(frame))
  }

  // MARK: Internal

  /// The caption and the line under it.
  static let headerLines = 2

  /// Whether the terminal is large enough for `frame` (always, without a limit).
  func fits(_ frame: DemoFrame) -> Bool {
    if let columns, columns < Self.minimumColumns { return false }
    guard let available = availableViewportLines(frame) else { return true }
    return available >= Self.minimumViewportLines
  }

  /// The points one cell covers in `frame`'s viewport: ``DemoMetrics/columnWidth`` by
  /// ``DemoMetrics/lineHeight`` when the phone fits, more along a direction where it does not.
  func cellSize(for frame: DemoFrame) -> CGSize {
    var unit = CGSize(width: DemoMetrics.columnWidth, height: DemoMetrics.lineHeight)
    let size = frame.viewportSize
    if let columns, size.width.isFinite {
      let available = Swift.max(1, columns - 2)
      if Self.cells(size.width, unit.width) > available { unit.width = size.width / CGFloat(available) }
    }
    if let available = availableViewportLines(frame), size.height.isFinite {
      let available = Swift.max(1, available)
      if Self.cells(size.height, unit.height) > available { unit.height = size.height / CGFloat(available) }
    }
    return unit
  }

  /// The one line a terminal too small for `frame` shows instead: the size it needs and the
  /// size it has, in the longest wording that fits the terminal's width.
  func tooSmallMessage(_ frame: DemoFrame) -> String {
    let needed = minimumTerminalSize(for: frame)
    let need = "\(needed.columns)×\(needed.lines)"
    let has = "\(columns.map(String.init) ?? "?")×\(lines.map(String.init) ?? "?")"
    let wordings = [
      "ScrollStack Demo needs a terminal of at least \(need) (this one is \(has)); q quits",
      "ScrollStack Demo needs at least \(need) (this is \(has)); q quits",
      "needs \(need), has \(has); q quits",
      "needs \(need)",
    ]
    let width = columns ?? Int.max
    return wordings.first { $0.count <= width } ?? String(need.prefix(width))
  }

  /// `lines` cut to `count`, the last kept line ending with ` …` when some were cut.
  func capped(_ lines: [String], to count: Int) -> [String] {
    guard lines.count > count, count > 0 else { return lines }
    var kept = Array(lines.prefix(count))
    let last = kept[count - 1]
    kept[count - 1] = String(last.prefix(Swift.max(0, statusWidth - 2))) + " …"
    return kept
  }

  // MARK: Private

  /// The lines the status block may take when fitting a height, whatever the frame's events.
  private func statusBudget(_ frame: DemoFrame) -> Int {
    Self.fittedVisibilityLines + Self.fittedEventLines + keyLines(frame).count
  }

  /// The lines left for the viewport inside the phone's border, or `nil` without a height limit.
  private func availableViewportLines(_ frame: DemoFrame) -> Int? {
    guard let lines else { return nil }
    return lines - Self.headerLines - 2 - statusBudget(frame)
  }
}
