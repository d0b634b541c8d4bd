// Where the views hand over to the Auto Layout part of the double (NSLayoutConstraint.swift and
// the solver). Placeholders until the solver lands: no constraint moves anything yet.

extension UIView {
  /// Sets the frames of the subviews placed by constraints; the default `layoutSubviews()` calls
  /// it, as UIKit's does.
  func layoutSubviewsFromConstraints() {}

  /// The size `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// returns: the smallest size the view's constraints and its subviews' intrinsic sizes allow
  /// near `target`, each dimension held at `target` with the given priority.
  func constraintFittingSize(
    _ target: CGSize, horizontalPriority: UILayoutPriority, verticalPriority: UILayoutPriority
  ) -> CGSize { target }
}
