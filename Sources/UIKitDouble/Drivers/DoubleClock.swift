// The one clock of the UIKit double: every delayed thing the double does (animation completions,
// animated scroll ends, keyboard animation ends) is an action scheduled on it, and nothing runs
// until a test steps it. No DispatchQueue, no Timer.

/// The double's clock: a current time and the actions due later, run only when a test advances it.
@MainActor package final class DoubleClock {
  // MARK: Shared instance

  /// The clock every part of the double schedules on.
  package static let main = DoubleClock()

  // MARK: State

  /// The current time in seconds since the clock was made or last reset.
  package private(set) var now: TimeInterval = 0

  /// The actions not run yet, in the order they were scheduled.
  private var pending: [DoubleClock.Entry] = []

  /// The number given to the next scheduled action: ties in due time run in scheduling order.
  private var nextSequence = 0

  /// Whether any action is waiting to run.
  package var hasPendingActions: Bool { pending.contains { !$0.token.isCancelled } }

  /// Makes an independent clock (tests of the clock itself); the double uses ``main``.
  package init() {}

  // MARK: Scheduling

  /// Schedules `action` to run `delay` seconds from ``now`` (a negative delay counts as 0). It
  /// never runs inside this call, only from ``advance(by:)`` or ``runUntilIdle()``.
  @discardableResult
  package func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> DoubleClock.Token {
    schedule(at: now + max(0, delay), action)
  }

  /// Schedules `action` to run at the clock time `time` (at ``now`` when that has passed), so that
  /// a series of steps computed from one start ends exactly where `start + duration` does.
  @discardableResult
  package func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> DoubleClock.Token {
    let token = DoubleClock.Token()
    pending.append(
      DoubleClock.Entry(due: max(now, time), sequence: nextSequence, token: token, action: action))
    nextSequence += 1
    return token
  }

  // MARK: Stepping

  /// Moves the clock `interval` seconds on, running each action that falls due on the way in time
  /// order (with ``now`` set to its due time), including the ones scheduled meanwhile that fall
  /// due within the interval.
  package func advance(by interval: TimeInterval) {
    let end = now + max(0, interval)
    while let entry = takeNext(dueBy: end) {
      now = entry.due
      entry.action()
    }
    now = end
  }

  /// Runs every pending action and the ones they schedule, moving the clock to each one's due time,
  /// until none is left.
  package func runUntilIdle() {
    while let entry = takeNext(dueBy: .infinity) {
      now = max(now, entry.due)
      entry.action()
    }
  }

  /// Drops every pending action and sets the clock back to 0 (a test calls it first).
  package func reset() {
    pending.removeAll()
    now = 0
    nextSequence = 0
  }

  // MARK: Private

  /// Removes and returns the earliest action due by `limit` that was not cancelled.
  private func takeNext(dueBy limit: TimeInterval) -> DoubleClock.Entry? {
    pending.removeAll { $0.token.isCancelled }
    var best: Int?
    for index in pending.indices where pending[index].due <= limit {
      if let current = best {
        let candidate = pending[index]
        let chosen = pending[current]
        if (candidate.due, candidate.sequence) < (chosen.due, chosen.sequence) { best = index }
      } else {
        best = index
      }
    }
    guard let best else { return nil }
    return pending.remove(at: best)
  }
}
