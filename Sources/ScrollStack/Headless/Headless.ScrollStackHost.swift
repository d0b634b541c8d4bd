import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension Headless {
  /// Connects a headless ``ScrollStack`` to the shared engine: containment, measuring,
  /// animation and delegate delivery. You do not use it directly.
  @MainActor
  public final class ScrollStackHost: ScrollStackEngineHost {
    unowned let stack: ScrollStack

    init(stack: ScrollStack) {
      self.stack = stack
    }

    /// Headless insets are already portable.
    public static func edgeInsets(from insets: StackEdgeInsets) -> StackEdgeInsets { insets }
    /// Headless insets are already portable.
    public static func hostInsets(from insets: StackEdgeInsets) -> StackEdgeInsets { insets }

    /// Makes a headless row for `content`.
    public func makeRow(for content: RowContent<ViewController, View>, state: RowState) -> ScrollStackRow {
      let contentView: View
      switch content {
      case .controller(let controller): contentView = controller.view
      case .view(let view): contentView = view
      }
      let row = ScrollStackRow(
        content: content, contentView: contentView, state: state, separatorColor: stack.separatorColor)
      row.stack = stack
      return row
    }

    /// The controller's root view.
    public func view(of controller: ViewController) -> View { controller.view }

    /// Refuses content that is a row of another stack, whose view contains this stack, or that is
    /// the stack's controller or one of its ancestors (a containment cycle).
    public func refusalReason(for content: RowContent<ViewController, View>) -> String? {
      if case .controller(let controller) = content,
        let reason = containmentCycleReason(offering: controller, to: stack.parentViewController, parent: { $0.parent })
      {
        return reason
      }
      let view: View
      switch content {
      case .controller(let controller): view = controller.view
      case .view(let plain): view = plain
      }
      if stack.isDescendant(of: view) { return "The content's view contains the stack itself." }
      if let row = view.superview as? ScrollStackRow, let owner = row.stack, owner !== stack {
        return "The content is a row of another stack; remove it there first."
      }
      return nil
    }

    /// `addChild`, view attached (appearing when the parent has appeared or is appearing),
    /// `didMove(toParent:)`.
    public func attachContent(of row: ScrollStackRow) {
      let index = row.rowState.index ?? stack.subviews.count
      stack.insertSubview(row, at: index)
      guard let controller = row.controller, let parent = stack.parentViewController else {
        row.insertSubview(row.contentView, at: 0)
        return
      }
      parent.addChild(controller)
      row.insertSubview(row.contentView, at: 0)
      parent.forwardAppearance(toJoiningChild: controller)
      controller.didMove(toParent: parent)
    }

    /// `willMove(toParent: nil)`, view detached (disappearing when it had appeared),
    /// `removeFromParent()`.
    public func detachContent(of row: ScrollStackRow) {
      row.stack = nil
      guard let controller = row.controller, controller.parent != nil else {
        row.contentView.removeFromSuperview()
        row.removeFromSuperview()
        return
      }
      controller.willMove(toParent: nil)
      controller.simulateDisappearance()
      row.contentView.removeFromSuperview()
      row.removeFromSuperview()
      controller.removeFromParent()
    }

    /// Puts the row's view just below the view of the row that now follows it (or above the one
    /// before it), so that the stack's subviews follow `rows`.
    public func rowDidMove(_ row: ScrollStackRow, to index: Int) {
      let rows = stack.engine.rows
      let next = rows.indices.contains(index + 1) ? rows[index + 1] : nil
      let previous = rows.indices.contains(index - 1) ? rows[index - 1] : nil
      stack.reorderSubview(row, before: next, after: previous)
    }

    /// The size the row's controller asks for through `ScrollStackContainableController`.
    public func requestedSize(for row: ScrollStackRow, axis: StackAxis) -> ScrollStackControllerSize? {
      guard let containable = row.controller as? any ScrollStackContainableController else { return nil }
      return containable.scrollStackRowSizeForAxis(axis, row: row, in: stack)
    }

    /// The content view's fitting length along `axis` with the cross length fixed.
    public func fittingLength(for row: ScrollStackRow, axis: StackAxis, crossLength: CGFloat) -> CGFloat {
      let target = CGSize(along: axis, length: 0, cross: crossLength)
      return row.contentView.systemLayoutSizeFitting(target).length(along: axis)
    }

    /// Calls `reloadContentFromStackView(stackView:row:animated:)` on a containable controller.
    public func reloadContent(of row: ScrollStackRow, animated: Bool) {
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

    /// Runs the animation on the stack's scheduler.
    public func animateLayoutChange(
      info: ScrollStackAnimationInfo, animations: @escaping () -> Void, completion: @escaping () -> Void
    ) {
      stack.animate(info: info, animations: animations, completion: completion)
    }

    /// The stack's viewport, offset, content size and adjusted insets.
    public var scrollGeometry: ScrollViewGeometry { stack.scrollGeometry }

    /// Stores the content size on the stack.
    public func applyContentSize(_ size: CGSize) {
      stack.contentSize = size
    }

    /// Moves the stack's content offset.
    public func applyContentOffset(_ offset: CGPoint, animated: Bool, completion: @escaping () -> Void) {
      stack.moveContentOffset(to: offset, animated: animated, completion: completion)
    }

    /// Places the rows' content and separators.
    public func rowsNeedLayout() {
      stack.layoutRows()
    }

    /// Runs the pending layout pass on the stack's scheduler, after zero seconds: at once with an
    /// ``ImmediateStackScheduler``, when the test advances a ``ManualScheduler``.
    public func layoutPassNeeded() {
      stack.animationScheduler.schedule(after: 0) { [weak stack] in stack?.engine.layoutIfNeeded() }
    }

    /// Hands the event to the stack's delegate.
    public func deliver(_ event: ScrollStackEvent<ScrollStackRow>) {
      stack.deliver(event)
    }
  }
}
