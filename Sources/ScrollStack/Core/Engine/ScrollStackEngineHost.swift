import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A row object of a host: the headless `Headless.ScrollStackRow` or the UIKit `ScrollStackRow`.
@MainActor
public protocol ScrollStackEngineRow: AnyObject {
  /// The host's view controller type.
  associatedtype Controller: AnyObject
  /// The host's view type.
  associatedtype View: AnyObject
  /// The settings and tracked state the engine lays the row out with.
  var rowState: RowState { get }
  /// What the row displays.
  var content: RowContent<Controller, View> { get }
}

/// A custom hide/show transition supplied by a row's controller or view
/// (`ScrollStackRowAnimatable`), seen from the engine.
@MainActor
public struct RowTransitionHooks {
  /// The timing of the transition.
  public var info: ScrollStackAnimationInfo
  /// Called before the layout changes.
  public var willBegin: (_ toHide: Bool) -> Void
  /// Called inside the animation, alongside the layout change.
  public var animate: (_ toHide: Bool) -> Void
  /// Called once the animation has finished, before the caller's completion.
  public var didEnd: (_ toHide: Bool) -> Void

  /// Creates transition hooks.
  public init(
    info: ScrollStackAnimationInfo, willBegin: @escaping (Bool) -> Void, animate: @escaping (Bool) -> Void,
    didEnd: @escaping (Bool) -> Void
  ) {
    self.info = info
    self.willBegin = willBegin
    self.animate = animate
    self.didEnd = didEnd
  }
}

/// What a stack engine needs from the platform that displays it.
///
/// The engine holds every rule (order, sizes, frames, visibility, events, bad input); a host only
/// attaches content, measures it, animates and reports scroll geometry. Two hosts exist: the
/// headless one (portable, used by tests and the Demo) and the UIKit one.
@MainActor
public protocol ScrollStackEngineHost: AnyObject {
  /// The host's view controller type.
  associatedtype Controller: AnyObject
  /// The host's view type.
  associatedtype View: AnyObject
  /// The host's row type.
  associatedtype Row: ScrollStackEngineRow where Row.Controller == Controller, Row.View == View
  /// The host's edge-insets type (`StackEdgeInsets` headless, `UIEdgeInsets` in UIKit).
  associatedtype Insets

  /// Converts the host's insets to the portable type.
  static func edgeInsets(from insets: Insets) -> StackEdgeInsets
  /// Converts portable insets to the host's type.
  static func hostInsets(from insets: StackEdgeInsets) -> Insets

  /// Makes a row for new content, with the given initial settings.
  func makeRow(for content: RowContent<Controller, View>, state: RowState) -> Row
  /// The view that represents a controller in a row (its root view).
  func view(of controller: Controller) -> View
  /// Why `content` cannot become a row of this stack, or `nil` when it can: for example it is a
  /// row of another stack (it must be removed there first), or its view contains the stack itself.
  /// Default: `nil`.
  func refusalReason(for content: RowContent<Controller, View>) -> String?

  /// Attaches a row's content: for a controller, `addChild`, then the view, then
  /// `didMove(toParent:)`, in UIKit's documented order.
  func attachContent(of row: Row)
  /// Detaches a row's content: for a controller, `willMove(toParent: nil)`, then the view, then
  /// `removeFromParent()`.
  func detachContent(of row: Row)
  /// The row moved to `index` (the engine's `rows` already has it there): reorder the row's view
  /// among the stack's subviews so that their order follows `rows`. Containment is unchanged.
  /// Default: nothing.
  func rowDidMove(_ row: Row, to index: Int)

  /// The size the row's controller asks for (`ScrollStackContainableController`), if any.
  func requestedSize(for row: Row, axis: StackAxis) -> ScrollStackControllerSize?
  /// The content's fitting length along `axis` with its cross length fixed.
  func fittingLength(for row: Row, axis: StackAxis, crossLength: CGFloat) -> CGFloat
  /// Gives the row's controller its chance to refresh before it is measured again.
  func reloadContent(of row: Row, animated: Bool)
  /// The row's custom hide/show transition (`ScrollStackRowAnimatable`), if it has one.
  func transitionHooks(for row: Row) -> RowTransitionHooks?

  /// Runs `animations` in an animation with the given timing and calls `completion` exactly once
  /// when it ends. The engine has already updated the layout model.
  func animateLayoutChange(
    info: ScrollStackAnimationInfo, animations: @escaping () -> Void, completion: @escaping () -> Void)

  /// The scroll view's current geometry. The engine owns the content size.
  var scrollGeometry: ScrollViewGeometry { get }
  /// Sets the scroll view's content size.
  func applyContentSize(_ size: CGSize)
  /// Moves the content offset; `completion` runs exactly once when the move (animated or not)
  /// has finished.
  func applyContentOffset(_ offset: CGPoint, animated: Bool, completion: @escaping () -> Void)
  /// Asks the host to place row views at their new frames (UIKit: `setNeedsLayout`).
  func rowsNeedLayout()
  /// Asks the host to call the engine's `layoutIfNeeded()` soon, after the code running now has
  /// finished its other changes: once for any number of requests until then. UIKit: in the next
  /// `layoutSubviews` (`setNeedsLayout`); headless: on the stack's scheduler, after zero seconds.
  func layoutPassNeeded()
  /// Hands an event to the host's delegate.
  func deliver(_ event: ScrollStackEvent<Row>)
}

extension ScrollStackEngineHost {
  /// `nil`: a host that cannot tell assumes the content is free.
  public func refusalReason(for content: RowContent<Controller, View>) -> String? { nil }
  /// Nothing: a host without an order of row views has nothing to reorder.
  public func rowDidMove(_ row: Row, to index: Int) {}
}

/// Why a controller offered as a row must be refused because the stack would contain it and it
/// the stack (a containment cycle), or `nil`: `controller` is the stack's own controller
/// (`stackController`) or one of that controller's ancestors, found by following `parent`.
@MainActor
func containmentCycleReason<Controller: AnyObject>(
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
