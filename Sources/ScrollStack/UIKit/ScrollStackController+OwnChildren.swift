@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackController + own children

// The appearance of the children a subclass adds itself (not row controllers): UIKit would give
// it to them automatically, had the controller not turned automatic forwarding off for its rows.
// The rule is the core's (`AppearanceForwardingContainer`); here is where UIKit tells of a view
// joining or leaving: the stack's `didAddSubview`/`willRemoveSubview` (a view put in the stack
// itself), the controller's layout (a view put deeper). Each costs nothing while no child of
// yours waits for its view.
extension ScrollStackController {
  /// Whether `child`'s view is inside the stack (the controller's view hierarchy).
  func hasViewInStack(_ child: UIViewController) -> Bool {
    child.viewIfLoaded?.isDescendant(of: scrollStack) == true
  }

  /// Whether `child` waits for its view to enter the stack before it follows the controller.
  func isAwaitingItsView(_ child: UIViewController) -> Bool {
    !childrenAwaitingTheirViews.isEmpty && childrenAwaitingTheirViews.contains { $0.controller === child }
  }

  /// `child` was just added (`addChild`): a row's controller is left to the containment plan.
  /// Yours follows now if its view is in the stack already; added while the controller is on
  /// screen without its view, it waits for the view (UIKit gives appearance as the view joins);
  /// added while the controller is off screen, it follows the controller's next transitions.
  func childWasAdded(_ child: UIViewController) {
    guard scrollStack.rowForController(child) == nil else { return }
    if hasViewInStack(child) {
      childViewDidJoin(child)
    } else if appearanceForwarder.container == .appearing || appearanceForwarder.container == .appeared {
      waitForView(of: child)
    }
  }

  /// A view was added to the stack itself: brings along a child of yours whose view it is (or
  /// holds).
  func stackDidAddSubview(_ subview: UIView) {
    guard !childrenAwaitingTheirViews.isEmpty else { return }
    joinChildrenWhoseViewsArrived()
  }

  /// A view is about to leave the stack itself: a child of yours whose root view it is
  /// disappears now, and waits for its view again.
  func stackWillRemoveSubview(_ subview: UIView) {
    // Row views are the stack's own; only another view can be a child's root view.
    guard !(subview is ScrollStackRow), let child = subview.next as? UIViewController, child.parent === self,
      scrollStack.rowForController(child) == nil
    else { return }
    childViewWillLeave(child)
    waitForView(of: child)
  }

  /// Brings along the waiting children whose views are now inside the stack, and forgets those
  /// that are no longer children (or became row controllers).
  func joinChildrenWhoseViewsArrived() {
    guard !childrenAwaitingTheirViews.isEmpty else { return }
    // Read from a copy and written once: the reads below call out (the stack's row lookup).
    var stillWaiting: [WeakController] = []
    var arrived: [UIViewController] = []
    for entry in childrenAwaitingTheirViews {
      guard let child = entry.controller, child.parent === self, scrollStack.rowForController(child) == nil else {
        continue
      }
      if hasViewInStack(child) { arrived.append(child) } else { stillWaiting.append(entry) }
    }
    childrenAwaitingTheirViews = stillWaiting
    // After the list is settled: a callback (`viewWillAppear`) may add or remove children.
    for child in arrived { childViewDidJoin(child) }
  }

  /// Makes `child` wait for its view (once).
  private func waitForView(of child: UIViewController) {
    guard !isAwaitingItsView(child) else { return }
    childrenAwaitingTheirViews.append(WeakController(child))
  }
}
