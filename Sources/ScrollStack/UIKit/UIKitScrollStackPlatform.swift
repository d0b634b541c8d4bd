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
    withStack { $0.setNeedsLayout() }
  }

  /// Lays the stack out now (`layoutIfNeeded()`), which places the displayed rows.
  func placeRowsNow() {
    withStack { $0.layoutIfNeeded() }
  }

  /// Makes a row view for `content`, with a separator in the stack's colour.
  func makeRow(for content: RowContent<UIViewController, UIView>, state: RowState) -> ScrollStackRow {
    let contentView: UIView
    switch content {
    case .controller(let controller): contentView = view(of: controller)
    case .view(let view): contentView = view
    }
    let row = withStack { stack in
      let row = ScrollStackRow(
        content: content, contentView: contentView, state: state, separatorColor: stack.separatorColor)
      row.stack = stack
      return row
    }
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
    // A plain view in no hierarchy and without subviews contains no view but itself, and is no
    // stack's row: unless it is the stack, none of the core's refusals can apply, and the
    // core's check (unspecialised, through closures: about 230 instructions a row added) is
    // skipped for the usual new content.
    if case .view(let view) = content, view.superview == nil, view !== stack, view.subviews.isEmpty {
      return nil
    }
    return withStack { stack in
      content.refusalReason(
        toJoin: stack, stackController: { stack.parentController }, parent: { $0.parent },
        view: { self.view(of: $0) },
        containsStack: { stack.isDescendant(of: $0) },
        owningStack: { ($0.superview as? ScrollStackRow)?.stack })
    }
  }

  /// Runs the ``ContainmentPlan``: the row view, then for a controller `addChild` (which sends
  /// `willMove(toParent:)`), the view between the begin and the end of the appearance calls its
  /// parent's state needs, `didMove(toParent:)` — UIKit's documented order.
  func mountContent(of row: ScrollStackRow, displays: Bool) {
    // A size measured before the row was mounted is not trusted.
    row.measuredLength = nil
    guard row.controller != nil else {
      // A plain view: the plan's moves for a view (``ContainmentPlan/mount(_:to:displays:isMounted:isDisplayed:moveView:)``
      // without a child), made here without the generic plan and its closures, for every row a
      // bulk change mounts. Each move is made only while the row's content is still mounted (a
      // callback of the first may remove the row).
      if displays, row.rowState.isContentMounted { withStack { $0.insertRowView(row) } }
      if row.rowState.isContentMounted { row.mountContentView() }
      return
    }
    ContainmentPlan.mount(
      row.controller, to: withStack { $0.parentController }, displays: displays,
      isMounted: { row.rowState.isContentMounted }, isDisplayed: { row.rowState.isDisplayed }
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
    let parent = withStack { stack in
      // Placed first: a row displayed by a scroll may not see another layout pass before it
      // shows, and its viewWillAppear/viewDidAppear see its final frame.
      if let layout = stack.engine.layout(of: row) {
        row.apply(stack.placedLayout(layout), keepsHiddenRowOnScreen: false)
        stack.rowWasPlaced(row, at: layout)
      }
      return stack.parentController
    }
    ContainmentPlan.display(row.controller, in: parent, isDisplayed: { row.rowState.isDisplayed }) {
      move($0, of: row)
    }
  }

  /// Whether the row's controller, or a view in the row, is the first responder.
  func holdsFirstResponder(_ row: ScrollStackRow) -> Bool {
    if row.controller?.isFirstResponder == true { return true }
    // UIKit has no public way to find the first responder: the row's views are searched.
    return subtreeHoldsFirstResponder(row)
  }

  /// Whether `view` or a view in its subtree is the first responder: depth first, with no list
  /// of pending views to allocate (a row leaving the screen asks this of its few views).
  private func subtreeHoldsFirstResponder(_ view: UIView) -> Bool {
    if view.isFirstResponder { return true }
    for subview in view.subviews where subtreeHoldsFirstResponder(subview) { return true }
    return false
  }

  /// Takes the row's view out of the stack between the begin and the end of the calls that take
  /// its controller to disappeared.
  func endDisplayingRow(_ row: ScrollStackRow) {
    ContainmentPlan.endDisplay(
      row.controller, in: withStack { $0.parentController }, isDisplayed: { row.rowState.isDisplayed }
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
    row.stopFollowingContent()
    row.stack = nil
    guard let controller = row.controller else {
      // A plain view: the plan's moves for a view (``ContainmentPlan/unmounting(_:)`` of
      // `.view`), made here without the generic plan and its closure, for every row a bulk
      // removal unmounts.
      row.contentView.removeFromSuperview()
      row.removeFromSuperview()
      return
    }
    ContainmentPlan.unmount(controller, parent: controller.parent, from: withStack { $0.parentController }) {
      move($0, of: row)
    }
  }

  /// The size the row's controller asks for through ``ScrollStackContainableController``.
  func requestedSize(for row: ScrollStackRow, axis: StackAxis) -> ScrollStackControllerSize? {
    guard let containable = row.controller as? any ScrollStackContainableController else { return nil }
    let requested = containable.scrollStackRowSizeForAxis(axis.layoutAxis, row: row, in: stack)
    // A row of a requested size does not follow its content: the content fills it, by frame.
    if case .fixed = requested { row.stopFollowingContent() }
    return requested
  }

  /// The content view's fitting length along `axis`, from `systemLayoutSizeFitting` with the
  /// cross length fixed (required priority) and the axis as small as the content allows
  /// (fitting-size priority). Cached per row until a reload, a trait change, another cross
  /// length, or a change of the content's size (the row follows it once displayed).
  func fittingLength(for row: ScrollStackRow, axis: StackAxis, crossLength: CGFloat) -> CGFloat {
    // A row following its content follows it along a new axis (ScrollStackRow+FollowingContent.swift).
    if row.contentConstraints != nil { row.followContent(along: axis) }
    if let length = measurements.storedLength(in: row.measuredLength, axis: axis, crossLength: crossLength) {
      return length
    }
    let length: CGFloat
    if let scrollView = row.nonScrollingContent(along: axis) {
      // As long as its content (ScrollStackRow+NestedScrollContent.swift), placed by frame.
      row.placeContentByFrame()
      length = row.nestedScrollContentLength(of: scrollView, axis: axis, crossLength: crossLength)
    } else {
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
      length = size.length(along: axis)
    }
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

  /// The stack's bounds size, offset, content size and adjusted content insets; mirrored for a
  /// horizontal stack under a right-to-left layout (``ScrollStack/engineGeometry``).
  var scrollGeometry: ScrollViewGeometry { withStack { $0.engineGeometry } }

  /// The stack's `effectiveUserInterfaceLayoutDirection`.
  var layoutDirection: StackLayoutDirection { withStack { $0.stackLayoutDirection } }

  /// Sets the stack's content size (keeping a mirrored stack's offset from its first row).
  func applyContentSize(_ size: CGSize) {
    stack.setContentSizeKeepingMirroredOffset(size)
    stack.contentFittingLengthMayHaveChanged()
  }

  /// Hands the stack the rows whose layout changed, to be placed in its next layout pass (or in
  /// this one). Rows never placed are placed at once.
  func rowsNeedLayout(_ changed: [(row: ScrollStackRow, layout: RowLayout)]) {
    // A row never placed yet (just added) takes its place now, outside any animation: with no
    // length when an animated insertion added it (the animation then grows it in its place while
    // the rows after it slide), else at its full length.
    for (row, layout) in changed where row.frame == .zero {
      let placed = row.rowState.growsIn ? layout.collapsed(along: stack.engine.axis) : layout
      UIView.performWithoutAnimation { row.apply(stack.placedLayout(placed), keepsHiddenRowOnScreen: false) }
    }
    stack.setNeedsRowLayouts(changed)
  }

  /// Hands the event to the stack's delegate.
  func deliver(_ event: ScrollStackEvent<ScrollStackRow>) {
    withStack { $0.deliver(event) }
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

  /// Runs `body` with the stack, without retaining it: the stack outlives every platform call
  /// (see ``stack``). Several calls run for every row added, removed or displayed, and on the
  /// UIKit double (where the stack is a Swift object that its rows reference weakly) each retain
  /// and release of it takes the runtime's slow path.
  func withStack<Result>(_ body: (ScrollStack) -> Result) -> Result {
    Unmanaged.passUnretained(stack)._withUnsafeGuaranteedRef(body)
  }

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

  /// Where an animated scroll's landing and time limit wait: the main queue on iOS, the double's
  /// clock elsewhere.
  lazy var scheduler = PlatformScheduler.make()

  /// Where the running animated scroll aims as rows are measured (the engine's), if anywhere.
  var scrollAim: (() -> CGPoint?)?

  /// Counts the starts and moves of animated scrolls: a time limit counts from the last.
  var scrollStart = 0

  // MARK: Private

  /// The generation of the rows' measured lengths (read for every row measured: no dynamic
  /// exclusivity checks; its accesses call out to no code).
  @exclusivity(unchecked) private var measurements = FittingLengthCache()

  private func move(_ move: ContainmentStep.ViewMove, of row: ScrollStackRow) {
    switch move {
    case .insertRowView:
      withStack { $0.insertRowView(row) }
    case .insertContentView: row.mountContentView()
    case .removeContentView: row.contentView.removeFromSuperview()
    case .removeRowView: row.removeFromSuperview()
    }
  }
}
