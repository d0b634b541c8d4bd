// MARK: - MemoryResult

/// The bytes per row each stack keeps for its bookkeeping at one row count, and what the row
/// views themselves cost (measured the same way and not included).
struct MemoryResult {
  // MARK: Internal

  /// The number of rows.
  let rows: Int
  /// The library's bytes per row.
  let oursBytesPerRow: Int
  /// The naive reference's bytes per row.
  let naiveBytesPerRow: Int
  /// What one row's plain view costs, for scale.
  let viewBytesPerRow: Int

  /// `BENCH memory n=1000 bytes_per_row=1234 naive_bytes_per_row=96`.
  var benchLine: String {
    "BENCH memory n=\(rows) bytes_per_row=\(oursBytesPerRow) naive_bytes_per_row=\(naiveBytesPerRow)"
  }
}
