extension DoubleClock {
  /// A scheduled action's handle: ``cancel()`` keeps it from running.
  @MainActor package final class Token {
    /// Whether ``cancel()`` was called.
    package private(set) var isCancelled = false

    /// Made by ``DoubleClock/schedule(after:_:)``.
    init() {}

    /// Keeps the action from running; does nothing once it ran.
    package func cancel() { isCancelled = true }
  }
}
