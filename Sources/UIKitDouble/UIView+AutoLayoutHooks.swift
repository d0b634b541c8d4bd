// Where the views hand over to the Auto Layout part of the double (AutoLayout/ and the Auto
// Layout members of UIView).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension UIView {
  // MARK: Layout pass

  /// Sets the frames of the subviews placed by constraints
  /// (`translatesAutoresizingMaskIntoConstraints == false`) and of the layout guides added to
  /// the view, from the active constraints held by the view and by those subviews (recursively),
  /// their intrinsic sizes, and the view's bounds; the default `layoutSubviews()` calls it, as
  /// UIKit's does. Frames are set only where they change. Costs nothing for a view that places
  /// no subview by constraints (``constraintPlacedSubviewCount`` is zero: no subview scan).
  func layoutSubviewsFromConstraints() {
    guard constraintPlacedSubviewCount > 0 || !addedLayoutGuides.isEmpty else {
      if !guidesPlacedByLastLayout.isEmpty { guidesPlacedByLastLayout = [] }
      currentConstraintLayout = nil
      return
    }
    if reapplyCurrentConstraintLayout() { return }
    let system = AutoLayoutSystem(root: self, mode: .layout)
    let frames = system.solve()
    // Items 1 … placedViews.count are the placed views (parents before children); layout guides
    // and views placed by frame that constraints mention come after them.
    let placedViews = system.placedViews
    // Kept only for a system of the root and the views it places: a guide, or a view placed by
    // frame that a constraint mentions, moves with things the invalidations do not cover (the
    // safe area, a scroll view's offset, a frame set anywhere).
    let keepsResult = system.items.count == 1 + placedViews.count
    var placedFrames: [(view: UIView, frame: CGRect)] = []
    for (position, view) in placedViews.enumerated()
    where view.superviewStorage === self && !view.translatesAutoresizingMaskIntoConstraints {
      let frame = frames[position + 1]
      if keepsResult { placedFrames.append((view, frame)) }
      if view.frame != frame { view.frame = frame }
    }
    var placedGuides: [UILayoutGuide] = []
    for item in (1 + placedViews.count)..<system.items.count {
      if let guide = system.items[item] as? UILayoutGuide, guide.owningView === self, guide.fixedFrame == nil {
        guide.solvedFrame = frames[item]
        placedGuides.append(guide)
      }
    }
    if !placedGuides.isEmpty || !guidesPlacedByLastLayout.isEmpty { guidesPlacedByLastLayout = placedGuides }
    currentConstraintLayout = keepsResult ? ConstraintLayoutResult(bounds: bounds, frames: placedFrames) : nil
  }

  // MARK: Fitting size

  /// The size `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// returns: the view's size when its constraints (to its subviews placed by constraints,
  /// recursively), the subviews' intrinsic sizes and its own are solved with each dimension
  /// pulled to `target` with the given priority (held there at `.required`). A view with no
  /// constraint inside returns, per dimension, the target at `.required`, else its intrinsic
  /// size if it has one, else its current size if it is placed by frame
  /// (`translatesAutoresizingMaskIntoConstraints`), else the target (nothing holds it).
  func constraintFittingSize(
    _ target: CGSize, horizontalPriority: UILayoutPriority, verticalPriority: UILayoutPriority
  ) -> CGSize {
    // A view that holds no constraint and places no subview by constraints has no system to
    // solve: it is measured without building one (most row content views are such views).
    let placesNothing = installedConstraints.isEmpty && constraintPlacedSubviewCount == 0
    let system =
      placesNothing
      ? nil
      : AutoLayoutSystem(
        root: self, mode: .fitting(target: target, horizontal: horizontalPriority, vertical: verticalPriority))
    guard let system, !system.placedViews.isEmpty || system.constraintRowCount != 0 else {
      let intrinsic = intrinsicContentSize
      let current = bounds.size
      let keepsFrame = translatesAutoresizingMaskIntoConstraints
      func length(_ target: CGFloat, _ priority: UILayoutPriority, _ intrinsic: CGFloat, _ current: CGFloat)
        -> CGFloat
      {
        if priority >= .required { return target }
        if intrinsic != UIView.noIntrinsicMetric && intrinsic >= 0 { return intrinsic }
        return keepsFrame ? current : target
      }
      return CGSize(
        width: length(target.width, horizontalPriority, intrinsic.width, current.width),
        height: length(target.height, verticalPriority, intrinsic.height, current.height))
    }
    return system.solve()[0].size
  }

  // MARK: Leaving the hierarchy

  /// Deactivates the constraints held by the view's ancestors that mention the view or a view or
  /// guide in its subtree, as UIKit does when a view is removed from its superview. The views'
  /// part calls it from `removeFromSuperview()` before the view leaves its superview.
  func deactivateConstraintsLeavingHierarchy() {
    var ancestor = superviewStorage
    while let holder = ancestor {
      if !holder.installedConstraints.isEmpty {
        for constraint in holder.installedConstraints where mentionsSubtree(constraint) { constraint.uninstall() }
      }
      ancestor = holder.superviewStorage
    }
  }

  /// Whether either item of `constraint` is the view, in its subtree, or a guide owned there.
  private func mentionsSubtree(_ constraint: NSLayoutConstraint) -> Bool {
    isInSubtree(constraint.firstItem) || isInSubtree(constraint.secondItem)
  }

  /// Whether `item` (a constraint's item) is the view, in its subtree, or a guide owned there.
  private func isInSubtree(_ item: AnyObject?) -> Bool {
    NSLayoutConstraint.view(of: item)?.isDescendant(of: self) ?? false
  }
}
