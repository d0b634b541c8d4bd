import Foundation

// MARK: - ScheduledAction

/// A handle on work handed to a ``StackScheduler``.
@MainActor
public final class ScheduledAction {
  // MARK: Lifecycle

  init(onCancel: (() -> Void)? = nil) {
    self.onCancel = onCancel
  }

  // MARK: Public

  /// Whether the action was cancelled before it ran.
  public private(set) var isCancelled = false
  /// Whether the action has run.
  public internal(set) var hasRun = false

  /// Prevents the action from running, if it has not run yet.
  public func cancel() {
    guard !isCancelled, !hasRun else { return }
    isCancelled = true
    onCancel?()
    onCancel = nil
  }

  // MARK: Private

  private var onCancel: (() -> Void)?
}
