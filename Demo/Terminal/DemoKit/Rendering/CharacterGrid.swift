import Foundation

// MARK: - CharacterGrid

/// A fixed-size grid of characters; writes outside it are dropped.
public struct CharacterGrid: Equatable, Sendable {
  // MARK: Lifecycle

  /// Creates a grid of `width` × `height` spaces (negative sizes count as zero).
  public init(width: Int, height: Int) {
    self.width = Swift.max(0, width)
    self.height = Swift.max(0, height)
    cells = Array(repeating: Array(repeating: " ", count: self.width), count: self.height)
  }

  // MARK: Public

  /// The number of columns.
  public let width: Int
  /// The number of lines.
  public let height: Int

  /// The character at `column`, `line`, or `nil` outside the grid.
  public subscript(column: Int, line: Int) -> Character? {
    guard contains(column: column, line: line) else { return nil }
    return cells[line][column]
  }

  /// Whether the cell lies inside the grid.
  public func contains(column: Int, line: Int) -> Bool {
    column >= 0 && column < width && line >= 0 && line < height
  }

  /// Puts `character` at `column`, `line` when that cell is inside the grid.
  public mutating func put(_ character: Character, column: Int, line: Int) {
    guard contains(column: column, line: line) else { return }
    cells[line][column] = character
  }

  /// Writes `text` from `column` on `line`, at most `limit` characters.
  public mutating func write(_ text: String, column: Int, line: Int, limit: Int = .max) {
    for (offset, character) in text.prefix(Swift.max(0, limit)).enumerated() {
      put(character, column: column + offset, line: line)
    }
  }

  /// Fills the cells `columns` × `lines` with `character`.
  public mutating func fill(_ character: Character, columns: Range<Int>, lines: Range<Int>) {
    for line in lines {
      for column in columns { put(character, column: column, line: line) }
    }
  }

  /// The grid as one string per line.
  public var lines: [String] { cells.map { String($0) } }

  // MARK: Private

  private var cells: [[Character]]
}
