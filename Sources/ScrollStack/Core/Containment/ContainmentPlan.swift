// MARK: - ContainmentPlan

/// The order of the calls that put a row's content into a stack and take it out: UIKit's
/// documented containment order with the appearance calls in it. Both hosts run it through
/// ``attach(_:to:moveView:)`` and ``detach(_:parent:from:moveView:)`` and only move views.
///
/// Attaching a controller row: the row view in the stack, `addChild` (the child hears
/// `willMove(toParent:)`), its view in the row, the appearance calls it missed,
/// `didMove(toParent:)`. Detaching it: `willMove(toParent: nil)`, the appearance calls that end
/// it, the views out, `removeFromParent()` (the child hears `didMove(toParent: nil)`). A
/// plain-view row, or a controller row of a stack without a controller, only moves views.
package enum ContainmentPlan {
  // MARK: Package

  /// The steps that attach a row; `becomesChild` when the content is a controller and the stack
  /// has a controller to contain it.
  package static func attaching(becomesChild: Bool) -> [ContainmentStep] {
    becomesChild ? attachingChild : attachingView
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
  /// is `container`: runs ``attaching(becomesChild:)``, the views through `moveView`.
  @MainActor
  package static func attach<Container: AppearanceForwardingContainer>(
    _ child: Container.Child?, to container: Container?, moveView: (ContainmentStep.ViewMove) -> Void
  ) {
    let becomesChild = child != nil && container != nil
    run(attaching(becomesChild: becomesChild), child: child, container: container, moveView: moveView)
  }

  /// Detaches a row whose content is `child` (`nil` for a plain view), a child of `parent`, from a
  /// stack whose controller is `container`: runs ``detaching(_:)``, the views through `moveView`.
  @MainActor
  package static func detach<Container: AppearanceForwardingContainer>(
    _ child: Container.Child?, parent: AnyObject?, from container: Container?,
    moveView: (ContainmentStep.ViewMove) -> Void
  ) {
    let departure = departure(parent: child == nil ? nil : parent, stackController: container?.containerAsParent)
    run(detaching(departure), child: child, container: container, moveView: moveView)
  }

  // MARK: Private

  // The step lists are made once: a bulk change attaches or detaches every row.

  /// ``attaching(becomesChild:)`` for a plain view, or a controller that becomes no child.
  private static let attachingView: [ContainmentStep] = [.view(.insertRowView), .view(.insertContentView)]
  /// ``attaching(becomesChild:)`` for a controller that becomes a child of the stack's controller.
  private static let attachingChild: [ContainmentStep] = [
    .view(.insertRowView), .addChild, .view(.insertContentView), .joinAppearance, .didMoveToParent,
  ]
  /// ``detaching(_:)`` for a plain view, or a controller that is no child.
  private static let detachingView: [ContainmentStep] = [.view(.removeContentView), .view(.removeRowView)]
  /// ``detaching(_:)`` for a child of the stack's controller.
  private static let detachingChildOfStackController: [ContainmentStep] =
    [.willMoveToNoParent, .leaveAppearance] + detachingView + [.removeFromParent]
  /// ``detaching(_:)`` for a child of another controller.
  private static let detachingChildOfAnotherController: [ContainmentStep] =
    [.willMoveToNoParent] + detachingView + [.removeFromParent]

  @MainActor
  private static func run<Container: AppearanceForwardingContainer>(
    _ steps: [ContainmentStep], child: Container.Child?, container: Container?,
    moveView: (ContainmentStep.ViewMove) -> Void
  ) {
    for step in steps {
      switch step {
      case .view(let move): moveView(move)
      case .addChild: if let child, let container { container.containerAsParent.addChild(child) }
      case .joinAppearance: if let child, let container { container.childDidJoin(child) }
      case .didMoveToParent: child?.didMove(toParent: container?.containerAsParent)
      case .willMoveToNoParent: child?.willMove(toParent: nil)
      case .leaveAppearance: if let child, let container { container.childWillLeave(child) }
      case .removeFromParent: child?.removeFromParent()
      }
    }
  }
}
