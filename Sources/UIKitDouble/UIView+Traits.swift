// Trait changes, told parents first.

extension UIView {
  /// Tells this view's subtree, parents first, that its traits changed from `previous`: for each
  /// view, its owning controller's `traitCollectionDidChange(_:)` first, then the view's. Subviews
  /// read afresh at each level (a callback may move views).
  func sendTraitCollectionDidChange(previous: UITraitCollection) {
    owningViewController?.traitCollectionDidChange(previous)
    traitCollectionDidChange(previous)
    for subview in subviewStorage where subview.isSubview(of: self) && !subview.isWindowView {
      subview.sendTraitCollectionDidChange(previous: previous)
    }
  }
}
