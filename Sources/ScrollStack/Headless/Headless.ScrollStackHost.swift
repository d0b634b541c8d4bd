import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.ScrollStackHost

extension Headless {
  /// Connects a headless ``ScrollStack`` to the shared engine: containment, measuring,
  /// animation and delegate delivery.
  @MainActor
  final class ScrollStackHost: ScrollStackEngineHost {
    // MARK: Lifecycle

    init(stack: ScrollStack) {
      self.stack = stack
    }

    // MARK: Public

    /// Runs the pending layout pass on the stack's scheduler, after zero seconds: at once with an
    /// ``ImmediateStackScheduler``, when the test advances a ``ManualScheduler``. Nothing is run
    /// once the stack is gone; the engine keeps the stack alive for the pass (user code may let go
    /// of it meanwhile: see `ScrollStackEngine.keepingOwnerAlive(_:)`).
    public func layoutPassNeeded() {
      stack.animationScheduler.schedule(after: 0) { [weak stack] in stack?.engine.layoutIfNeeded() }
    }

    /// Nothing: a headless row reads its frame from the engine.
    public func placeRowsNow() {}

    // MARK: Internal

    /// The stack this host serves. The host is owned by the stack and by the stack's engine,
    /// which the stack alone owns (every closure the engine hands out holds it weakly). The engine
    /// calls the host only while the stack is alive: within a call on the stack, which keeps it
    /// alive, or within work that reached the engine on its own (an animation's end, the
    /// scheduled layout pass, a row's API), which keeps the stack alive until it ends
    /// (`ScrollStackEngine.keepingOwnerAlive(_:)`), whatever the user code it runs lets go of.
    /// So the reference is `unowned(unsafe)`: reading it costs no reference counting (with
    /// `unowned`, each host call, several per added or removed row, retained and released the
    /// stack, on the slow path once the stack has a weak reference).
    unowned(unsafe) let stack: ScrollStack

    /// Makes a headless row for `content`.
    func makeRow(for content: RowContent<ViewController, View>, state: RowState) -> ScrollStackRow {
      let contentView: View
      switch content {
      case .controller(let controller): contentView = controller.view
      case .view(let view): contentView = view
      }
      let row = ScrollStackRow(
        content: content, contentView: contentView, state: state, separatorColor: separatorColorForNewRow())
      if let color = newRowBackgroundColor { row.backgroundColor = color }
      if let color = newRowHighlightColor { row.highlightColorSetting = color }
      return row
    }

    /// The controller's root view.
    func view(of controller: ViewController) -> View { controller.view }

    /// Refuses content that is a row of another stack, whose view contains this stack, or that is
    /// the stack's controller or one of its ancestors (a containment cycle).
    func refusalReason(for content: RowContent<ViewController, View>) -> String? {
      // A plain view that is in no view and holds none, and is not the stack, passes both of the
      // rule's view checks (it cannot contain the stack nor be another stack's row): the rule is
      // not run for it, which is what nearly every view added in bulk is.
      if case .view(let view) = content, view !== stack, view.superview == nil, !view.hasSubviews { return nil }
      // One strong reference for the call: the non-escaping closures capture the local without
      // retaining it again (a capture list would, and the stack's controller, a weak reference,
      // is loaded only for a controller).
      let stack = self.stack
      return content.refusalReason(
        toJoin: stack, stackController: { stack.parentViewController }, parent: { $0.parent }, view: { $0.view },
        containsStack: { stack.isDescendant(of: $0) }, owningStack: { ($0.superview as? ScrollStackRow)?.stack })
    }

    /// Runs the ``ContainmentPlan``: for a controller, `addChild`, the view attached between the
    /// begin and the end of the appearance calls its parent's state needs (when `displays`),
    /// `didMove(toParent:)`.
    func attachContent(of row: ScrollStackRow, displays: Bool) {
      let controller = row.controller
      ContainmentPlan.attach(
        controller, to: container(for: controller), displays: displays, isAttached: { row.rowState.isContentAttached },
        isDisplayed: { row.rowState.isDisplayed }
      ) { move($0, of: row) }
    }

    /// Puts the row in the stack among the displayed rows, between the begin and the end of the
    /// calls that bring its controller to the stack controller's appearance.
    func displayRow(_ row: ScrollStackRow) {
      // Laid out first: layout passes only place displayed rows.
      if let layout = stack.engine.layout(of: row) { stack.layoutRows([(row, layout)]) }
      let controller = row.controller
      ContainmentPlan.display(controller, in: container(for: controller), isDisplayed: { row.rowState.isDisplayed }) {
        move($0, of: row)
      }
    }

    /// The stack's ``ScrollStack/measuresDetachedRowsExactly``: `true` unless a test plays a
    /// host whose measurements depend on the hierarchy.
    var measuresDetachedRowsExactly: Bool { stack.measuresDetachedRowsExactly }

    /// Whether the window's first responder is the row's view or inside it.
    func holdsFirstResponder(_ row: ScrollStackRow) -> Bool {
      row.window?.firstResponder?.isDescendant(of: row) ?? false
    }

    /// Takes the row's view out of the stack between the begin and the end of the calls that take
    /// its controller to disappeared.
    func endDisplayingRow(_ row: ScrollStackRow) {
      let controller = row.controller
      ContainmentPlan.endDisplay(controller, in: container(for: controller), isDisplayed: { row.rowState.isDisplayed })
      {
        move($0, of: row)
      }
    }

    /// Runs the ``ContainmentPlan``: for a controller, `willMove(toParent: nil)`, the view
    /// detached between the begin and the end of the appearance calls that end it,
    /// `removeFromParent()`.
    func detachContent(of row: ScrollStackRow) {
      let controller = row.controller
      ContainmentPlan.detach(controller, parent: controller?.parent, from: container(for: controller)) {
        move($0, of: row)
      }
    }

    /// Puts the row's view just below the view of the displayed row that now follows it (or above
    /// the one before it), so that the stack's subviews follow `rows`.
    func rowDidMove(_ row: ScrollStackRow, after previous: ScrollStackRow?, before next: ScrollStackRow?) {
      stack.reorderSubview(row, before: next, after: previous)
    }

    /// The size the row's controller asks for through `ScrollStackContainableController`.
    func requestedSize(for row: ScrollStackRow, axis: StackAxis) -> ScrollStackControllerSize? {
      guard let containable = row.controller as? any ScrollStackContainableController else { return nil }
      return containable.scrollStackRowSizeForAxis(axis, row: row, in: stack)
    }

    /// The content view's fitting length along `axis` with the cross length fixed.
    func fittingLength(for row: ScrollStackRow, axis: StackAxis, crossLength: CGFloat) -> CGFloat {
      let target = CGSize(along: axis, length: 0, cross: crossLength)
      return row.contentView.systemLayoutSizeFitting(target).length(along: axis)
    }

    /// Calls `reloadContentFromStackView(stackView:row:animated:)` on a containable controller.
    func reloadContent(of row: ScrollStackRow, animated: Bool) {
      guard let containable = row.controller as? any ScrollStackContainableController else { return }
      containable.reloadContentFromStackView(stackView: stack, row: row, animated: animated)
    }

    /// Runs the animation on the stack's scheduler.
    func animateLayoutChange(
      info: ScrollStackAnimationInfo, animations: @escaping () -> Void, completion: @escaping () -> Void
    ) {
      stack.animate(info: info, animations: animations, completion: completion)
    }

    /// The stack's viewport, offset, content size and adjusted insets.
    var scrollGeometry: ScrollViewGeometry { stack.scrollGeometry }

    /// Stores the content size on the stack.
    func applyContentSize(_ size: CGSize) {
      stack.contentSize = size
    }

    /// Moves the stack's content offset.
    func applyContentOffset(_ offset: CGPoint, animated: Bool, completion: @escaping () -> Void) {
      stack.moveContentOffset(to: offset, animated: animated, completion: completion)
    }

    /// Places the content and separator of the rows whose layout changed: the other rows keep
    /// theirs, and a row's own frame is read from the engine when asked.
    func rowsNeedLayout(_ changed: [(row: ScrollStackRow, layout: RowLayout)]) {
      stack.layoutRows(changed)
    }

    /// Hands the event to the stack's delegate.
    func deliver(_ event: ScrollStackEvent<ScrollStackRow>) {
      stack.deliver(event)
    }

    /// Forgets the separator colour new rows share: the stack's ``ScrollStack/separatorColor``
    /// changed.
    func separatorColorDidChange() {
      newRowSeparatorColor = nil
    }

    // MARK: Private

    /// The stack's ``ScrollStack/separatorColor`` as the rows made while it does not change share
    /// it (one reference per row instead of the colour), kept here so that making a row does not
    /// read the stack, a weakly referenced object whose every retain takes the slow path.
    @exclusivity(unchecked) private var newRowSeparatorColor: ScrollStackRow.SeparatorColor?

    /// The background new rows get, set through ScrollStackController's `rowBackgroundColor`;
    /// `nil` (rows keep no background) until then. Kept here, not on the stack, so that making
    /// a row does not retain the stack (its release takes the slow path once it is weakly held).
    @exclusivity(unchecked) var newRowBackgroundColor: Color?

    /// The highlight colour new rows get, set through ScrollStackController's
    /// `rowHighlightColor`; `nil` until then.
    @exclusivity(unchecked) var newRowHighlightColor: Color?

    /// The separator colour a new row gets (see ``newRowSeparatorColor``).
    private func separatorColorForNewRow() -> ScrollStackRow.SeparatorColor {
      if let newRowSeparatorColor { return newRowSeparatorColor }
      let made = ScrollStackRow.SeparatorColor(stack.separatorColor)
      newRowSeparatorColor = made
      return made
    }

    /// The stack's controller for a row whose content is `controller`; `nil` for a plain view,
    /// whose containment never involves it (the plan only moves views), without loading the weak
    /// reference for every plain row attached, displayed or detached.
    private func container(for controller: ViewController?) -> ScrollStackController? {
      controller == nil ? nil : stack.parentViewController
    }

    private func move(_ move: ContainmentStep.ViewMove, of row: ScrollStackRow) {
      switch move {
      case .insertRowView: stack.insertRowView(row)
      // Below the separator; a separator not made yet stays so.
      case .insertContentView: row.insertSubviewNow(row.contentView, at: 0)
      case .removeContentView: row.contentView.removeFromSuperview()
      case .removeRowView: row.removeFromSuperview()
      }
    }
  }
}
