// The layout cycle: marking views and laying out the marked ones, parents first.

extension UIView {
  // MARK: Marking

  /// Marks the view and tells its ancestors that a descendant needs layout.
  func markNeedsLayout() {
    needsLayoutStorage = true
    // The superview is reached without a retain (it holds this view: see `superviewReference`);
    // a stack's rows are marked once each as they are placed, and the stack, weakly referenced,
    // is retained on the runtime's slow path.
    superviewReference?._withUnsafeGuaranteedRef { $0.markDescendantNeedsLayout() }
  }

  /// Marks the superview of this view, and of each ancestor, for layout while the view is placed
  /// by constraints (`translatesAutoresizingMaskIntoConstraints == false`): UIKit's one Auto
  /// Layout engine re-solves a change to a view's intrinsic size or constraints at once, and the
  /// superview of each view whose frame it changes lays out again to set it ("Auto Layout
  /// Guide: Changing Constraints", deferred layout pass); a constraint-placed view's size follows
  /// its content, so its superview lays out as well. The double does not solve at the change: it
  /// marks every such superview, up to the first view placed by frame (whose frame Auto Layout
  /// does not change). O(depth of the constraint-placed chain).
  func markConstraintPlacedAncestorsForLayout() {
    var current = self
    while !current.translatesAutoresizingMaskIntoConstraints, let superview = current.superviewStorage {
      superview.markNeedsLayout()
      current = superview
    }
  }

  /// Notes on this view and its ancestors that a descendant needs layout, up to the first that
  /// knew.
  func markDescendantNeedsLayout() {
    var current: Unmanaged<UIView>? = Unmanaged.passUnretained(self)
    while let view = current {
      current = view._withUnsafeGuaranteedRef { view in
        guard !view.descendantNeedsLayout else { return nil }
        view.descendantNeedsLayout = true
        return view.superviewReference
      }
    }
  }

  /// Whether the view or a descendant waits for a layout pass.
  var hasPendingLayout: Bool { needsLayoutStorage || descendantNeedsLayout || safeAreaNeedsCheck }

  // MARK: Passes

  /// `layoutIfNeeded()`: a pass from the topmost ancestor that needs layout (this view when none
  /// does).
  func layoutIfNeededNow() {
    var top = self
    var current = superviewStorage
    while let view = current {
      if view.needsLayoutStorage { top = view }
      current = view.superviewStorage
    }
    top.runLayoutPass()
  }

  /// Reports a safe area change (see `reportSafeAreaChange()`), lays out this view when marked,
  /// then walks down the branches holding a marked view: each
  /// marked view's `layoutSubviews()` runs once, after its ancestors'. Views marked during the
  /// pass below the current one are laid out in it; the others wait for the next pass.
  func runLayoutPass() {
    if needsLayoutStorage || safeAreaNeedsCheck { reportSafeAreaChange() }
    if needsLayoutStorage {
      needsLayoutStorage = false
      let controller = owningViewController
      controller?.rootViewWillLayoutSubviews()
      layoutSubviews()
      controller?.rootViewDidLayoutSubviews()
    }
    guard descendantNeedsLayout else { return }
    descendantNeedsLayout = false
    // The subviews as they are now, held by this array for the whole loop (whatever a
    // `layoutSubviews()` changes): each is read and laid out through it without a retain of its
    // own (a stack laying out every row reads 100,000 of them).
    let subviews = subviewStorage
    subviews.withUnsafeBufferPointer { views in
      for position in views.indices {
        Unmanaged.passUnretained(views[position])._withUnsafeGuaranteedRef { subview in
          if subview.isSubview(of: self) && subview.hasPendingLayout { subview.runLayoutPass() }
        }
      }
    }
  }
}
