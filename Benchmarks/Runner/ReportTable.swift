// MARK: - ReportTable

/// Prints the figures as a Markdown table (readable in a terminal, pasteable into a README).
enum ReportTable {
  // MARK: Internal

  /// The time figures, a line per figure and row count.
  static func timeTable(_ figures: [FigureResult]) -> [String] {
    var lines = [
      "| figure | rows | ours | naive | naive/ours | note |",
      "|---|--:|--:|--:|--:|---|",
    ]
    for figure in figures {
      let ratio = figure.ratio.map { DurationText.ratio($0) + "×" } ?? "-"
      lines.append(
        "| \(figure.name) | \(figure.rows) | \(figure.ours.text) | \(figure.naive.text) | \(ratio) | \(figure.note) |")
    }
    return lines
  }

  /// The memory figures, a line per row count.
  static func memoryTable(_ results: [MemoryResult]) -> [String] {
    var lines = [
      "| memory | rows | ours bytes/row | naive bytes/row | a row's view (not included) |",
      "|---|--:|--:|--:|--:|",
    ]
    for result in results {
      lines.append(
        "| memory | \(result.rows) | \(result.oursBytesPerRow) | \(result.naiveBytesPerRow) | \(result.viewBytesPerRow) |"
      )
    }
    return lines
  }
}
