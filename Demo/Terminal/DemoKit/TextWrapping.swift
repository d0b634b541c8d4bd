import Foundation

// MARK: - TextWrapping

/// Greedy word wrapping for the Demo's monospaced text.
public enum TextWrapping {
  // MARK: Public

  /// `text` broken into lines of at most `columns` characters, at spaces where possible; words
  /// longer than a line are cut. An empty text is one empty line; `columns < 1` gives no lines.
  public static func wrap(_ text: String, columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      while word.count > columns {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(columns)))
        word = String(word.dropFirst(columns))
      }
      if current.isEmpty {
        current = word
      } else if current.count + 1 + word.count <= columns {
        current += " " + word
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// `text` cut or padded with spaces to exactly `columns` characters.
  public static func fit(_ text: String, columns: Int) -> String {
    guard columns > 0 else { return "" }
    if text.count >= columns { return String(text.prefix(columns)) }
    return text + String(repeating: " ", count: columns - text.count)
  }
}
