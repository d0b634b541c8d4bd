import Foundation

// MARK: - PlatformClockScheduler

/// A ``StackScheduler`` on a clock its platform keeps: the platform says what time it is and runs an
/// action after a delay; this scheduler adds the ``ScheduledAction`` rules (an action runs at most
/// once, never after it was cancelled).
///
/// The UIKit layer uses it on platforms without UIKit, where time is the UIKit double's clock,
/// which a test steps.
@_spi(Engine) @MainActor
public final class PlatformClockScheduler: StackScheduler {
  // MARK: Lifecycle

  /// Makes a scheduler reading the time from `now` and handing delayed actions to `schedule`,
  /// which runs its action once after the delay (in seconds, finite and not negative).
  public init(
    now: @escaping @MainActor () -> TimeInterval,
    schedule: @escaping @MainActor (TimeInterval, @escaping @MainActor () -> Void) -> Void
  ) {
    readNow = now
    scheduleOnHost = schedule
  }

  // MARK: Public

  /// The platform clock's time, in seconds.
  public var now: TimeInterval { readNow() }

  /// Runs `action` once after `delay` seconds of the platform clock (a negative or non-finite delay
  /// counts as 0), unless the returned action is cancelled first (the platform still calls back at
  /// that time; nothing runs then).
  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
    let safeDelay = delay.isFinite ? Swift.max(0, delay) : 0
    let token = ScheduledAction()
    scheduleOnHost(safeDelay) {
      guard !token.isCancelled, !token.hasRun else { return }
      token.hasRun = true
      action()
    }
    return token
  }

  // MARK: Private

  private let readNow: @MainActor () -> TimeInterval
  private let scheduleOnHost: @MainActor (TimeInterval, @escaping @MainActor () -> Void) -> Void
}
