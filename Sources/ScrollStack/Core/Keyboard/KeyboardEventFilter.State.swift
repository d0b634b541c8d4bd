import Foundation

// MARK: - KeyboardEventFilter.State

extension KeyboardEventFilter {
  /// Where the filter is.
  public enum State: Hashable, Sendable {
    /// Nothing is pending.
    case idle
    /// Work is pending; the timer of this generation delivers it unless newer work arrives.
    case waiting(generation: Int)
    /// A size transition is in progress (`depth` of them, nested); nothing is delivered until
    /// it ends. `hasPendingWork` records whether anything arrived meanwhile (or was waiting
    /// when the transition began).
    case suspended(depth: Int, hasPendingWork: Bool)
  }
}
