import Foundation

// MARK: - ManualScheduler

/// A scheduler whose clock moves only when the test says so.
///
/// Actions run in order of their due time (ties in the order they were scheduled) when
/// ``advance(by:)`` or ``runUntilIdle()`` passes their due time. An action scheduled while
/// others run is itself run in the same call if it falls due within the advanced time.
@MainActor
public final class ManualScheduler: StackScheduler {
  // MARK: Lifecycle

  /// Creates a scheduler whose clock reads zero.
  public init() {}

  // MARK: Public

  /// The current time; starts at zero.
  public private(set) var now: TimeInterval = 0

  /// The number of actions waiting to run (cancelled ones excluded).
  public var pendingCount: Int { entries.filter { !$0.token.isCancelled }.count }

  /// The due time of the next action waiting to run, if any.
  public var nextDueTime: TimeInterval? {
    entries.filter { !$0.token.isCancelled }.map(\.due).min()
  }

  /// Queues `action` to run when the clock reaches now + `delay` (see ``advance(by:)``).
  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
    let safeDelay = delay.isFinite ? Swift.max(0, delay) : 0
    let token = ScheduledAction()
    entries.append(Entry(due: now + safeDelay, sequence: nextSequence, action: action, token: token))
    nextSequence += 1
    return token
  }

  /// Moves the clock forward by `interval` seconds, running every action that falls due.
  ///
  /// A negative or non-finite interval moves nothing but still runs actions already due.
  public func advance(by interval: TimeInterval) {
    let target = now + (interval.isFinite ? Swift.max(0, interval) : 0)
    while let index = nextIndex(dueBy: target) {
      let entry = entries.remove(at: index)
      now = Swift.max(now, entry.due)
      entry.token.hasRun = true
      entry.action()
    }
    now = target
  }

  /// Runs every pending action (and those they schedule), moving the clock to each due time.
  ///
  /// Stops after `limit` actions so that work that keeps rescheduling itself cannot hang a test.
  public func runUntilIdle(limit: Int = 10_000) {
    var count = 0
    while count < limit, let due = nextDueTime {
      advance(by: due - now)
      count += 1
    }
  }

  // MARK: Private

  private struct Entry {
    let due: TimeInterval
    let sequence: Int
    let action: @MainActor () -> Void
    let token: ScheduledAction
  }
  private var entries: [Entry] = []
  private var nextSequence = 0

  private func nextIndex(dueBy target: TimeInterval) -> Int? {
    entries.removeAll { $0.token.isCancelled }
    var best: Int?
    for (index, entry) in entries.enumerated() where entry.due <= target {
      if let current = best {
        let other = entries[current]
        if (entry.due, entry.sequence) < (other.due, other.sequence) { best = index }
      } else {
        best = index
      }
    }
    return best
  }
}
