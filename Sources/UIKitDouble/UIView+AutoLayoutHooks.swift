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
      // Written only when set: most views laid out never had one (no release of nothing).
      if currentConstraintLayout != nil { currentConstraintLayout = nil }
      return
    }
    if reapplyCurrentConstraintLayout() { return }
    var system = AutoLayoutSystem(root: self, mode: .layout)
    // Items 1 … placedViewCount are the placed views (parents before children); layout guides
    // and views placed by frame that constraints mention come after them.
    let placedViewCount = system.placedViewCount
    // Kept only for a system of the root and the views it places: a guide, or a view placed by
    // frame that a constraint mentions, moves with things the invalidations do not cover (the
    // safe area, a scroll view's offset, a frame set anywhere).
    let keepsResult = system.items.count == 1 + placedViewCount
    var placedFrames: [(view: UIView, frame: CGRect)] = []
    var placedGuides: [UILayoutGuide] = []
    do {
      // The point is let go before the system is recycled (see `solvedPoint()`).
      let point = system.solvedPoint()
      if keepsResult { placedFrames.reserveCapacity(placedViewCount) }
      for item in 1..<(1 + placedViewCount) {
        let view = system.placedView(item: item)
        guard view.superviewStorage === self && !view.translatesAutoresizingMaskIntoConstraints else { continue }
        let frame = AutoLayoutSystem.rectangle(of: item, at: point)
        if keepsResult { placedFrames.append((view, frame)) }
        if !UIView.isSameRect(view.frame, frame) { view.frame = frame }
      }
      for item in (1 + placedViewCount)..<system.items.count {
        if let guide = system.items[item] as? UILayoutGuide, guide.owningView === self, guide.fixedFrame == nil {
          guide.solvedFrame = AutoLayoutSystem.rectangle(of: item, at: point)
          placedGuides.append(guide)
        }
      }
    }
    system.recycle()
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
    if !placesNothing {
      var system = AutoLayoutSystem(
        root: self, mode: .fitting(target: target, horizontal: horizontalPriority, vertical: verticalPriority))
      let solves = system.placedViewCount > 0 || system.constraintRowCount != 0
      let size = solves ? AutoLayoutSystem.rectangle(of: 0, at: system.solvedPoint()).size : nil
      system.recycle()
      if let size { return size }
    }
    let intrinsic = intrinsicContentSize
    let current = bounds.size
    let keepsFrame = translatesAutoresizingMaskIntoConstraints
    func length(_ target: CGFloat, _ priority: UILayoutPriority, _ intrinsic: CGFloat, _ current: CGFloat) -> CGFloat {
      if priority >= .required { return target }
      if intrinsic != UIView.noIntrinsicMetric && intrinsic >= 0 { return intrinsic }
      return keepsFrame ? current : target
    }
    return CGSize(
      width: length(target.width, horizontalPriority, intrinsic.width, current.width),
      height: length(target.height, verticalPriority, intrinsic.height, current.height))
  }

  // MARK: Leaving the hierarchy

  /// Deactivates the constraints held by the view's ancestors that mention the view or a view or
  /// guide in its subtree, as UIKit does when a view is removed from its superview. The views'
  /// part calls it from `removeFromSuperview()` before the view leaves its superview.
  func deactivateConstraintsLeavingHierarchy() {
    // Up the chain without retaining each ancestor (see `superviewReference`): a retain and a
    // release of a view with a side table take the runtime's slow path. Only stored state is read
    // on the way (`mayMentionSubtree(of:)`), so no code of the app's runs while an ancestor is
    // held unretained; an ancestor that may hold a constraint to drop is retained, then checked
    // and its constraints dropped as before (the check reads the open getters, and dropping one
    // marks views for layout: `setNeedsLayout()` may be overridden).
    var current = superviewReference
    while let ancestor = current {
      let mayHoldLeaving = ancestor._withUnsafeGuaranteedRef { holder in
        holder.installedConstraints.contains { $0.mayMentionSubtree(of: self) }
      }
      guard mayHoldLeaving else {
        current = ancestor._withUnsafeGuaranteedRef { $0.superviewReference }
        continue
      }
      let holder = ancestor.takeUnretainedValue()
      for constraint in holder.installedConstraints where mentionsSubtree(constraint) { constraint.uninstall() }
      current = holder.superviewReference
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
