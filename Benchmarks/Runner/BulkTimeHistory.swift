import Foundation

// MARK: - BulkTimeHistory

/// The times a whole-stack operation took at the row counts measured so far, to predict the
/// next row count before running it.
///
/// With two earlier row counts the growth exponent is fitted from them (kept between 1 and 2);
/// with one, growth is taken as quadratic, the worst case today.
struct BulkTimeHistory {
  // MARK: Internal

  /// Remembers that `key` took `nanoseconds` at `rows` rows.
  mutating func record(_ key: String, rows: Int, nanoseconds: Double) {
    points[key, default: []].append((rows, nanoseconds))
  }

  /// The predicted time of `key` at `rows` rows, or `nil` when nothing was measured yet.
  func predictedNanoseconds(for key: String, rows: Int) -> Double? {
    guard let known = points[key], let last = known.last else { return nil }
    var exponent = 2.0
    if known.count >= 2 {
      let previous = known[known.count - 2]
      if previous.nanoseconds > 0, last.nanoseconds > 0, last.rows > previous.rows {
        let fitted = log(last.nanoseconds / previous.nanoseconds) / log(Double(last.rows) / Double(previous.rows))
        exponent = min(2, max(1, fitted))
      }
    }
    return last.nanoseconds * pow(Double(rows) / Double(last.rows), exponent)
  }

  // MARK: Private

  private var points: [String: [(rows: Int, nanoseconds: Double)]] = [:]
}
