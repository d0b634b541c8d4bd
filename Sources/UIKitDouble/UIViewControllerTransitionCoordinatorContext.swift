// UIViewControllerTransitionCoordinatorContext (X from H16:UIViewControllerTransitionCoordinator.h).

// MARK: - UIViewControllerTransitionCoordinatorContext

/// What the blocks given to a transition coordinator learn about the transition. The double's
/// transitions are never interactive and never cancelled.
@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition follows a gesture.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
}
