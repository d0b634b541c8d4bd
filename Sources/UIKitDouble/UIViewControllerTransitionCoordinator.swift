// UIViewControllerTransitionCoordinator (X from H16:UIViewControllerTransitionCoordinator.h).

// MARK: - UIViewControllerTransitionCoordinator

/// Runs blocks alongside a transition's animation and after it. The double's coordinator is
/// `DoubleTransitionCoordinator` (Drivers/), made by the package drivers that play a transition.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  // Imported methods are implicitly discardable. The SDK gives `completion` a `= nil` default,
  // which a protocol requirement cannot carry (the library passes both arguments).
  /// Runs `animation` inside the transition's animation and `completion` once it finished;
  /// returns whether the blocks were accepted.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
