import Dispatch

// MARK: - Stopwatch

/// Times work with the monotonic uptime clock.
///
/// The package supports macOS 10.15, where `ContinuousClock` and `Duration` (macOS 13) are not
/// available, so the benchmarks read `DispatchTime`'s uptime in nanoseconds instead.
@MainActor
enum Stopwatch {
  // MARK: Internal

  /// The current instant of the monotonic clock, as the time since an arbitrary origin.
  static var now: ElapsedTime { ElapsedTime(nanoseconds: Double(DispatchTime.now().uptimeNanoseconds)) }

  /// The time `work` took.
  @inline(__always)
  static func time(_ work: () -> Void) -> ElapsedTime {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    let end = DispatchTime.now().uptimeNanoseconds
    return ElapsedTime(nanoseconds: Double(end &- start))
  }
}
