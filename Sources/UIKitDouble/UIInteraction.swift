// UIInteraction (X from H16:UIInteraction.h).

/// An interaction added to a view (`addInteraction(_:)`): it is told when it moves to a view.
@MainActor @preconcurrency public protocol UIInteraction: NSObjectProtocol {
  /// The view the interaction is added to (weak).
  var view: UIView? { get }
  /// Called before the interaction moves to `view` (`nil`: removed).
  func willMove(to view: UIView?)
  /// Called after the interaction moved to `view` (`nil`: removed).
  func didMove(to view: UIView?)
}
