/// An object with a trait collection that hears when it changes.
@MainActor @preconcurrency public protocol UITraitEnvironment: NSObjectProtocol {
  /// The current traits.
  var traitCollection: UITraitCollection { get }
  /// Called after ``traitCollection`` changed from `previousTraitCollection`.
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
