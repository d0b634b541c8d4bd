import Foundation

/// A source of time and deferred work for animations, the keyboard filter and scroll requests.
///
/// Inject a ``ManualScheduler`` in tests to step through time deterministically, an
/// ``ImmediateStackScheduler`` to finish all deferred work at once, or (in an app) the main-queue
/// scheduler that the UIKit layer provides.
@MainActor
public protocol StackScheduler: AnyObject {
  /// The current time in seconds, on this scheduler's own clock.
  var now: TimeInterval { get }

  /// Runs `action` once `delay` seconds have passed on this scheduler's clock.
  ///
  /// A negative or non-finite delay counts as zero. The returned token cancels the action if it
  /// has not run yet; cancelling twice, or after the action ran, does nothing.
  @discardableResult
  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction
}

/// A handle on work handed to a ``StackScheduler``.
@MainActor
public final class ScheduledAction {
  /// Whether the action was cancelled before it ran.
  public private(set) var isCancelled = false
  /// Whether the action has run.
  public internal(set) var hasRun = false
  private var onCancel: (() -> Void)?

  init(onCancel: (() -> Void)? = nil) {
    self.onCancel = onCancel
  }

  /// Prevents the action from running, if it has not run yet.
  public func cancel() {
    guard !isCancelled, !hasRun else { return }
    isCancelled = true
    onCancel?()
    onCancel = nil
  }
}

/// A scheduler whose clock moves only when the test says so.
///
/// Actions run in order of their due time (ties in the order they were scheduled) when
/// ``advance(by:)`` or ``runUntilIdle()`` passes their due time. An action scheduled while
/// others run is itself run in the same call if it falls due within the advanced time.
@MainActor
public final class ManualScheduler: StackScheduler {
  private struct Entry {
    let due: TimeInterval
    let sequence: Int
    let action: @MainActor () -> Void
    let token: ScheduledAction
  }

  /// The current time; starts at zero.
  public private(set) var now: TimeInterval = 0
  private var entries: [Entry] = []
  private var nextSequence = 0

  /// Creates a scheduler whose clock reads zero.
  public init() {}

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

/// A scheduler that runs every action at once, ignoring its delay.
///
/// The default for the headless stack's animations: an animated change completes within the
/// call that started it. Its clock advances by each action's delay so that time still moves
/// forward monotonically.
@MainActor
public final class ImmediateStackScheduler: StackScheduler {
  /// The sum of the delays of the actions run so far.
  public private(set) var now: TimeInterval = 0

  /// Creates an immediate scheduler.
  public init() {}

  /// Runs `action` at once, before returning, and moves the clock on by `delay`.
  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
    let token = ScheduledAction()
    now += delay.isFinite ? Swift.max(0, delay) : 0
    token.hasRun = true
    action()
    return token
  }
}
