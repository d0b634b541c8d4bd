// MARK: - AppearanceForwardingContainer

/// A container view controller that forwards appearance to its children itself
/// (`shouldAutomaticallyForwardAppearanceMethods` is `false`), through an
/// ``AppearanceForwarder``: both hosts' stack controllers are one, and call
/// ``containerAppearanceDidChange(to:animated:)`` from their four appearance methods,
/// ``childDidJoin(_:)`` and ``childWillLeave(_:)`` from the containment plan.
@MainActor
package protocol AppearanceForwardingContainer: AnyObject {
  /// The kind of the children (`UIViewController`, the headless `ViewController`).
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

  /// Brings a child that joined now to the container's state.
  package func childDidJoin(_ child: Child) {
    child.perform(appearanceForwarder.stepsToFollow(ObjectIdentifier(child)), animated: false)
  }

  /// Takes a child that leaves now to disappeared.
  package func childWillLeave(_ child: Child) {
    child.perform(appearanceForwarder.stepsToLeave(ObjectIdentifier(child)), animated: false)
  }
}
