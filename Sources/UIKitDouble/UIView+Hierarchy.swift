// How a view moves between superviews and windows, with UIKit's callbacks in UIKit's order.

extension UIView {
  // MARK: Window

  /// The nearest window among this view and its ancestors (walked without retaining them).
  func nearestWindow() -> UIWindow? {
    var current: Unmanaged<UIView>? = Unmanaged.passUnretained(self)
    while let view = current {
      let (isWindow, parent) = view._withUnsafeGuaranteedRef { ($0.isWindowView, $0.superviewReference) }
      if isWindow { return unsafeDowncast(view.takeUnretainedValue(), to: UIWindow.self) }
      current = parent
    }
    return nil
  }

  /// Whether `view` is this view or one of its ancestors (`isDescendant(of:)`), walked without
  /// retaining them.
  func hasAncestor(_ view: UIView) -> Bool {
    let target = Unmanaged.passUnretained(view).toOpaque()
    var current: Unmanaged<UIView>? = Unmanaged.passUnretained(self)
    while let candidate = current {
      if candidate.toOpaque() == target { return true }
      current = candidate._withUnsafeGuaranteedRef { $0.superviewReference }
    }
    return false
  }

  /// The topmost ancestor (this view when it has no superview).
  var rootView: UIView {
    var current = self
    while let parent = current.superviewStorage { current = parent }
    return current
  }

  // MARK: Insertion

  /// Inserts `view` just below `sibling`, or on top when `sibling` is not a subview.
  func insertSubviewNow(_ view: UIView, below sibling: UIView) {
    guard sibling !== view, let position = positionOfSubview(sibling) else {
      insertSubviewNow(view, at: Int.max)
      return
    }
    // Once `view` leaves this view (when it is a subview already), `sibling` may sit one lower.
    let adjusted = indexAfterRemoval(of: view, position)
    insertSubviewNow(view, at: adjusted)
  }

  /// Inserts `view` just above `sibling`, or on top when `sibling` is not a subview.
  func insertSubviewNow(_ view: UIView, above sibling: UIView) {
    guard sibling !== view, let position = positionOfSubview(sibling) else {
      insertSubviewNow(view, at: Int.max)
      return
    }
    insertSubviewNow(view, at: indexAfterRemoval(of: view, position) + 1)
  }

  /// `position` as it will be once `view` is out of the subviews (one less when `view` is a subview
  /// below it). The slots are compacted (`position` came from `positionOfSubview(_:)`).
  private func indexAfterRemoval(of view: UIView, _ position: Int) -> Int {
    if holdsSubview(view), view.slotInSuperview < position { return position - 1 }
    return position
  }

  /// `insertSubview(_:at:)`: moves a subview already here, otherwise takes `view` from its old
  /// superview and window with UIKit's callbacks.
  func insertSubviewNow(_ view: UIView, at index: Int) {
    // A view cannot hold itself or one of its ancestors (UIKit raises).
    guard !isDescendant(of: view) else { return }
    if view.isSubview(of: self) {
      moveSubviewSlot(of: view, to: index)
      return
    }
    let oldSuperview = view.superviewStorage
    let oldWindow = view.nearestWindow()
    let newWindow = nearestWindow()
    let windowChanges = oldWindow !== newWindow && !view.isWindowView
    let oldTraits = windowChanges ? view.traitCollection : nil
    oldSuperview?.willRemoveSubview(view)
    view.willMove(toSuperview: self)
    if windowChanges {
      view.resignFirstResponderInSubtree(of: oldWindow)
      view.sendWillMove(toWindow: newWindow)
    }
    let placedByConstraints = !view.translatesAutoresizingMaskIntoConstraints
    if let oldSuperview {
      oldSuperview.invalidateConstraintLayout()
      oldSuperview.vacateSubviewSlot(of: view)
      if placedByConstraints { oldSuperview.constraintPlacedSubviewCount -= 1 }
      oldSuperview.markNeedsLayout()
    }
    invalidateConstraintLayout()
    placeSubviewSlot(view, at: index)
    view.superviewStorage = self
    if placedByConstraints { constraintPlacedSubviewCount += 1 }
    if windowChanges { view.sendDidMoveToWindow() }
    if let oldTraits { view.sendTraitChangeIfNeeded(from: oldTraits) }
    view.didMoveToSuperview()
    didAddSubview(view)
    markNeedsLayout()
    view.markNeedsLayout()
    if view.descendantNeedsLayout { markDescendantNeedsLayout() }
  }

  // MARK: Removal

  /// `removeFromSuperview()`.
  func removeFromSuperviewNow() {
    guard let oldSuperview = superviewStorage else { return }
    // UIKit removes the constraints that tie the leaving subtree to the views it leaves.
    deactivateConstraintsLeavingHierarchy()
    let oldWindow = isWindowView ? nil : nearestWindow()
    let oldTraits = oldWindow == nil ? nil : traitCollection
    oldSuperview.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if oldWindow != nil {
      resignFirstResponderInSubtree(of: oldWindow)
      sendWillMove(toWindow: nil)
    }
    oldSuperview.invalidateConstraintLayout()
    oldSuperview.vacateSubviewSlot(of: self)
    superviewStorage = nil
    if !translatesAutoresizingMaskIntoConstraints { oldSuperview.constraintPlacedSubviewCount -= 1 }
    oldSuperview.markNeedsLayout()
    if oldWindow != nil { sendDidMoveToWindow() }
    if let oldTraits { sendTraitChangeIfNeeded(from: oldTraits) }
    didMoveToSuperview()
  }

  // MARK: Order

  /// Moves `view`, a subview, to the top (`toFront`) or the bottom, without callbacks.
  func reorderSubview(_ view: UIView, toFront: Bool) {
    guard holdsSubview(view) else { return }
    moveSubviewSlot(of: view, to: toFront ? Int.max : 0)
  }

  // MARK: Window callbacks

  /// `willMove(toWindow:)` to this view, then down its subtree.
  private func sendWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in subviewStorage { subview.sendWillMove(toWindow: newWindow) }
  }

  /// `didMoveToWindow()` to this view (and its controller's hook), then down its subtree. The
  /// subviews are read afresh at each level: a callback may move views.
  private func sendDidMoveToWindow() {
    didMoveToWindow()
    owningViewController?.rootViewDidMove(toWindow: nearestWindow())
    for subview in subviewStorage where subview.isSubview(of: self) { subview.sendDidMoveToWindow() }
  }

  /// Tells the subtree its traits changed when they differ from `oldTraits` (after a window move).
  private func sendTraitChangeIfNeeded(from oldTraits: UITraitCollection) {
    guard !oldTraits.isEqual(traitCollection) else { return }
    sendTraitCollectionDidChange(previous: oldTraits)
  }

  /// When `window`'s first responder is this view or one of its descendants, asks it to resign
  /// and clears it regardless (UIKit takes first responder status from a view leaving its window).
  private func resignFirstResponderInSubtree(of window: UIWindow?) {
    guard let window, let responder = window.firstResponderStorage as? UIView, responder.isDescendant(of: self)
    else { return }
    responder.resignFirstResponder()
    if window.firstResponderStorage === responder { window.setFirstResponder(nil) }
  }

  // MARK: Editing

  /// `endEditing(_:)`.
  func endEditingNow(_ force: Bool) -> Bool {
    guard let window = nearestWindow(), let responder = window.firstResponderStorage as? UIView,
      responder.isDescendant(of: self)
    else { return true }
    let resigned = responder.resignFirstResponder()
    if force, window.firstResponderStorage === responder { window.setFirstResponder(nil) }
    return resigned || force
  }
}
