import Foundation

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
