import Foundation

// MARK: - KeyboardEventFilter

/// The trailing-edge filter that keyboard events and scroll requests pass through, as an
/// explicit state machine.
///
/// UIKit posts keyboard notifications in bursts: AutoFill posts a hide and two shows within
/// 0.1 s, and every height change of the input accessory posts another show. Acting on each
/// would jerk the content up and down, so work is delivered only once no new work has arrived
/// for ``interval`` seconds (debounce on the trailing edge). A rotation posts a hide before it
/// starts and a show after it ends, longer apart than the interval, so the filter is suspended
/// for the whole size transition and delivers once when it resumes.
///
/// The filter only decides *when* to deliver; the caller keeps *what* is pending and performs
/// the ``Effect``s (starting and cancelling a timer on its scheduler).
public struct KeyboardEventFilter: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates a filter with the given quiet time (0.1 s by default).
  public init(interval: TimeInterval = KeyboardEventFilter.defaultInterval) {
    self.interval = interval.isFinite ? Swift.max(0, interval) : 0
  }

  // MARK: Public

  /// The default quiet time, in seconds, before a burst is delivered.
  public static let defaultInterval: TimeInterval = 0.1

  /// The quiet time in seconds; a negative or non-finite value counts as zero.
  public let interval: TimeInterval
  /// Where the filter is; starts `.idle`.
  public private(set) var state: State = .idle

  /// Whether the filter is suspended by a size transition.
  public var isSuspended: Bool {
    if case .suspended = state { return true }
    return false
  }

  /// Feeds `input` to the filter and returns the effects to perform, in order.
  ///
  /// A `.resume` without a matching `.suspend` changes nothing and returns no effects.
  public mutating func handle(_ input: Input) -> [Effect] {
    switch (state, input) {
    case (.idle, .work(immediate: true)):
      return [.deliver]
    case (.waiting, .work(immediate: true)):
      state = .idle
      return [.cancelTimer, .deliver]
    case (.idle, .work(immediate: false)):
      return startWaiting(cancelling: false)
    case (.waiting, .work(immediate: false)):
      return startWaiting(cancelling: true)
    case (.suspended(let depth, _), .work):
      state = .suspended(depth: depth, hasPendingWork: true)
      return []
    case (.waiting(let generation), .timerFired(let fired)) where generation == fired:
      state = .idle
      return [.deliver]
    case (_, .timerFired):
      return []
    case (.idle, .suspend):
      state = .suspended(depth: 1, hasPendingWork: false)
      return []
    case (.waiting, .suspend):
      state = .suspended(depth: 1, hasPendingWork: true)
      return [.cancelTimer]
    case (.suspended(let depth, let pending), .suspend):
      state = .suspended(depth: depth + 1, hasPendingWork: pending)
      return []
    case (.suspended(let depth, let pending), .resume):
      if depth > 1 {
        state = .suspended(depth: depth - 1, hasPendingWork: pending)
        return []
      }
      state = .idle
      return pending ? [.deliver] : []
    case (.idle, .resume), (.waiting, .resume):
      return []
    }
  }

  // MARK: Private

  private var lastGeneration = 0

  private mutating func startWaiting(cancelling: Bool) -> [Effect] {
    lastGeneration += 1
    state = .waiting(generation: lastGeneration)
    let start = Effect.startTimer(generation: lastGeneration, delay: interval)
    return cancelling ? [.cancelTimer, start] : [start]
  }
}
