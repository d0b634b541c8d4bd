// MARK: - ElapsedTime

/// A span of time in nanoseconds: what the benchmarks measure and budget with (`ElapsedTime` needs
/// macOS 13; the package supports macOS 10.15).
struct ElapsedTime: Comparable, Sendable {
  // MARK: Internal

  /// The span in nanoseconds.
  var nanoseconds: Double

  /// A span of `value` nanoseconds.
  static func nanoseconds(_ value: Double) -> ElapsedTime { ElapsedTime(nanoseconds: value) }

  /// A span of `value` milliseconds.
  static func milliseconds(_ value: Double) -> ElapsedTime { ElapsedTime(nanoseconds: value * 1e6) }

  /// A span of `value` seconds.
  static func seconds(_ value: Double) -> ElapsedTime { ElapsedTime(nanoseconds: value * 1e9) }

  static func < (lhs: ElapsedTime, rhs: ElapsedTime) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

  static func + (lhs: ElapsedTime, rhs: ElapsedTime) -> ElapsedTime {
    ElapsedTime(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
  }

  static func - (lhs: ElapsedTime, rhs: ElapsedTime) -> ElapsedTime {
    ElapsedTime(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
  }

  /// The span shared out over `count` equal parts (a batch's time per event).
  static func / (lhs: ElapsedTime, count: Int) -> ElapsedTime {
    ElapsedTime(nanoseconds: lhs.nanoseconds / Double(count))
  }
}
