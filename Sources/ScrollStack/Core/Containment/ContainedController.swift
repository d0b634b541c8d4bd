// MARK: - ContainedController

/// A view controller with UIKit's containment and appearance calls, in UIKit's spelling: a
/// `UIViewController` is one, so that a ``ContainmentPlan`` and an
/// ``AppearanceForwardingContainer`` drive it while the core stays free of UIKit.
@MainActor
package protocol ContainedController: AnyObject {
  /// Makes `child` a child (which sends it `willMove(toParent:)`).
  func addChild(_ child: Self)
  /// Called before the controller joins (`parent`) or leaves (`nil`) a parent.
  func willMove(toParent parent: Self?)
  /// Called after the controller joined (`parent`) or left (`nil`) a parent.
  func didMove(toParent parent: Self?)
  /// Leaves the parent (which sends `didMove(toParent: nil)`).
  func removeFromParent()
  /// Starts appearing (`true`) or disappearing (`false`).
  func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)
  /// Finishes the transition begun last.
  func endAppearanceTransition()
}

extension ContainedController {
  /// Sends `steps` in order, each begin with `animated`.
  package func perform(_ steps: [ContainerAppearance.Step], animated: Bool) {
    for step in steps {
      switch step {
      case .begin(let isAppearing): beginAppearanceTransition(isAppearing, animated: animated)
      case .end: endAppearanceTransition()
      }
    }
  }
}
