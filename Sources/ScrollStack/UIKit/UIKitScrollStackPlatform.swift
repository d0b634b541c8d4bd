@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - UIKitScrollStackPlatform

/// Connects a UIKit ``ScrollStack`` to the shared engine: containment, measuring, animation and
/// delegate delivery.
@MainActor
final class UIKitScrollStackPlatform: ScrollStackEnginePlatform {
  // MARK: Lifecycle

  init(stack: ScrollStack) {
    self.stack = stack
  }

  // MARK: Internal

  /// Runs the pending layout pass in the stack's next `layoutSubviews`.
  func layoutPassNeeded() {
    stack.setNeedsLayout()
  }

  /// Lays the stack out now (`layoutIfNeeded()`), which places the displayed rows.
  func placeRowsNow() {
    stack.layoutIfNeeded()
  }

  /// Makes a row view for `content`, with a separator in the stack's colour.
  func makeRow(for content: RowContent<UIViewController, UIView>, state: RowState) -> ScrollStackRow {
    let contentView: UIView
    switch content {
    case .controller(let controller): contentView = view(of: controller)
    case .view(let view): contentView = view
    }
    let row = ScrollStackRow(
      content: content, contentView: contentView, state: state, separatorColor: stack.separatorColor)
    row.stack = stack
    if let color = newRowBackgroundColor { row.backgroundColor = color }
    if let color = newRowHighlightColor { row.highlightColorSetting = color }
    return row
  }

  /// The controller's root view (loaded on first access, as UIKit does).
  func view(of controller: UIViewController) -> UIView {
    // `view` is implicitly unwrapped and loads itself; the fallback is never expected.
    controller.view ?? UIView()
  }

  /// Refuses content that is a row of another stack, whose view contains this stack, or that is
  /// the stack's controller or one of its ancestors (a containment cycle).
  func refusalReason(for content: RowContent<UIViewController, UIView>) -> String? {
    content.refusalReason(
      toJoin: stack, stackController: { self.stack.parentController }, parent: { $0.parent },
      view: { self.view(of: $0) },
      containsStack: { [stack] in stack.isDescendant(of: $0) },
      owningStack: { ($0.superview as? ScrollStackRow)?.stack })
  }

  /// Runs the ``ContainmentPlan``: the row view, then for a controller `addChild` (which sends
  /// `willMove(toParent:)`), the view between the begin and the end of the appearance calls its
  /// parent's state needs, `didMove(toParent:)` — UIKit's documented order.
  func mountContent(of row: ScrollStackRow, displays: Bool) {
    // A size measured before the row was mounted is not trusted.
    row.measuredLength = nil
    ContainmentPlan.mount(
      row.controller, to: stack.parentController, displays: displays, isMounted: { row.rowState.isContentMounted },
      isDisplayed: { row.rowState.isDisplayed }
    ) { move($0, of: row) }
  }

  /// `false`: out of the window, a view lacks the traits (Dynamic Type, size classes) it will
  /// have there, so a row measured then is measured again once it is displayed.
  var measuresUnmountedRowsExactly: Bool { false }

  /// Places the row, then puts it in the stack between the begin and the end of the calls that
  /// bring its controller to the stack controller's appearance.
  func displayRow(_ row: ScrollStackRow) {
    // Its length measured out of the hierarchy is not trusted once it is in it.
    row.measuredLength = nil
    // Placed first: a row displayed by a scroll may not see another layout pass before it shows,
    // and its viewWillAppear/viewDidAppear see its final frame.
    if let layout = stack.engine.layout(of: row) {
      row.apply(layout, keepsHiddenRowOnScreen: false)
      stack.rowWasPlaced(row, at: layout)
    }
    ContainmentPlan.display(
      row.controller, in: stack.parentController, isDisplayed: { row.rowState.isDisplayed }
    ) { move($0, of: row) }
  }

  /// Whether the row's controller, or a view in the row, is the first responder.
  func holdsFirstResponder(_ row: ScrollStackRow) -> Bool {
    if row.controller?.isFirstResponder == true { return true }
    // UIKit has no public way to find the first responder: the row's views are searched.
    var pending: [UIView] = [row]
    while let view = pending.popLast() {
      if view.isFirstResponder { return true }
      pending.append(contentsOf: view.subviews)
    }
    return false
  }

  /// Takes the row's view out of the stack between the begin and the end of the calls that take
  /// its controller to disappeared.
  func endDisplayingRow(_ row: ScrollStackRow) {
    ContainmentPlan.endDisplay(
      row.controller, in: stack.parentController, isDisplayed: { row.rowState.isDisplayed }
    ) { move($0, of: row) }
  }

  /// Puts the row's view just below the view of the displayed row that now follows it (or above
  /// the one before it), so that the stack's subviews follow `rows`.
  func rowDidMove(_ row: ScrollStackRow, after previous: ScrollStackRow?, before next: ScrollStackRow?) {
    if let next, next.superview === stack {
      stack.insertSubview(row, belowSubview: next)
    } else if let previous, previous.superview === stack {
      stack.insertSubview(row, aboveSubview: previous)
    } else if previous != nil || next != nil {
      // Neither neighbour's view is in the stack yet (a display under way).
      stack.setNeedsRowViewOrderCheck()
    }
  }

  /// Runs the ``ContainmentPlan``: for a controller `willMove(toParent: nil)`, the view unmounted
  /// and the row view out between the begin and the end of the appearance calls that end it,
  /// `removeFromParent()`.
  func unmountContent(of row: ScrollStackRow) {
    row.measuredLength = nil
    row.stack = nil
    ContainmentPlan.unmount(row.controller, parent: row.controller?.parent, from: stack.parentController) {
      move($0, of: row)
    }
  }

  /// The size the row's controller asks for through ``ScrollStackContainableController``.
  func requestedSize(for row: ScrollStackRow, axis: StackAxis) -> ScrollStackControllerSize? {
    guard let containable = row.controller as? any ScrollStackContainableController else { return nil }
    return containable.scrollStackRowSizeForAxis(axis.layoutAxis, row: row, in: stack)
  }

  /// The content view's fitting length along `axis`, from `systemLayoutSizeFitting` with the
  /// cross length fixed (required priority) and the axis as small as the content allows
  /// (fitting-size priority). Cached per row until a reload, a trait change or another cross
  /// length.
  func fittingLength(for row: ScrollStackRow, axis: StackAxis, crossLength: CGFloat) -> CGFloat {
    if let length = measurements.storedLength(in: row.measuredLength, axis: axis, crossLength: crossLength) {
      return length
    }
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
    let length = size.length(along: axis)
    row.measuredLength = measurements.entry(remembering: length, axis: axis, crossLength: crossLength)
    return length
  }

  /// Forgets the row's measured size, then calls the controller's
  /// `reloadContentFromStackView(stackView:row:animated:)`; a scroll view the content gained
  /// meanwhile has its `scrollsToTop` turned off (ScrollStackRow+ScrollsToTop.swift).
  func reloadContent(of row: ScrollStackRow, animated: Bool) {
    row.measuredLength = nil
    defer { row.claimNestedScrollsToTop() }
    guard let containable = row.controller as? any ScrollStackContainableController else { return }
    containable.reloadContentFromStackView(stackView: stack, row: row, animated: animated)
  }

  /// Runs `animations` and the pending row frames in one `UIView.animate` with `info`'s
  /// duration, delay and spring damping; then lays out once more (rows that were hidden during
  /// the animation leave the screen) and calls `completion`. The animation's closures hold the
  /// stack weakly: a stack let go while it animates is freed at once; `completion` still runs.
  func animateLayoutChange(
    info: ScrollStackAnimationInfo, animations: @escaping () -> Void, completion: @escaping () -> Void
  ) {
    UIView.animate(
      withDuration: info.duration, delay: info.delay, usingSpringWithDamping: info.springDamping,
      initialSpringVelocity: 0, options: [.beginFromCurrentState, .allowUserInteraction],
      animations: { [weak stack] in
        // The rows take their new frames first, so that a transition hook inside `animations`
        // (``ScrollStackRowAnimatable/animateTransition(toHide:)``) reads them; then whatever the
        // hook changed is laid out in the same animation.
        stack?.layoutIfNeeded()
        animations()
        stack?.layoutIfNeeded()
      },
      completion: { [weak stack] _ in
        stack?.setNeedsHiddenRowsRemoved()
        completion()
      })
  }

  /// The stack's bounds size, offset, content size and adjusted content insets.
  var scrollGeometry: ScrollViewGeometry { ScrollViewGeometry(stack) }

  /// Sets the stack's content size.
  func applyContentSize(_ size: CGSize) {
    stack.contentSize = size
    stack.contentFittingLengthMayHaveChanged()
  }

  /// Moves the content offset through the shared ``AnimatedScrollLifecycle``. This is the end of
  /// the stack's one offset path: the engine's scroll, which the stack's `contentOffset` and
  /// `setContentOffset(_:animated:)`, its keyboard binding and its scroll requests all take
  /// (``ScrollStack/offsetWriter``), writes here alone.
  ///
  /// Animated, it is UIKit's own `setContentOffset(_:animated: true)`: UIKit sets `contentOffset`
  /// every frame, and each step is reported as it happens (the app's `scrollViewDidScroll`, the
  /// ``ScrollStack/stackDelegate``'s scroll and visibility, the row window following). The step
  /// that arrives lands the scroll just after it, on where it aims then (rows measured on the way
  /// move a row's offset) clamped to the legal offsets; then it ends. The engine's correction
  /// (rows above the visible start measured) moves it on from the corrected offset. A newer
  /// programmatic offset stops it; a finger's set takes over where it caught it; a scroll that
  /// neither arrives nor is taken over (UIKit stopped it for a touch that did not drag) ends where
  /// it is after ``animatedScrollTimeLimit``. Whichever way, `completion` runs once, also when the
  /// stack was let go meanwhile.
  func applyContentOffset(_ offset: CGPoint, animated: Bool, completion: @escaping () -> Void) {
    let isPropertySet = stack.takeOffsetPropertySet()
    guard offset.x.isFinite, offset.y.isFinite else {
      completion()
      return
    }
    let lifecycle = stack.animatedScroll
    guard animated else {
      if lifecycle.isRunning, isPropertySet, !stack.isMovedByFinger {
        followScrollingAnimation(to: offset)
      } else if lifecycle.isRunning, !isPropertySet, stack.engine.isCorrectingOffset {
        moveScrollingAnimation(to: offset)
      } else if lifecycle.isRunning {
        // Ending runs user code, which may start another scroll: that one stops too.
        while lifecycle.isRunning { lifecycle.cancel() }
        // A finger's set: UIKit stopped its animation already; any other stops it.
        if isPropertySet { stack.writeContentOffset(offset) } else { stack.stopScrollingAnimation(at: offset) }
      } else {
        stack.writeContentOffset(offset)
      }
      completion()
      return
    }
    // Ending the scroll this one replaces runs user code, which may start another: it ends too.
    let aim = stack.engine.takeScrollAim()
    let ticket = lifecycle.begin(to: offset, onEnd: completion)
    scrollAim = aim
    startScrollingAnimation(ticket, to: offset)
  }

  /// How long an animated scroll may run, from its start or its last move, before it counts as
  /// stopped, in seconds: UIKit's take about 0.3 s.
  static let animatedScrollTimeLimit: TimeInterval = 1

  /// Starts (or moves on) UIKit's animated scroll of `ticket` to `target`, and its time limit.
  private func startScrollingAnimation(_ ticket: AnimatedScrollLifecycle.Ticket, to target: CGPoint) {
    stack.startScrollingAnimation(to: target)
    // UIKit does not animate to where the offset is: nothing will arrive.
    if stack.contentOffset == target { scheduleLanding(of: ticket) }
    scrollStart += 1
    let start = scrollStart
    let lifecycle = stack.animatedScroll
    let stack = self.stack
    scheduler.schedule(after: Self.animatedScrollTimeLimit) { [weak stack, weak self] in
      guard let stack, let self else {
        lifecycle.end(ticket)
        return
      }
      guard self.scrollStart == start, let target = lifecycle.target, lifecycle.ticket == ticket else { return }
      // Within a point of the target, UIKit arrived but not exactly there: it lands.
      let offset = stack.contentOffset
      if abs(offset.x - target.x) <= 1, abs(offset.y - target.y) <= 1 {
        self.land(ticket)
      } else {
        self.scrollAim = nil
        lifecycle.end(ticket)
      }
    }
  }

  /// Reports one step of UIKit's animated scroll; the step that arrives at the target lands it
  /// just after (``scheduleLanding(of:)``). A set the app makes meanwhile is a step too: UIKit's
  /// animation carries on over it.
  private func followScrollingAnimation(to offset: CGPoint) {
    let lifecycle = stack.animatedScroll
    let arriving = lifecycle.target == offset ? lifecycle.ticket : nil
    // Reporting runs user code (the delegates), which may scroll again: the arrival of this
    // scroll is still landed (or does nothing if that scroll replaced it).
    stack.writeContentOffset(offset)
    if let arriving { scheduleLanding(of: arriving) }
  }

  /// The engine kept the content on screen still while rows above it were measured: the running
  /// scroll stops at the corrected `offset` and moves on from there to where it aims now (its
  /// target moved by as much when it aims at nothing that moves).
  private func moveScrollingAnimation(to offset: CGPoint) {
    let lifecycle = stack.animatedScroll
    guard let ticket = lifecycle.ticket, let target = lifecycle.target else { return }
    let current = stack.contentOffset
    stack.stopScrollingAnimation(at: offset)
    let moved = CGPoint(x: target.x + offset.x - current.x, y: target.y + offset.y - current.y)
    let aimed = scrollAim?() ?? moved
    guard lifecycle.ticket == ticket else { return }
    lifecycle.retarget(ticket, to: aimed)
    startScrollingAnimation(ticket, to: aimed)
  }

  /// Lands the scroll once UIKit is done with the step that arrived (and has told the app's
  /// delegate `scrollViewDidEndScrollingAnimation`). Does nothing if it ended meanwhile.
  private func scheduleLanding(of ticket: AnimatedScrollLifecycle.Ticket) {
    let lifecycle = stack.animatedScroll
    scheduler.schedule(after: 0) { [weak self] in
      guard let self else {
        lifecycle.end(ticket)
        return
      }
      self.land(ticket)
    }
  }

  /// Lands the scroll of `ticket` on where it aims now (rows measured on the way may have moved
  /// it), clamped to the legal offsets, reported if that moved it; then it ends.
  private func land(_ ticket: AnimatedScrollLifecycle.Ticket) {
    let lifecycle = stack.animatedScroll
    guard lifecycle.ticket == ticket else { return }
    if let aimed = scrollAim?(), lifecycle.ticket == ticket { lifecycle.retarget(ticket, to: aimed) }
    scrollAim = nil
    let stack = self.stack
    lifecycle.land(ticket, in: ScrollViewGeometry(stack)) { target in
      if stack.contentOffset != target { stack.stopScrollingAnimation(at: target) }
    }
  }

  /// Hands the stack the rows whose layout changed, to be placed in its next layout pass (or in
  /// this one). Rows never placed are placed at once.
  func rowsNeedLayout(_ changed: [(row: ScrollStackRow, layout: RowLayout)]) {
    // A row never placed yet (just added) takes its place now, outside any animation: an
    // animated insertion then slides the other rows instead of growing the new one from zero.
    for (row, layout) in changed where row.frame == .zero {
      UIView.performWithoutAnimation { row.apply(layout, keepsHiddenRowOnScreen: false) }
    }
    stack.setNeedsRowLayouts(changed)
  }

  /// Hands the event to the stack's delegate.
  func deliver(_ event: ScrollStackEvent<ScrollStackRow>) {
    stack.deliver(event)
  }

  /// The stack this platform serves. The platform is owned by the stack and by the stack's engine,
  /// which the stack alone owns (every closure the engine hands out holds it weakly). The engine
  /// calls the platform only while the stack is alive: within a call on the stack (`layoutSubviews`
  /// included), which keeps it alive, or within work that reached the engine on its own (an
  /// animation's end, a row's API), which keeps the stack alive until it ends
  /// (`ScrollStackEngine.keepingOwnerAlive(_:)`), whatever the user code it runs lets go of.
  /// So the reference is `unowned(unsafe)`: reading it costs no reference counting (with
  /// `unowned`, each platform call, several per added or removed row, retained and released the
  /// stack, on the slow path once the stack has a weak reference).
  unowned(unsafe) let stack: ScrollStack

  /// The background new rows get, set through ScrollStackController's `rowBackgroundColor`;
  /// `nil` (rows keep no background) until then. Kept on the platform, not the stack.
  @exclusivity(unchecked) var newRowBackgroundColor: UIColor?

  /// The highlight colour new rows get, set through ScrollStackController's
  /// `rowHighlightColor`; `nil` until then.
  @exclusivity(unchecked) var newRowHighlightColor: UIColor?

  /// Forgets every measured size (the traits the rows are measured with changed).
  func invalidateAllMeasurements() {
    measurements.invalidateAll()
  }

  // MARK: Private

  private var measurements = FittingLengthCache()

  /// Where an animated scroll's landing and time limit wait: the main queue on iOS, the double's
  /// clock elsewhere.
  private lazy var scheduler = PlatformScheduler.make()

  /// Where the running animated scroll aims as rows are measured (the engine's), if anywhere.
  private var scrollAim: (() -> CGPoint?)?

  /// Counts the starts and moves of animated scrolls: a time limit counts from the last.
  private var scrollStart = 0

  private func move(_ move: ContainmentStep.ViewMove, of row: ScrollStackRow) {
    switch move {
    case .insertRowView:
      stack.insertRowView(row)
    case .insertContentView: row.mountContentView()
    case .removeContentView: row.contentView.removeFromSuperview()
    case .removeRowView: row.removeFromSuperview()
    }
  }
}
