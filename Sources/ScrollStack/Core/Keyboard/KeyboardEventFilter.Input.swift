import Foundation

// MARK: - KeyboardEventFilter.Input

extension KeyboardEventFilter {
  /// What can happen to the filter.
  public enum Input: Hashable, Sendable {
    /// A keyboard event or scroll request arrived. `immediate` work (the user is dragging the
    /// keyboard down) is delivered at once unless the filter is suspended.
    case work(immediate: Bool)
    /// The timer of `generation` fired. A stale generation is ignored.
    case timerFired(generation: Int)
    /// A size transition began.
    case suspend
    /// A size transition ended.
    case resume
  }
}
