import Foundation

// MARK: - ImmediateStackScheduler

/// A scheduler that runs every action at once, ignoring its delay.
///
/// For tests of the core: an animated change completes within the
/// call that started it. Its clock advances by each action's delay so that time still moves
/// forward monotonically.
@MainActor
public final class ImmediateStackScheduler: StackScheduler {
  // MARK: Lifecycle

  /// Creates an immediate scheduler.
  public init() {}

  // MARK: Public

  /// The sum of the delays of the actions run so far.
  public private(set) var now: TimeInterval = 0

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
