// MARK: - AppearanceForwardingContainer

/// A container view controller that forwards appearance to its children itself
/// (`shouldAutomaticallyForwardAppearanceMethods` is `false`), through an
/// ``AppearanceForwarder``: the stack controller is one, and calls
/// ``containerAppearanceDidChange(to:animated:)`` from its four appearance methods,
/// ``childWillJoin(_:)``, ``childDidJoin(_:)``, ``childWillLeave(_:)`` and ``childDidLeave(_:)``
/// from the containment plan, around the move of the child's view.
@MainActor
package protocol AppearanceForwardingContainer: AnyObject {
  /// The kind of the children (`UIViewController`).
  associatedtype Child: ContainedController

  /// The container's appearance and what each child has heard.
  var appearanceForwarder: AppearanceForwarder { get set }
  /// The children, in order.
  var appearanceChildren: [Child] { get }
  /// Whether `child` is still a child of this container (its `parent` is this container).
  func hasChild(_ child: Child) -> Bool
  /// The container itself, as the parent its children know (`self`).
  var containerAsParent: Child { get }
}

extension AppearanceForwardingContainer {
  /// The container's own state changed to `state`: brings every child along, in order, each
  /// right before its calls (a callback that removes a later child keeps that one out).
  package func containerAppearanceDidChange(to state: ContainerAppearance, animated: Bool) {
    appearanceForwarder.containerDidChange(to: state)
    let children = appearanceChildren
    appearanceForwarder.forgetChildren(notIn: Set(children.map { ObjectIdentifier($0) }))
    for child in children where hasChild(child) {
      child.perform(appearanceForwarder.stepsToFollow(ObjectIdentifier(child)), animated: animated)
    }
  }

  /// Starts bringing a child whose view is about to join to the container's state (its
  /// `viewWillAppear`); ``childDidJoin(_:)`` finishes once the view is in.
  package func childWillJoin(_ child: Child) {
    child.perform(appearanceForwarder.stepsBeforeJoining(ObjectIdentifier(child)), animated: false)
  }

  /// Finishes bringing a child whose view joined to the container's state (its `viewDidAppear`).
  package func childDidJoin(_ child: Child) {
    child.perform(appearanceForwarder.stepsAfterJoining(ObjectIdentifier(child)), animated: false)
  }

  /// Starts taking a child whose view is about to leave to disappeared (its `viewWillDisappear`);
  /// ``childDidLeave(_:)`` finishes once the view is out.
  package func childWillLeave(_ child: Child) {
    child.perform(appearanceForwarder.stepsBeforeLeaving(ObjectIdentifier(child)), animated: false)
  }

  /// Finishes taking a child whose view left to disappeared (its `viewDidDisappear`).
  package func childDidLeave(_ child: Child) {
    child.perform(appearanceForwarder.stepsAfterLeaving(ObjectIdentifier(child)), animated: false)
  }
}
