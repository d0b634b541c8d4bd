// How a view moves between superviews and windows, with UIKit's callbacks in UIKit's order.

extension UIView {
  // MARK: Window

  /// The nearest window among this view and its ancestors.
  func nearestWindow() -> UIWindow? {
    var current: UIView? = self
    while let view = current {
      if let window = view as? UIWindow { return window }
      current = view.superviewStorage
    }
    return nil
  }

  /// Whether `view` is this view or one of its ancestors (`isDescendant(of:)`).
  func hasAncestor(_ view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superviewStorage
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
    guard sibling !== view, let position = subviewStorage.firstIndex(where: { $0 === sibling }) else {
      insertSubviewNow(view, at: subviewStorage.count)
      return
    }
    // Once `view` leaves this view (when it is a subview already), `sibling` may sit one lower.
    let adjusted = indexAfterRemoval(of: view, position)
    insertSubviewNow(view, at: adjusted)
  }

  /// Inserts `view` just above `sibling`, or on top when `sibling` is not a subview.
  func insertSubviewNow(_ view: UIView, above sibling: UIView) {
    guard sibling !== view, let position = subviewStorage.firstIndex(where: { $0 === sibling }) else {
      insertSubviewNow(view, at: subviewStorage.count)
      return
    }
    insertSubviewNow(view, at: indexAfterRemoval(of: view, position) + 1)
  }

  /// `position` as it will be once `view` is out of the subviews (one less when `view` is a subview
  /// below it).
  private func indexAfterRemoval(of view: UIView, _ position: Int) -> Int {
    if let current = subviewStorage.firstIndex(where: { $0 === view }), current < position { return position - 1 }
    return position
  }

  /// `insertSubview(_:at:)`: moves a subview already here, otherwise takes `view` from its old
  /// superview and window with UIKit's callbacks.
  func insertSubviewNow(_ view: UIView, at index: Int) {
    // A view cannot hold itself or one of its ancestors (UIKit raises).
    guard !isDescendant(of: view) else { return }
    if view.superviewStorage === self {
      subviewStorage.removeAll { $0 === view }
      subviewStorage.insert(view, at: min(max(0, index), subviewStorage.count))
      return
    }
    let oldSuperview = view.superviewStorage
    let oldWindow = view.nearestWindow()
    let newWindow = nearestWindow()
    let windowChanges = oldWindow !== newWindow && !(view is UIWindow)
    let oldTraits = windowChanges ? view.traitCollection : nil
    oldSuperview?.willRemoveSubview(view)
    view.willMove(toSuperview: self)
    if windowChanges {
      view.resignFirstResponderInSubtree(of: oldWindow)
      view.sendWillMove(toWindow: newWindow)
    }
    let placedByConstraints = !view.translatesAutoresizingMaskIntoConstraints
    if let oldSuperview {
      oldSuperview.subviewStorage.removeAll { $0 === view }
      if placedByConstraints { oldSuperview.constraintPlacedSubviewCount -= 1 }
      oldSuperview.markNeedsLayout()
    }
    subviewStorage.insert(view, at: min(max(0, index), subviewStorage.count))
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
    let oldWindow = self is UIWindow ? nil : nearestWindow()
    let oldTraits = oldWindow == nil ? nil : traitCollection
    oldSuperview.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if oldWindow != nil {
      resignFirstResponderInSubtree(of: oldWindow)
      sendWillMove(toWindow: nil)
    }
    oldSuperview.subviewStorage.removeAll { $0 === self }
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
    guard let position = subviewStorage.firstIndex(where: { $0 === view }) else { return }
    subviewStorage.remove(at: position)
    subviewStorage.insert(view, at: toFront ? subviewStorage.count : 0)
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
    for subview in subviewStorage where subview.superviewStorage === self { subview.sendDidMoveToWindow() }
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
