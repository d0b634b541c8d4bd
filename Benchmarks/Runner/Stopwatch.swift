// MARK: - Stopwatch

/// Times work with the monotonic `ContinuousClock`.
@MainActor
enum Stopwatch {
  /// The time `work` took.
  @inline(__always)
  static func time(_ work: () -> Void) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    work()
    return clock.now - start
  }
}

// MARK: - Duration

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    let parts = components
    return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
  }
}
