// MARK: - ContainmentPlan

/// The order of the calls that put a row's content into a stack and take it out: UIKit's
/// documented containment order with the appearance calls in it. Both platforms run it through
/// ``mount(_:to:displays:isMounted:moveView:)`` and ``unmount(_:parent:from:moveView:)`` and only move views.
///
/// The appearance calls of a container that forwards them itself go around the move of the
/// child's view, as UIKit documents them: `beginAppearanceTransition` before the view is added
/// (`viewWillAppear`: "about to be added") or removed (`viewWillDisappear`), and
/// `endAppearanceTransition` after it (`viewDidAppear`: "was added", `viewDidDisappear`: "was
/// removed").
///
/// Mounting a controller row: the row view in the stack, `addChild` (the child hears
/// `willMove(toParent:)`), the begin of the appearance calls it missed, its view in the row, their
/// end, `didMove(toParent:)`. A row that is not displayed yet (see ``ScrollStackRowAttachment``)
/// is mounted without its row view and appearance calls, which ``display(_:in:isDisplayed:moveView:)``
/// makes later (begin, row view in, end), and ``endDisplay(_:in:isDisplayed:moveView:)`` undoes
/// (begin, row view out, end). Unmounting it: `willMove(toParent: nil)`, the begin of the
/// appearance calls that end it, the views out, their end, `removeFromParent()` (the child hears
/// `didMove(toParent: nil)`). A plain-view row, or a controller row of a stack without a
/// controller, only moves views.
package enum ContainmentPlan {
  // MARK: Package

  /// The steps that mount a row; `becomesChild` when the content is a controller and the stack
  /// has a controller to contain it, `displays` when the row's view joins the stack now (see
  /// ``displaying(becomesChild:)`` for a row displayed later).
  package static func mounting(becomesChild: Bool, displays: Bool = true) -> [ContainmentStep] {
    switch (becomesChild, displays) {
    case (false, true): return mountingView
    case (true, true): return mountingChild
    case (false, false): return mountingUndisplayedView
    case (true, false): return mountingUndisplayedChild
    }
  }

  /// The steps that display a mounted row: its view joins the stack, a child of the stack's
  /// controller hearing the begin of its appearance calls before and their end after.
  package static func displaying(becomesChild: Bool) -> [ContainmentStep] {
    becomesChild ? displayingChild : displayingView
  }

  /// The steps that end displaying a row: its view leaves the stack, a child of the stack's
  /// controller hearing the begin of the calls that take it to disappeared before and their end
  /// after. Its containment is unchanged.
  package static func endingDisplay(isChildOfStackController: Bool) -> [ContainmentStep] {
    isChildOfStackController ? endingChildDisplay : endingViewDisplay
  }

  /// The steps that unmount a row's content.
  package static func unmounting(_ departure: Departure) -> [ContainmentStep] {
    switch departure {
    case .view: return unmountingView
    case .childOfStackController: return unmountingChildOfStackController
    case .childOfAnotherController: return unmountingChildOfAnotherController
    }
  }

  /// How content whose controller has `parent` (`nil` for a plain view) leaves a stack whose
  /// controller is `stackController`.
  package static func departure(parent: AnyObject?, stackController: AnyObject?) -> Departure {
    guard let parent else { return .view }
    return parent === stackController ? .childOfStackController : .childOfAnotherController
  }

  /// Mounts a row whose content is `child` (`nil` for a plain view) to a stack whose controller
  /// is `container`: runs ``mounting(becomesChild:displays:)``, the views through `moveView`.
  /// `isMounted` tells whether the stack still holds the row's content mounted when a view is
  /// to move: a callback (`willMove(toParent:)`, `viewWillAppear`) may have removed the row, or
  /// given its content to another row, and then its views stay where they are.
  ///
  /// `isDisplayed` tells whether the stack displays the row when the child's appearance is to
  /// begin (`displays` when not given): `willMove(toParent:)` runs before the child has a parent,
  /// so a change it makes that takes the row out of the window, or brings it in, moves the row
  /// view alone; the child then joins the container's appearance only if the row is displayed.
  @MainActor
  package static func mount<Container: AppearanceForwardingContainer>(
    _ child: Container.Child?, to container: Container?, displays: Bool = true, isMounted: () -> Bool = { true },
    isDisplayed: (() -> Bool)? = nil, moveView: (ContainmentStep.ViewMove) -> Void
  ) {
    guard let child, let container else {
      // Only views move (``mountingView``, ``mountingUndisplayedView``): the moves are made
      // directly, without the step list, for every plain row a bulk change mounts.
      if displays, isMounted() { moveView(.insertRowView) }
      if isMounted() { moveView(.insertContentView) }
      return
    }
    // ``mountingChild`` or ``mountingUndisplayedChild``, the appearance calls made when the row
    // is displayed once the child is added (the same steps unless `willMove(toParent:)` changed
    // that).
    if displays, isMounted() { moveView(.insertRowView) }
    container.containerAsParent.addChild(child)
    let joins = isDisplayed?() ?? displays
    if joins { container.childWillJoin(child) }
    if isMounted() { moveView(.insertContentView) }
    if joins { container.childDidJoin(child) }
    child.didMove(toParent: container.containerAsParent)
  }

  /// Displays a mounted row whose content is `child` (`nil` for a plain view) in a stack whose
  /// controller is `container`: runs ``displaying(becomesChild:)``. `isDisplayed` tells whether
  /// the stack still displays the row when its view is to join: a callback of the begin
  /// (`viewWillAppear`) may have removed the row or ended its display, and then it stays out.
  @MainActor
  package static func display<Container: AppearanceForwardingContainer>(
    _ child: Container.Child?, in container: Container?, isDisplayed: () -> Bool,
    moveView: (ContainmentStep.ViewMove) -> Void
  ) {
    // `if let`, not `Optional.map`: in this generic code, the call looked up the optional's type.
    var becomesChild = false
    if let child, let container { becomesChild = container.hasChild(child) }
    run(displaying(becomesChild: becomesChild), child: child, container: container) { move in
      if isDisplayed() { moveView(move) }
    }
  }

  /// Ends displaying a row whose content is `child` (`nil` for a plain view) in a stack whose
  /// controller is `container`: runs ``endingDisplay(isChildOfStackController:)``. `isDisplayed`
  /// tells whether the stack displays the row again when its view is to leave: a callback of the
  /// begin (`viewWillDisappear`) may have displayed it again, and then it stays in.
  @MainActor
  package static func endDisplay<Container: AppearanceForwardingContainer>(
    _ child: Container.Child?, in container: Container?, isDisplayed: () -> Bool,
    moveView: (ContainmentStep.ViewMove) -> Void
  ) {
    var isChild = false
    if let child, let container { isChild = container.hasChild(child) }
    run(endingDisplay(isChildOfStackController: isChild), child: child, container: container) { move in
      if !isDisplayed() { moveView(move) }
    }
  }

  /// Unmounts a row whose content is `child` (`nil` for a plain view), a child of `parent`, from a
  /// stack whose controller is `container`: runs ``unmounting(_:)``, the views through `moveView`.
  @MainActor
  package static func unmount<Container: AppearanceForwardingContainer>(
    _ child: Container.Child?, parent: AnyObject?, from container: Container?,
    moveView: (ContainmentStep.ViewMove) -> Void
  ) {
    let departure = departure(parent: child == nil ? nil : parent, stackController: container?.containerAsParent)
    guard departure != .view else {
      // Only views move (``unmountingView``), directly, as in ``mount(_:to:displays:isMounted:moveView:)``.
      moveView(.removeContentView)
      moveView(.removeRowView)
      return
    }
    run(unmounting(departure), child: child, container: container, moveView: moveView)
  }

  // MARK: Private

  // The step lists are made once: a bulk change mounts or unmounts every row, a scroll
  // displays and takes out rows all the time.

  /// ``mounting(becomesChild:)`` for a plain view, or a controller that becomes no child.
  private static let mountingView: [ContainmentStep] = [.view(.insertRowView), .view(.insertContentView)]
  /// ``mounting(becomesChild:)`` for a controller that becomes a child of the stack's controller.
  private static let mountingChild: [ContainmentStep] = [
    .view(.insertRowView), .addChild, .willJoinAppearance, .view(.insertContentView), .didJoinAppearance,
    .didMoveToParent,
  ]
  /// ``unmounting(_:)`` for a plain view, or a controller that is no child.
  private static let unmountingView: [ContainmentStep] = [.view(.removeContentView), .view(.removeRowView)]
  /// ``unmounting(_:)`` for a child of the stack's controller.
  private static let unmountingChildOfStackController: [ContainmentStep] =
    [.willMoveToNoParent, .willLeaveAppearance] + unmountingView + [.didLeaveAppearance, .removeFromParent]
  /// ``unmounting(_:)`` for a child of another controller.
  private static let unmountingChildOfAnotherController: [ContainmentStep] =
    [.willMoveToNoParent] + unmountingView + [.removeFromParent]
  /// ``mounting(becomesChild:displays:)`` of a row displayed later, for a plain view or a
  /// controller that becomes no child.
  private static let mountingUndisplayedView: [ContainmentStep] = [.view(.insertContentView)]
  /// ``mounting(becomesChild:displays:)`` of a row displayed later, for a controller that becomes
  /// a child of the stack's controller.
  private static let mountingUndisplayedChild: [ContainmentStep] = [
    .addChild, .view(.insertContentView), .didMoveToParent,
  ]
  private static let displayingChild: [ContainmentStep] = [
    .willJoinAppearance, .view(.insertRowView), .didJoinAppearance,
  ]
  private static let displayingView: [ContainmentStep] = [.view(.insertRowView)]
  private static let endingChildDisplay: [ContainmentStep] = [
    .willLeaveAppearance, .view(.removeRowView), .didLeaveAppearance,
  ]
  private static let endingViewDisplay: [ContainmentStep] = [.view(.removeRowView)]

  @MainActor
  private static func run<Container: AppearanceForwardingContainer>(
    _ steps: [ContainmentStep], child: Container.Child?, container: Container?,
    moveView: (ContainmentStep.ViewMove) -> Void
  ) {
    for step in steps {
      switch step {
      case .view(let move): moveView(move)
      case .addChild: if let child, let container { container.containerAsParent.addChild(child) }
      case .willJoinAppearance: if let child, let container { container.childWillJoin(child) }
      case .didJoinAppearance: if let child, let container { container.childDidJoin(child) }
      case .didMoveToParent: child?.didMove(toParent: container?.containerAsParent)
      case .willMoveToNoParent: child?.willMove(toParent: nil)
      case .willLeaveAppearance: if let child, let container { container.childWillLeave(child) }
      case .didLeaveAppearance: if let child, let container { container.childDidLeave(child) }
      case .removeFromParent: child?.removeFromParent()
      }
    }
  }
}

// MARK: - ContainmentPlan.Departure

extension ContainmentPlan {
  /// What a row's content is when it leaves.
  package enum Departure: Equatable, Sendable {
    /// A plain view, or a controller that is nobody's child: only the views move.
    case view
    /// A child of the stack's controller: containment and appearance calls.
    case childOfStackController
    /// A child of another controller (moved there by hand): containment calls only; that
    /// controller tells it of its appearance.
    case childOfAnotherController
  }
}
