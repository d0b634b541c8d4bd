// MARK: - ContainmentPlan

/// The order of the calls that put a row's content into a stack and take it out: UIKit's
/// documented containment order with the appearance calls in it. Both hosts run it through
/// ``attach(_:to:displays:isAttached:moveView:)`` and ``detach(_:parent:from:moveView:)`` and only move views.
///
/// The appearance calls of a container that forwards them itself go around the move of the
/// child's view, as UIKit documents them: `beginAppearanceTransition` before the view is added
/// (`viewWillAppear`: "about to be added") or removed (`viewWillDisappear`), and
/// `endAppearanceTransition` after it (`viewDidAppear`: "was added", `viewDidDisappear`: "was
/// removed").
///
/// Attaching a controller row: the row view in the stack, `addChild` (the child hears
/// `willMove(toParent:)`), the begin of the appearance calls it missed, its view in the row, their
/// end, `didMove(toParent:)`. A row that is not displayed yet (see ``ScrollStackRowAttachment``)
/// is attached without its row view and appearance calls, which ``display(_:in:isDisplayed:moveView:)``
/// makes later (begin, row view in, end), and ``endDisplay(_:in:isDisplayed:moveView:)`` undoes
/// (begin, row view out, end). Detaching it: `willMove(toParent: nil)`, the begin of the
/// appearance calls that end it, the views out, their end, `removeFromParent()` (the child hears
/// `didMove(toParent: nil)`). A plain-view row, or a controller row of a stack without a
/// controller, only moves views.
package enum ContainmentPlan {
  // MARK: Package

  /// The steps that attach a row; `becomesChild` when the content is a controller and the stack
  /// has a controller to contain it, `displays` when the row's view joins the stack now (see
  /// ``displaying(becomesChild:)`` for a row displayed later).
  package static func attaching(becomesChild: Bool, displays: Bool = true) -> [ContainmentStep] {
    switch (becomesChild, displays) {
    case (false, true): return attachingView
    case (true, true): return attachingChild
    case (false, false): return attachingUndisplayedView
    case (true, false): return attachingUndisplayedChild
    }
  }

  /// The steps that display an attached row: its view joins the stack, a child of the stack's
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

  /// The steps that detach a row's content.
  package static func detaching(_ departure: Departure) -> [ContainmentStep] {
    switch departure {
    case .view: return detachingView
    case .childOfStackController: return detachingChildOfStackController
    case .childOfAnotherController: return detachingChildOfAnotherController
    }
  }

  /// How content whose controller has `parent` (`nil` for a plain view) leaves a stack whose
  /// controller is `stackController`.
  package static func departure(parent: AnyObject?, stackController: AnyObject?) -> Departure {
    guard let parent else { return .view }
    return parent === stackController ? .childOfStackController : .childOfAnotherController
  }

  /// Attaches a row whose content is `child` (`nil` for a plain view) to a stack whose controller
  /// is `container`: runs ``attaching(becomesChild:displays:)``, the views through `moveView`.
  /// `isAttached` tells whether the stack still holds the row's content attached when a view is
  /// to move: a callback (`willMove(toParent:)`, `viewWillAppear`) may have removed the row, or
  /// given its content to another row, and then its views stay where they are.
  ///
  /// `isDisplayed` tells whether the stack displays the row when the child's appearance is to
  /// begin (`displays` when not given): `willMove(toParent:)` runs before the child has a parent,
  /// so a change it makes that takes the row out of the window, or brings it in, moves the row
  /// view alone; the child then joins the container's appearance only if the row is displayed.
  @MainActor
  package static func attach<Container: AppearanceForwardingContainer>(
    _ child: Container.Child?, to container: Container?, displays: Bool = true, isAttached: () -> Bool = { true },
    isDisplayed: (() -> Bool)? = nil, moveView: (ContainmentStep.ViewMove) -> Void
  ) {
    guard let child, let container else {
      // Only views move (``attachingView``, ``attachingUndisplayedView``): the moves are made
      // directly, without the step list, for every plain row a bulk change attaches.
      if displays, isAttached() { moveView(.insertRowView) }
      if isAttached() { moveView(.insertContentView) }
      return
    }
    // ``attachingChild`` or ``attachingUndisplayedChild``, the appearance calls made when the row
    // is displayed once the child is added (the same steps unless `willMove(toParent:)` changed
    // that).
    if displays, isAttached() { moveView(.insertRowView) }
    container.containerAsParent.addChild(child)
    let joins = isDisplayed?() ?? displays
    if joins { container.childWillJoin(child) }
    if isAttached() { moveView(.insertContentView) }
    if joins { container.childDidJoin(child) }
    child.didMove(toParent: container.containerAsParent)
  }

  /// Displays an attached row whose content is `child` (`nil` for a plain view) in a stack whose
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

  /// Detaches a row whose content is `child` (`nil` for a plain view), a child of `parent`, from a
  /// stack whose controller is `container`: runs ``detaching(_:)``, the views through `moveView`.
  @MainActor
  package static func detach<Container: AppearanceForwardingContainer>(
    _ child: Container.Child?, parent: AnyObject?, from container: Container?,
    moveView: (ContainmentStep.ViewMove) -> Void
  ) {
    let departure = departure(parent: child == nil ? nil : parent, stackController: container?.containerAsParent)
    guard departure != .view else {
      // Only views move (``detachingView``), directly, as in ``attach(_:to:displays:isAttached:moveView:)``.
      moveView(.removeContentView)
      moveView(.removeRowView)
      return
    }
    run(detaching(departure), child: child, container: container, moveView: moveView)
  }

  // MARK: Private

  // The step lists are made once: a bulk change attaches or detaches every row, a scroll
  // displays and takes out rows all the time.

  /// ``attaching(becomesChild:)`` for a plain view, or a controller that becomes no child.
  private static let attachingView: [ContainmentStep] = [.view(.insertRowView), .view(.insertContentView)]
  /// ``attaching(becomesChild:)`` for a controller that becomes a child of the stack's controller.
  private static let attachingChild: [ContainmentStep] = [
    .view(.insertRowView), .addChild, .willJoinAppearance, .view(.insertContentView), .didJoinAppearance,
    .didMoveToParent,
  ]
  /// ``detaching(_:)`` for a plain view, or a controller that is no child.
  private static let detachingView: [ContainmentStep] = [.view(.removeContentView), .view(.removeRowView)]
  /// ``detaching(_:)`` for a child of the stack's controller.
  private static let detachingChildOfStackController: [ContainmentStep] =
    [.willMoveToNoParent, .willLeaveAppearance] + detachingView + [.didLeaveAppearance, .removeFromParent]
  /// ``detaching(_:)`` for a child of another controller.
  private static let detachingChildOfAnotherController: [ContainmentStep] =
    [.willMoveToNoParent] + detachingView + [.removeFromParent]
  /// ``attaching(becomesChild:displays:)`` of a row displayed later, for a plain view or a
  /// controller that becomes no child.
  private static let attachingUndisplayedView: [ContainmentStep] = [.view(.insertContentView)]
  /// ``attaching(becomesChild:displays:)`` of a row displayed later, for a controller that becomes
  /// a child of the stack's controller.
  private static let attachingUndisplayedChild: [ContainmentStep] = [
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
