import Foundation

// MARK: - RowContent + Refusal

extension RowContent {
  /// Why this content cannot become a row of `stack`, or `nil` when it can. The rule the platform
  /// follows, in this order:
  /// 1. a controller that is the stack's own controller or one of its ancestors would contain
  ///    itself (see ``containmentCycleReason(offering:to:parent:)``);
  /// 2. content whose view contains the stack would contain itself;
  /// 3. content that is a row of another stack must be removed there first (a row of this stack
  ///    is the engine's duplicate check, not a refusal).
  /// - Parameters:
  ///   - stackController: the controller whose children row controllers become, if any; asked
  ///     only for a controller (a plain view never becomes a child).
  ///   - parent: a controller's parent.
  ///   - view: a controller's root view.
  ///   - containsStack: whether a view is the stack or one of its ancestors.
  ///   - owningStack: the stack a view is a row of, if any.
  @MainActor
  package func refusalReason<Stack: AnyObject>(
    toJoin stack: Stack, stackController: () -> Controller?, parent: (Controller) -> Controller?,
    view: (Controller) -> View, containsStack: (View) -> Bool, owningStack: (View) -> Stack?
  ) -> String? {
    let contentView: View
    switch self {
    case .controller(let controller):
      if let reason = containmentCycleReason(offering: controller, to: stackController(), parent: parent) {
        return reason
      }
      contentView = view(controller)
    case .view(let plain):
      contentView = plain
    }
    if containsStack(contentView) { return "The content's view contains the stack itself." }
    if let owner = owningStack(contentView), owner !== stack {
      return "The content is a row of another stack; remove it there first."
    }
    return nil
  }
}

/// Why a controller offered as a row must be refused because the stack would contain it and it
/// the stack (a containment cycle), or `nil`: `controller` is the stack's own controller
/// (`stackController`) or one of that controller's ancestors, found by following `parent`.
@MainActor
package func containmentCycleReason<Controller: AnyObject>(
  offering controller: Controller, to stackController: Controller?, parent: (Controller) -> Controller?
) -> String? {
  var ancestor = stackController
  while let current = ancestor {
    if current === controller {
      return "The controller is the stack's own controller or one of its ancestors; it would contain itself."
    }
    ancestor = parent(current)
  }
  return nil
}
