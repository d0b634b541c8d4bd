import Foundation

// MARK: - StackScheduler

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
