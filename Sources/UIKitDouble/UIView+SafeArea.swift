// The safe area: the window's insets, intersected with each view's frame, plus a controller's
// additional insets, inherited down the tree.

extension UIView {
  // MARK: Computing

  /// `safeAreaInsets`: the window's own insets for a window; for another view, the part of its
  /// superview's safe area it overlaps (each edge clamped to 0 and to the view's size), plus the
  /// owning controller's additional insets. O(depth); O(1) with `trustingReportedSuperview` when
  /// the superview's reported insets are current (it waits for no check): in a layout pass, which
  /// runs from the top down, a superview that needed a check has had it before its subviews.
  func computedSafeAreaInsets(trustingReportedSuperview: Bool = false) -> UIEdgeInsets {
    if isWindowView { return unsafeDowncast(self, to: UIWindow.self).deviceSafeAreaInsets }
    var insets = UIEdgeInsets.zero
    // The superview is read without a retain (it holds this view: see `superviewReference`).
    if let parentArea = superviewReference?._withUnsafeGuaranteedRef({ parent in
      let reported = trustingReportedSuperview && !parent.safeAreaNeedsCheck
      return (
        insets: reported ? parent.lastSafeAreaInsets : parent.computedSafeAreaInsets(), bounds: parent.boundsStorage
      )
    }) {
      let (parentInsets, parentBounds) = parentArea
      if parentInsets != .zero {
        let safeMinX = parentBounds.minX + parentInsets.left
        let safeMinY = parentBounds.minY + parentInsets.top
        let safeMaxX = parentBounds.maxX - parentInsets.right
        let safeMaxY = parentBounds.maxY - parentInsets.bottom
        let own = frame
        insets.top = clamp(safeMinY - own.minY, own.height)
        insets.left = clamp(safeMinX - own.minX, own.width)
        insets.bottom = clamp(own.maxY - safeMaxY, own.height)
        insets.right = clamp(own.maxX - safeMaxX, own.width)
      }
    }
    if let controller = owningViewController {
      let extra = controller.additionalSafeAreaInsets
      insets.top += extra.top
      insets.left += extra.left
      insets.bottom += extra.bottom
      insets.right += extra.right
    }
    return insets
  }

  /// `value` held between 0 and `limit`.
  private func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
    min(max(0, value), max(0, limit))
  }

  // MARK: Invalidating

  /// The view's safe area may have changed (it moved, or its window's did): the next pass compares
  /// it. O(1) when an ancestor already waits for a pass.
  func invalidateSafeArea() {
    guard !safeAreaNeedsCheck else { return }
    safeAreaNeedsCheck = true
    // The superview is reached without a retain, as `markNeedsLayout()` does (it holds this view:
    // see `superviewReference`); each row placed would retain its stack otherwise.
    superviewReference?._withUnsafeGuaranteedRef { $0.markDescendantNeedsLayout() }
  }

  /// The view's bounds changed: when it has a safe area, its subviews' may have changed too. (A view
  /// with no safe area gives its subviews none from its geometry, so scrolling one costs nothing.)
  func boundsDidChangeForSafeArea() {
    guard lastSafeAreaInsets != .zero else { return }
    for subview in subviewStorage { subview.invalidateSafeArea() }
  }

  // MARK: Reporting

  /// In a layout pass, before `layoutSubviews()`: when the safe area differs from the last reported
  /// one, records it, marks the view as needing layout, has the subviews compared too, and calls
  /// `safeAreaInsetsDidChange()`, then the owning controller's `viewSafeAreaInsetsDidChange()`.
  func reportSafeAreaChange() {
    safeAreaNeedsCheck = false
    // Nothing to report for a view that had no safe area and still has none: its superview's
    // reported safe area is empty (and current) and no controller adds insets (every row, its
    // content and its separator in a stack without a safe area), without computing it.
    if lastSafeAreaInsets == .zero && !isWindowView && !mayHaveOwningViewController,
      let parent = superviewReference,
      parent._withUnsafeGuaranteedRef({ !$0.safeAreaNeedsCheck && $0.lastSafeAreaInsets == .zero })
    {
      return
    }
    let insets = computedSafeAreaInsets(trustingReportedSuperview: true)
    guard insets != lastSafeAreaInsets else { return }
    lastSafeAreaInsets = insets
    needsLayoutStorage = true
    for subview in subviewStorage { subview.safeAreaNeedsCheck = true }
    if !subviewStorage.isEmpty { descendantNeedsLayout = true }
    safeAreaInsetsDidChange()
    owningViewController?.viewSafeAreaInsetsDidChange()
  }
}
