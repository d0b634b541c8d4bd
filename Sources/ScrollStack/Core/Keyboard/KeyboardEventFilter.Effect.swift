import Foundation

// MARK: - KeyboardEventFilter.Effect

extension KeyboardEventFilter {
  /// What the caller must do after an input.
  public enum Effect: Hashable, Sendable {
    /// Cancel the running timer, if any.
    case cancelTimer
    /// Start a timer that feeds back `.timerFired(generation:)` after `delay` seconds.
    case startTimer(generation: Int, delay: TimeInterval)
    /// Deliver the pending work now.
    case deliver
  }
}
