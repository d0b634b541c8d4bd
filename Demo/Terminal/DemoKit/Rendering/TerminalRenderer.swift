import Foundation
import ScrollStack

// MARK: - TerminalRenderer

/// Draws a ``DemoFrame`` as lines of text: a caption, the phone-sized viewport with a box per
/// row (title in the top edge, a heavy rule where the separator is, double lines for the
/// focused field), the scroll indicator in the phone's edge, the keyboard when it is up, and a
/// status block listing the visible rows and the latest delegate events.
///
/// One column is ``DemoMetrics/columnWidth`` points wide, one line ``DemoMetrics/lineHeight``
/// points tall — unless the renderer fits a terminal (``init(columns:lines:)``) too small for the
/// phone at that size: then each cell covers more points, so the whole viewport shows in fewer
/// columns and lines (see `TerminalRenderer+Fitting.swift`). A pure function of the frame.
public struct TerminalRenderer: Sendable {
  // MARK: Lifecycle

  /// Creates a renderer that wraps the status block at `statusWidth` columns (at least 40) and
  /// draws the phone at its full size, however wide and tall that is.
  public init(statusWidth: Int = 100) {
    self.statusWidth = Swift.max(40, statusWidth)
    columns = nil
    lines = nil
  }

  /// Creates a renderer whose frames fit a terminal `columns` wide and, when `lines` is given,
  /// `lines` tall: no line is wider than `columns`, and a frame has at most `lines` lines. The
  /// phone keeps its full size when it fits and shrinks (each cell covering more points) when it
  /// does not; with `lines`, the visible rows and the events take at most two lines each. A
  /// terminal too small for a useful frame gets one line saying the size it needs
  /// (``minimumTerminalSize(for:)``).
  public init(columns: Int, lines: Int? = nil) {
    statusWidth = Swift.max(40, columns)
    self.columns = Swift.max(1, columns)
    self.lines = lines.map { Swift.max(1, $0) }
  }

  // MARK: Public

  /// The width the status block wraps at.
  public var statusWidth: Int
  /// The terminal width frames fit, or `nil` for no limit.
  public var columns: Int?
  /// The terminal height frames fit, or `nil` for no limit.
  public var lines: Int?

  /// The whole frame: caption, phone and status, one string per line; or, in a terminal too
  /// small for it, one line saying the size it needs.
  public func render(_ frame: DemoFrame) -> [String] {
    guard fits(frame) else { return [tooSmallMessage(frame)] }
    let output = header(frame) + phone(frame).lines + status(frame)
    guard let columns else { return output }
    return output.map { $0.count > columns ? String($0.prefix(columns)) : $0 }
  }

  /// The phone: a rounded border around the viewport grid, with the scroll indicator in the
  /// trailing border (vertical stacks) or the bottom border (horizontal stacks).
  public func phone(_ frame: DemoFrame) -> CharacterGrid {
    let unit = cellSize(for: frame)
    let inner = viewport(frame)
    var grid = CharacterGrid(width: inner.width + 2, height: inner.height + 2)
    grid.fill("─", columns: 1..<(inner.width + 1), lines: 0..<1)
    grid.fill("─", columns: 1..<(inner.width + 1), lines: (inner.height + 1)..<(inner.height + 2))
    grid.fill("│", columns: 0..<1, lines: 1..<(inner.height + 1))
    grid.fill("│", columns: (inner.width + 1)..<(inner.width + 2), lines: 1..<(inner.height + 1))
    grid.put("╭", column: 0, line: 0)
    grid.put("╮", column: inner.width + 1, line: 0)
    grid.put("╰", column: 0, line: inner.height + 1)
    grid.put("╯", column: inner.width + 1, line: inner.height + 1)
    for line in 0..<inner.height {
      for column in 0..<inner.width {
        if let character = inner[column, line] { grid.put(character, column: column + 1, line: line + 1) }
      }
    }
    let track = scrollTrack(frame, length: frame.axis == .vertical ? inner.height : inner.width, unit: unit)
    if let thumb = scrollThumb(frame, track: track) {
      for position in thumb {
        if frame.axis == .vertical {
          grid.put("┃", column: inner.width + 1, line: position + 1)
        } else {
          grid.put("━", column: position + 1, line: inner.height + 1)
        }
      }
    }
    return grid
  }

  /// The viewport alone: the rows that reach into it, then the keyboard over them.
  public func viewport(_ frame: DemoFrame) -> CharacterGrid {
    let unit = cellSize(for: frame)
    let width = Self.cells(frame.viewportSize.width, unit.width)
    let height = Self.cells(frame.viewportSize.height, unit.height)
    var grid = CharacterGrid(width: width, height: height)
    for row in frame.rows where !(row.isHidden && row.frame.size.length(along: frame.axis) <= 0) {
      drawRow(row, frame: frame, unit: unit, into: &grid)
    }
    if let keyboard = frame.keyboardFrame { drawKeyboard(keyboard, unit: unit, into: &grid) }
    return grid
  }

  // MARK: Internal

  /// The cells a content rectangle covers once scrolled by `offset`, each cell `unit` points:
  /// edges rounded to the grid.
  static func cellRange(_ rect: CGRect, offset: CGPoint, unit: CGSize) -> (columns: Range<Int>, lines: Range<Int>) {
    let x0 = cells(rect.minX - offset.x, unit.width)
    let x1 = cells(rect.maxX - offset.x, unit.width)
    let y0 = cells(rect.minY - offset.y, unit.height)
    let y1 = cells(rect.maxY - offset.y, unit.height)
    return (x0..<Swift.max(x0, x1), y0..<Swift.max(y0, y1))
  }

  static func cells(_ points: CGFloat, _ unit: CGFloat) -> Int {
    guard points.isFinite else { return 0 }
    return Int(Swift.min(100_000, Swift.max(-100_000, (points / unit).rounded())))
  }

  /// `items` joined with ` · `, broken between items into lines of at most `width` characters,
  /// the first starting with `prefix` and the others indented as far.
  static func wrapItems(_ items: [String], prefix: String, width: Int) -> [String] {
    let indent = String(repeating: " ", count: prefix.count)
    var lines: [String] = []
    var current = prefix
    var isFirstItem = true
    for item in items {
      let piece = isFirstItem ? item : " · " + item
      if !isFirstItem, current.count + piece.count > width {
        lines.append(current)
        current = indent + item
      } else {
        current += piece
      }
      isFirstItem = false
    }
    lines.append(String(current.prefix(Swift.max(width, prefix.count))))
    return lines
  }

  // MARK: Private

  private struct Glyphs {
    let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
    static let single = Glyphs(
      topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    static let double = Glyphs(
      topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
  }

  private func drawRow(_ row: DemoFrame.Row, frame: DemoFrame, unit: CGSize, into grid: inout CharacterGrid) {
    let (columns, lines) = Self.cellRange(row.frame, offset: frame.contentOffset, unit: unit)
    guard columns.count >= 2, !lines.isEmpty else { return }
    let glyphs = row.isFocused ? Glyphs.double : Glyphs.single
    let (left, right, top, bottom) = (
      columns.lowerBound, columns.upperBound - 1, lines.lowerBound, lines.upperBound - 1
    )
    grid.fill(" ", columns: columns, lines: lines)
    grid.fill(glyphs.horizontal, columns: columns, lines: top..<(top + 1))
    grid.write(" \(row.title) ", column: left + 2, line: top, limit: columns.count - 4)
    guard lines.count >= 2 else {
      grid.put("╶", column: left, line: top)
      grid.put("╴", column: right, line: top)
      return
    }
    grid.fill(glyphs.horizontal, columns: columns, lines: bottom..<(bottom + 1))
    grid.fill(glyphs.vertical, columns: left..<(left + 1), lines: (top + 1)..<bottom)
    grid.fill(glyphs.vertical, columns: right..<(right + 1), lines: (top + 1)..<bottom)
    grid.put(glyphs.topLeft, column: left, line: top)
    grid.put(glyphs.topRight, column: right, line: top)
    grid.put(glyphs.bottomLeft, column: left, line: bottom)
    grid.put(glyphs.bottomRight, column: right, line: bottom)
    for (index, text) in row.bodyLines.prefix(Swift.max(0, lines.count - 2)).enumerated() {
      grid.write(text, column: left + 2, line: top + 1 + index, limit: columns.count - 4)
    }
    guard let separator = row.separatorFrame else { return }
    let rule = Self.cellRange(separator, offset: frame.contentOffset, unit: unit)
    if frame.axis == .vertical {
      let first = Swift.max(rule.columns.lowerBound, left + 1)
      for column in first..<Swift.max(first, Swift.min(rule.columns.upperBound, right)) {
        grid.put("━", column: column, line: bottom)
      }
    } else {
      let first = Swift.max(rule.lines.lowerBound, top + 1)
      for line in first..<Swift.max(first, Swift.min(rule.lines.upperBound, bottom)) {
        grid.put("┃", column: right, line: line)
      }
    }
  }

  private func drawKeyboard(_ keyboard: CGRect, unit: CGSize, into grid: inout CharacterGrid) {
    let (columns, lines) = Self.cellRange(keyboard, offset: .zero, unit: unit)
    guard !lines.isEmpty, !columns.isEmpty else { return }
    grid.fill(" ", columns: columns, lines: lines)
    grid.fill("▔", columns: columns, lines: lines.lowerBound..<(lines.lowerBound + 1))
    let keyRows = ["q w e r t y u i o p", "a s d f g h j k l", "⇧ z x c v b n m ⌫", "123   space   return"]
    for (index, keys) in keyRows.enumerated() {
      let line = lines.lowerBound + 2 + 2 * index
      guard line < lines.upperBound else { break }
      let column = columns.lowerBound + Swift.max(0, (columns.count - keys.count) / 2)
      grid.write(keys, column: column, line: line, limit: columns.count)
    }
    grid.write(" keyboard ", column: columns.lowerBound + 2, line: lines.lowerBound, limit: columns.count - 2)
  }

  /// The cells of the border the indicator runs along: the part of the viewport not covered by
  /// the insets (the keyboard included), as a scroll view's indicator insets follow them.
  private func scrollTrack(_ frame: DemoFrame, length: Int, unit cell: CGSize) -> Range<Int> {
    let axis = frame.axis
    let unit = axis == .vertical ? cell.height : cell.width
    let insets = frame.adjustedContentInset.sanitized
    let start = Swift.min(length, Swift.max(0, Self.cells(insets.leading(along: axis), unit)))
    let end = Swift.max(start, Swift.min(length, length - Self.cells(insets.trailing(along: axis), unit)))
    return start..<end
  }

  /// The track positions the thumb covers, or `nil` when everything fits (no indicator).
  private func scrollThumb(_ frame: DemoFrame, track: Range<Int>) -> Range<Int>? {
    let axis = frame.axis
    let content = frame.contentSize.length(along: axis)
    let insets = frame.adjustedContentInset.sanitized
    let visible = frame.viewportSize.length(along: axis) - insets.total(along: axis)
    let trackLength = track.count
    guard trackLength > 0, content > 0, visible > 0, content > visible else { return nil }
    let scrolled = frame.contentOffset.coordinate(along: axis) + insets.leading(along: axis)
    let length = Swift.max(1, Swift.min(trackLength, Int((CGFloat(trackLength) * visible / content).rounded())))
    let fraction = Swift.min(1, Swift.max(0, scrolled / (content - visible)))
    let start = track.lowerBound + Int((CGFloat(trackLength - length) * fraction).rounded())
    return start..<(start + length)
  }

  private func header(_ frame: DemoFrame) -> [String] {
    let orientation = frame.isLandscape ? "landscape" : "portrait"
    let offset = "\(frame.contentOffset.x.demoText),\(frame.contentOffset.y.demoText)"
    let content = "\(frame.contentSize.width.demoText)x\(frame.contentSize.height.demoText)"
    let keyboard = frame.keyboardFrame == nil ? "keyboard down" : "keyboard up"
    return [
      "ScrollStack Demo — \(frame.caption.isEmpty ? "ready" : frame.caption)",
      "\(orientation) · \(frame.axis.rawValue) · offset \(offset) · content \(content) · \(keyboard)",
    ]
  }

  /// The rows' visibility and the latest events, cut to ``fittedVisibilityLines`` and
  /// ``fittedEventLines`` lines when the renderer fits a terminal's height, then the keys.
  private func status(_ frame: DemoFrame) -> [String] {
    let fitsHeight = lines != nil
    let visibility = Self.wrapItems(frame.visibilitySummary, prefix: "visible: ", width: statusWidth)
    let events = Self.wrapItems(
      frame.latestEvents.isEmpty ? ["—"] : frame.latestEvents, prefix: "events:  ", width: statusWidth)
    return capped(visibility, to: fitsHeight ? Self.fittedVisibilityLines : Int.max)
      + capped(events, to: fitsHeight ? Self.fittedEventLines : Int.max) + keyLines(frame)
  }

  /// The key help wrapped at the status width; none when the frame has no keys.
  func keyLines(_ frame: DemoFrame) -> [String] {
    guard !frame.keyHelp.isEmpty else { return [] }
    return Self.wrapItems(frame.keyHelp.components(separatedBy: " · "), prefix: "keys:    ", width: statusWidth)
  }
}
