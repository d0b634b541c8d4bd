import Foundation

// MARK: - Headless.ScrollStackRow.SeparatorColor

extension Headless.ScrollStackRow {
  /// The colour a row's separator is made with, shared by the rows a stack makes while its
  /// `separatorColor` stays the same.
  final class SeparatorColor: Sendable {
    // MARK: Lifecycle

    init(_ color: Headless.Color) {
      self.color = color
    }

    // MARK: Internal

    /// The colour.
    let color: Headless.Color
  }
}
