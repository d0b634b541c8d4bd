import Dispatch
import Foundation

// MARK: - MainQueueScheduler

/// A scheduler that runs work on the main dispatch queue after a real delay: the one apps use.
///
/// The UIKit layer drives the keyboard filter with it. Its clock is the system uptime, so it
/// never jumps when the user changes the date. Tests use a ``ManualScheduler`` instead.
@MainActor
public final class MainQueueScheduler: StackScheduler {
  // MARK: Lifecycle

  /// Creates a scheduler on the main queue.
  public init() {}

  // MARK: Public

  /// The system uptime, in seconds.
  public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

  /// Runs `action` on the main queue once `delay` seconds have passed; a negative or non-finite
  /// delay runs it on the next turn of the main queue. Cancelling the returned token before then
  /// stops it.
  @discardableResult
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
    let token = ScheduledAction()
    let safeDelay = delay.isFinite ? Swift.max(0, delay) : 0
    let work = MainActorWork(token: token, action: action)
    // The compiler treats a block handed to the main queue as isolated to the main actor, so no
    // `MainActor.assumeIsolated` (iOS 17+) is needed here.
    DispatchQueue.main.asyncAfter(deadline: .now() + safeDelay) { work.run() }
    return token
  }
}

/// An action and its token, handed to the main queue and run there.
@MainActor
private final class MainActorWork {
  let token: ScheduledAction
  let action: @MainActor () -> Void

  init(token: ScheduledAction, action: @escaping @MainActor () -> Void) {
    self.token = token
    self.action = action
  }

  func run() {
    guard !token.isCancelled, !token.hasRun else { return }
    token.hasRun = true
    action()
  }
}
