import Foundation

// MARK: - DurationText

/// Formats nanoseconds for people: `850 ns`, `12.3 µs`, `4.56 ms`, `1.23 s`.
enum DurationText {
  // MARK: Internal

  static func format(nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: return "\(rounded(nanoseconds)) ns"
    case ..<1_000_000: return "\(rounded(nanoseconds / 1_000)) µs"
    case ..<1_000_000_000: return "\(rounded(nanoseconds / 1_000_000)) ms"
    default: return "\(rounded(nanoseconds / 1_000_000_000)) s"
    }
  }

  /// A ratio with three significant digits, small ones included: `12.3`, `0.0042`.
  static func ratio(_ value: Double) -> String {
    value >= 1 ? rounded(value) : String(format: "%.2g", value)
  }

  /// Three significant digits at most (two decimals at most).
  static func rounded(_ value: Double) -> String {
    let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let text = String((value * scale).rounded() / scale)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}
