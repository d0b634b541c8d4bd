#if canImport(UIKit)
  import UIKit

  /// Connects a UIKit ``ScrollStack`` to the shared engine: containment, measuring, animation and
  /// delegate delivery. You do not use it directly.
  @MainActor
  public final class UIKitScrollStackHost: ScrollStackEngineHost {
    // MARK: Lifecycle

    init(stack: ScrollStack) {
      self.stack = stack
    }

    // MARK: Public

    /// Converts UIKit insets to the portable type.
    public static func edgeInsets(from insets: UIEdgeInsets) -> StackEdgeInsets { StackEdgeInsets(insets) }
    /// Converts portable insets to UIKit's.
    public static func hostInsets(from insets: StackEdgeInsets) -> UIEdgeInsets { UIEdgeInsets(insets) }

    /// Makes a row view for `content`, with a separator in the stack's colour.
    public func makeRow(for content: RowContent<UIViewController, UIView>, state: RowState) -> ScrollStackRow {
      let contentView: UIView
      switch content {
      case .controller(let controller): contentView = view(of: controller)
      case .view(let view): contentView = view
      }
      let row = ScrollStackRow(
        content: content, contentView: contentView, state: state, separatorColor: stack.separatorColor)
      row.stack = stack
      return row
    }

    /// The controller's root view (loaded on first access, as UIKit does).
    public func view(of controller: UIViewController) -> UIView {
      // `view` is implicitly unwrapped and loads itself; the fallback is never expected.
      controller.view ?? UIView()
    }

    /// Refuses content that is a row of another stack, whose view contains this stack, or that is
    /// the stack's controller or one of its ancestors (a containment cycle).
    public func refusalReason(for content: RowContent<UIViewController, UIView>) -> String? {
      if case .controller(let controller) = content,
        let reason = containmentCycleReason(offering: controller, to: stack.parentController, parent: { $0.parent })
      {
        return reason
      }
      let view: UIView
      switch content {
      case .controller(let controller): view = self.view(of: controller)
      case .view(let plain): view = plain
      }
      if stack.isDescendant(of: view) { return "The content's view contains the stack itself." }
      if let row = view.superview as? ScrollStackRow, let owner = row.stack, owner !== stack {
        return "The content is a row of another stack; remove it there first."
      }
      return nil
    }

    /// Adds the row view, then for a controller: `addChild` (which sends
    /// `willMove(toParent:)`), the view, the appearance calls its parent's state needs,
    /// `didMove(toParent:)` — UIKit's documented order.
    public func attachContent(of row: ScrollStackRow) {
      // A size measured before the row was attached (or left by a freed row at the same address)
      // is not trusted.
      measurements.invalidate(ObjectIdentifier(row))
      let subviewCount = stack.subviews.count
      stack.insertSubview(row, at: Swift.min(row.rowState.index ?? subviewCount, subviewCount))
      guard let controller = row.controller, let parent = stack.parentController else {
        row.attachContentView()
        return
      }
      parent.addChild(controller)
      row.attachContentView()
      parent.forwardAppearance(parent.appearance.stepsForAddedChild, to: controller)
      controller.didMove(toParent: parent)
    }

    /// Puts the row's view just below the view of the row that now follows it (or above the one
    /// before it), so that the stack's subviews follow `rows`.
    public func rowDidMove(_ row: ScrollStackRow, to index: Int) {
      let rows = stack.engine.rows
      if rows.indices.contains(index + 1), rows[index + 1].superview === stack {
        stack.insertSubview(row, belowSubview: rows[index + 1])
      } else if rows.indices.contains(index - 1), rows[index - 1].superview === stack {
        stack.insertSubview(row, aboveSubview: rows[index - 1])
      }
    }

    /// For a controller: `willMove(toParent: nil)`, the appearance calls that end it, the view
    /// detached, `removeFromParent()`; then the row view leaves the stack.
    public func detachContent(of row: ScrollStackRow) {
      measurements.invalidate(ObjectIdentifier(row))
      row.stack = nil
      guard let controller = row.controller, let parent = controller.parent else {
        row.contentView.removeFromSuperview()
        row.removeFromSuperview()
        return
      }
      controller.willMove(toParent: nil)
      if let stackController = stack.parentController, stackController === parent {
        stackController.forwardAppearance(stackController.appearance.stepsForRemovedChild, to: controller)
      }
      row.contentView.removeFromSuperview()
      row.removeFromSuperview()
      controller.removeFromParent()
    }

    /// The size the row's controller asks for through ``ScrollStackContainableController``.
    public func requestedSize(for row: ScrollStackRow, axis: StackAxis) -> ScrollStackControllerSize? {
      guard let containable = row.controller as? any ScrollStackContainableController else { return nil }
      return containable.scrollStackRowSizeForAxis(axis.layoutAxis, row: row, in: stack)
    }

    /// The content view's fitting length along `axis`, from `systemLayoutSizeFitting` with the
    /// cross length fixed (required priority) and the axis as small as the content allows
    /// (fitting-size priority). Cached per row until a reload, a trait change or another cross
    /// length.
    public func fittingLength(for row: ScrollStackRow, axis: StackAxis, crossLength: CGFloat) -> CGFloat {
      measurements.length(for: ObjectIdentifier(row), axis: axis, crossLength: crossLength) {
        let compressed = UIView.layoutFittingCompressedSize.length(along: axis)
        let target = CGSize(along: axis, length: compressed, cross: crossLength)
        let size: CGSize
        if axis == .vertical {
          size = row.contentView.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        } else {
          size = row.contentView.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
        }
        return size.length(along: axis)
      }
    }

    /// Forgets the row's measured size, then calls the controller's
    /// `reloadContentFromStackView(stackView:row:animated:)`.
    public func reloadContent(of row: ScrollStackRow, animated: Bool) {
      measurements.invalidate(ObjectIdentifier(row))
      guard let containable = row.controller as? any ScrollStackContainableController else { return }
      containable.reloadContentFromStackView(stackView: stack, row: row, animated: animated)
    }

    /// The custom transition of the controller, or else of the content view.
    public func transitionHooks(for row: ScrollStackRow) -> RowTransitionHooks? {
      let animatable =
        (row.controller as? any ScrollStackRowAnimatable) ?? (row.contentView as? any ScrollStackRowAnimatable)
      guard let animatable else { return nil }
      return RowTransitionHooks(
        info: animatable.animationInfo,
        willBegin: { animatable.willBeginAnimationTransition(toHide: $0) },
        animate: { animatable.animateTransition(toHide: $0) },
        didEnd: { animatable.didEndAnimationTransition(toHide: $0) })
    }

    /// Runs `animations` and the pending row frames in one `UIView.animate` with `info`'s
    /// duration, delay and spring damping; then lays out once more (rows that were hidden during
    /// the animation leave the screen) and calls `completion`.
    public func animateLayoutChange(
      info: ScrollStackAnimationInfo, animations: @escaping () -> Void, completion: @escaping () -> Void
    ) {
      let stack = stack
      UIView.animate(
        withDuration: info.duration, delay: info.delay, usingSpringWithDamping: info.springDamping,
        initialSpringVelocity: 0, options: [.beginFromCurrentState, .allowUserInteraction],
        animations: {
          animations()
          stack.layoutIfNeeded()
        },
        completion: { _ in
          stack.setNeedsRowFrames()
          completion()
        })
    }

    /// The stack's bounds size, offset, content size and adjusted content insets.
    public var scrollGeometry: ScrollViewGeometry { ScrollViewGeometry(stack) }

    /// Sets the stack's content size.
    public func applyContentSize(_ size: CGSize) {
      stack.contentSize = size
    }

    /// Moves the content offset, animated with `UIView.animate` (so that the end is known) for
    /// `scrollAnimationDuration`, through the shared ``AnimatedScrollLifecycle``: a newer offset
    /// cancels a running scroll, which then ends at once; one that runs its course is clamped to
    /// the legal offsets of that moment and reported when it lands; either way `completion` runs
    /// once.
    public func applyContentOffset(_ offset: CGPoint, animated: Bool, completion: @escaping () -> Void) {
      guard offset.x.isFinite, offset.y.isFinite else {
        completion()
        return
      }
      guard animated else {
        stack.animatedScroll.cancel()
        stack.contentOffset = offset
        completion()
        return
      }
      let stack = stack
      let ticket = stack.animatedScroll.begin(to: offset, onEnd: completion)
      UIView.animate(
        withDuration: stack.scrollAnimationDuration, delay: 0,
        options: [.beginFromCurrentState, .allowUserInteraction],
        animations: {
          stack.isApplyingAnimatedScroll = true
          stack.contentOffset = offset
          stack.isApplyingAnimatedScroll = false
        },
        completion: { _ in
          stack.animatedScroll.land(ticket, in: ScrollViewGeometry(stack)) { target in
            if stack.contentOffset != target { stack.contentOffset = target }
            // Landed: the scroll is reported now, before its end (Core's lifecycle).
            stack.reportScrollIfNeeded()
          }
        })
    }

    /// Asks the stack to apply the new frames in its next layout pass.
    public func rowsNeedLayout() {
      stack.setNeedsRowFrames()
    }

    /// Hands the event to the stack's delegate.
    public func deliver(_ event: ScrollStackEvent<ScrollStackRow>) {
      stack.deliver(event)
    }

    // MARK: Internal

    unowned let stack: ScrollStack

    /// Forgets every measured size (the traits the rows are measured with changed).
    func invalidateAllMeasurements() {
      measurements.invalidateAll()
    }

    // MARK: Private

    private var measurements = FittingLengthCache()
  }
#endif
