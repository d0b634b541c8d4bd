// A view's layout pass from constraints reuses its last solve while nothing it depends on changed.

extension UIView {
  /// Forgets the last layout from constraints of this view and of each view whose system holds
  /// this one: the superview while this view is placed by constraints, and so on up the chain
  /// (the system of a view covers its subviews placed by constraints, recursively). Called for
  /// every change a solve depends on: a constraint installed, removed, or given another constant
  /// or priority (on its holder and its items' superviews); an intrinsic size invalidated, a
  /// hugging or compression-resistance priority or `translatesAutoresizingMaskIntoConstraints`
  /// changed (on the superview); a subview added or removed; a layout guide added or removed.
  /// UIKit's Auto Layout engine is incremental in the same way: it re-solves only for such a
  /// change, and a layout pass otherwise applies the values it holds. O(depth of the chain).
  func invalidateConstraintLayout() {
    // Up the chain without retaining each view (see `superviewReference`): a retain and a
    // release of a view with a side table (a weakly referenced one) take the runtime's slow path.
    // Only stored state is read on the way (the stored flag, not the open property), so no code
    // of the app's runs while a view is held unretained.
    var current: Unmanaged<UIView>? = Unmanaged.passUnretained(self)
    while let view = current {
      current = view._withUnsafeGuaranteedRef { view in
        if view.currentConstraintLayout != nil { view.currentConstraintLayout = nil }
        return view.storedTranslatesAutoresizingMask ? nil : view.superviewReference
      }
    }
  }

  /// What a constraint change does to a view whose layout the constraint takes part in (the view
  /// holding it, an item's superview): forgets the last layout from constraints up the chain
  /// (`invalidateConstraintLayout()`), marks the view for layout, and marks the superviews of
  /// the chain of views placed by constraints above it (`markConstraintPlacedAncestorsForLayout()`,
  /// nothing to walk for a view placed by frame).
  func invalidateLayoutForConstraintChange() {
    invalidateConstraintLayout()
    setNeedsLayout()
    if !translatesAutoresizingMaskIntoConstraints { markConstraintPlacedAncestorsForLayout() }
  }

  /// Sets the frames of the last solve again when it is still current (nothing it depends on
  /// changed and the bounds are the same); returns whether it did.
  func reapplyCurrentConstraintLayout() -> Bool {
    guard let result = currentConstraintLayout else { return false }
    // Compared without Foundation's `==` call (`isSameRect`).
    guard UIView.isSameRect(result.bounds, bounds) else {
      currentConstraintLayout = nil
      return false
    }
    for (view, frame) in result.frames
    where view.superviewStorage === self && !view.translatesAutoresizingMaskIntoConstraints
      && !UIView.isSameRect(view.frame, frame)
    {
      view.frame = frame
    }
    return true
  }
}
