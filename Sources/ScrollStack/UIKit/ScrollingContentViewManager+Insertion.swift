@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollingContentViewManager + Insertion

// Putting the scroll view into the host's hierarchy, in place of the content view.

extension ScrollingContentViewManager {
  /// Installs `newContentView` (see ``contentView``); assigning the installed view again does
  /// nothing, and `nil` removes the content view from the scroll view. A view that contains
  /// the scroll view or the host's root view is refused and reported; nothing changes.
  func setContentView(_ newContentView: UIView?) {
    guard newContentView !== installedContentView else { return }
    if let newContentView, let reason = refusalReason(for: newContentView) {
      if pendingContentView === newContentView { pendingContentView = nil }
      let diagnostic = ScrollingContentPlacement.diagnostic(reason: reason)
      onDiagnostic?(diagnostic)
      StackDiagnostics.handler?(diagnostic)
      return
    }
    guard let newContentView else {
      installedContentView?.removeFromSuperview()
      installedContentView = nil
      return
    }
    if let current = installedContentView {
      current.removeFromSuperview()
      embed(newContentView)
      return
    }
    guard let host = hostViewController, let rootView = host.viewIfLoaded else {
      // Installed when the view has loaded (`viewWillAppear`).
      pendingContentView = newContentView
      return
    }
    pendingContentView = nil
    if newContentView === rootView {
      replaceRootView(of: host)
    } else if let superview = newContentView.superview {
      replace(newContentView, in: superview)
    } else {
      scrollView.frame = rootView.bounds
      scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      rootView.addSubview(scrollView)
    }
    embed(newContentView)
  }

  // MARK: Private

  /// Why `contentView` cannot go inside the scroll view (Core's rule), or `nil`.
  private func refusalReason(for contentView: UIView) -> String? {
    let root = hostViewController?.viewIfLoaded
    return ScrollingContentPlacement.refusalReason(
      containsScrollView: scrollView.isDescendant(of: contentView),
      containsHostRootView: root.map { $0 !== contentView && $0.isDescendant(of: contentView) } ?? false)
  }

  /// Gives the host a new, empty root view with the system background colour (which follows
  /// dark mode) and puts the scroll view in it, filling it. The new root takes the old one's
  /// place in its superview (a window) before the old root moves into the scroll view, so
  /// the host's view never leaves the window.
  private func replaceRootView(of host: UIViewController) {
    guard let oldRoot = host.viewIfLoaded else { return }
    let newRoot = UIView(frame: oldRoot.frame)
    newRoot.autoresizingMask = oldRoot.autoresizingMask
    newRoot.backgroundColor = .systemBackground
    host.view = newRoot
    oldRoot.superview?.insertSubview(newRoot, aboveSubview: oldRoot)
    scrollView.frame = newRoot.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    newRoot.addSubview(scrollView)
  }

  /// Puts the scroll view where `contentView` is in `superview`, retargeting to it every
  /// constraint that an ancestor holds between the content view and the world outside it
  /// (priority and identifier kept) and the content view's own width and height constraints.
  /// Constraints an ancestor holds between the content view and its own subviews stay with
  /// the content view.
  private func replace(_ contentView: UIView, in superview: UIView) {
    let allHeld = Self.constraintsHeldByAncestors(of: contentView)
    func destination(ofHeld constraint: NSLayoutConstraint) -> ContentConstraintDestination {
      ContentConstraintDestination(
        heldByAncestor: true, otherItemIsInside: Self.isInternal(constraint, to: contentView), isOwnSize: false)
    }
    let held = allHeld.filter { destination(ofHeld: $0.constraint) == .scrollView }
    let internalCopies = allHeld.filter { destination(ofHeld: $0.constraint) == .contentView }
      .compactMap { Self.copy(of: $0.constraint, replacing: contentView, with: contentView) }
    let ownSize = contentView.constraints.filter { constraint in
      let isOwnSize =
        constraint.firstItem === contentView && constraint.secondItem == nil
        && (constraint.firstAttribute == .width || constraint.firstAttribute == .height)
      return ContentConstraintDestination(heldByAncestor: false, otherItemIsInside: false, isOwnSize: isOwnSize)
        == .scrollViewSize
    }
    scrollView.translatesAutoresizingMaskIntoConstraints = contentView.translatesAutoresizingMaskIntoConstraints
    scrollView.autoresizingMask = contentView.autoresizingMask
    scrollView.frame = contentView.frame
    superview.insertSubview(scrollView, aboveSubview: contentView)
    let retargeted = held.compactMap { holder, constraint in
      Self.copy(of: constraint, replacing: contentView, with: scrollView).map { (holder, $0) }
    }
    let ownSizeCopies = ownSize.compactMap { Self.copy(of: $0, replacing: contentView, with: scrollView) }
    NSLayoutConstraint.deactivate(allHeld.map(\.constraint) + ownSize)
    contentView.removeFromSuperview()
    for (holder, constraint) in retargeted { holder.addConstraint(constraint) }
    scrollView.addConstraints(ownSizeCopies)
    contentView.addConstraints(internalCopies)
  }

  /// Whether `constraint` ties `contentView` to something inside it (a subview, or a layout
  /// guide of the content view or a subview) rather than to the outside.
  private static func isInternal(_ constraint: NSLayoutConstraint, to contentView: UIView) -> Bool {
    let other = constraint.firstItem === contentView ? constraint.secondItem : constraint.firstItem
    if let view = other as? UIView { return view.isDescendant(of: contentView) }
    if let guide = other as? UILayoutGuide { return guide.owningView?.isDescendant(of: contentView) ?? false }
    return false
  }

  /// Pins `contentView` to the scroll view's content area, at least as large as the visible
  /// area (priority 500; the constants follow the keyboard in `updateMinimumSize`).
  private func embed(_ contentView: UIView) {
    contentView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(contentView)
    let content = scrollView.contentLayoutGuide
    let frame = scrollView.frameLayoutGuide
    let width = contentView.widthAnchor.constraint(greaterThanOrEqualTo: frame.widthAnchor)
    let height = contentView.heightAnchor.constraint(greaterThanOrEqualTo: frame.heightAnchor)
    width.priority = Self.minimumSizePriority
    height.priority = Self.minimumSizePriority
    width.identifier = "ScrollingContent.minimumWidth"
    height.identifier = "ScrollingContent.minimumHeight"
    let exact = contentView.widthAnchor.constraint(equalTo: frame.widthAnchor)
    exact.identifier = "ScrollingContent.visibleWidth"
    NSLayoutConstraint.activate([
      contentView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      contentView.topAnchor.constraint(equalTo: content.topAnchor),
      contentView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      width, height,
    ])
    exact.isActive = shouldConstrainContentViewWidthToVisibleArea
    exactWidth?.isActive = false
    minimumWidth = width
    minimumHeight = height
    exactWidth = exact
    installedContentView = contentView
    needsContentSizeCheck = true
    scrollView.setNeedsLayout()
  }

  /// Every constraint held by an ancestor of `view` (its superview, and theirs up to the root)
  /// that has `view` as one of its items, with the view that holds it.
  private static func constraintsHeldByAncestors(of view: UIView) -> [(
    holder: UIView, constraint: NSLayoutConstraint
  )] {
    var result: [(holder: UIView, constraint: NSLayoutConstraint)] = []
    var ancestor = view.superview
    while let holder = ancestor {
      for constraint in holder.constraints where constraint.firstItem === view || constraint.secondItem === view {
        result.append((holder, constraint))
      }
      ancestor = holder.superview
    }
    return result
  }

  /// A copy of `constraint` with `old` replaced by `new` in either item, keeping the
  /// attributes, relation, multiplier, constant, priority, identifier and archiving flag.
  private static func copy(
    of constraint: NSLayoutConstraint, replacing old: UIView, with new: UIView
  ) -> NSLayoutConstraint? {
    let first: AnyObject? = constraint.firstItem === old ? new : constraint.firstItem
    let second: AnyObject? = constraint.secondItem === old ? new : constraint.secondItem
    guard let first else { return nil }
    let copy = NSLayoutConstraint(
      item: first, attribute: constraint.firstAttribute, relatedBy: constraint.relation, toItem: second,
      attribute: constraint.secondAttribute, multiplier: constraint.multiplier, constant: constraint.constant)
    copy.priority = constraint.priority
    copy.identifier = constraint.identifier
    copy.shouldBeArchived = constraint.shouldBeArchived
    return copy
  }
}
