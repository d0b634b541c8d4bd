// MARK: - AppearanceForwardingContainer

/// A container view controller that forwards appearance to its children itself
/// (`shouldAutomaticallyForwardAppearanceMethods` is `false`), through an
/// ``AppearanceForwarder``: the stack controller is one, and calls
/// ``containerAppearanceDidChange(to:animated:)`` from its four appearance methods,
/// ``childWillJoin(_:)``, ``childDidJoin(_:)``, ``childWillLeave(_:)`` and ``childDidLeave(_:)``
/// from the containment plan, around the move of the child's view.
///
/// Which children follow the container, the rule subclassers rely on: a row's content while its
/// row is displayed (the containment plan brings it along as the row view joins and leaves); any
/// other child (one a subclass adds itself) follows the container's own transitions
/// (``appearanceChildren`` lists it), except while it waits for its view: added while the
/// container is on screen with its view not yet inside the container's view, or after its view
/// was taken out. When its view joins or leaves, ``childViewDidJoin(_:)`` and
/// ``childViewWillLeave(_:)`` give it the calls UIKit's automatic forwarding would:
/// `viewWillAppear` and `viewDidAppear` when its view joins an appeared container (only
/// `viewWillAppear` while the container appears, the container's `viewDidAppear` ending both),
/// nothing while the container is off screen or disappearing; `viewWillDisappear` and
/// `viewDidDisappear` when its view leaves.
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

  /// A child that is not a row's content had its view put inside the container's view: brings it
  /// to the container's state now (``childWillJoin(_:)`` then ``childDidJoin(_:)``), as UIKit's
  /// automatic forwarding does. Nothing for a controller that is not a child, or one that has
  /// followed the container already.
  package func childViewDidJoin(_ child: Child) {
    guard hasChild(child) else { return }
    childWillJoin(child)
    childDidJoin(child)
  }

  /// A child that is not a row's content is about to have its view taken out of the container's
  /// view: takes it to disappeared now (``childWillLeave(_:)`` then ``childDidLeave(_:)``); its
  /// view joining again brings it back (``childViewDidJoin(_:)``). Nothing for a child that heard
  /// nothing.
  package func childViewWillLeave(_ child: Child) {
    childWillLeave(child)
    childDidLeave(child)
  }
}
