import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackEnginePlatform

/// What a stack engine needs from the platform that displays it.
///
/// The engine holds every rule (order, sizes, frames, visibility, events, bad input); a platform only
/// mounts content, measures it, animates and reports scroll geometry. The platform is the UIKit
/// layer (on UIKit, or on the UIKit double off iOS).
@MainActor
package protocol ScrollStackEnginePlatform: AnyObject {
  /// The platform's row type.
  associatedtype Row: ScrollStackRowProtocol

  /// Makes a row for new content, with the given initial settings.
  func makeRow(for content: RowContent<Row.Controller, Row.View>, state: RowState) -> Row
  /// The view that represents a controller in a row (its root view).
  func view(of controller: Row.Controller) -> Row.View
  /// Why `content` cannot become a row of this stack, or `nil` when it can: for example it is a
  /// row of another stack (it must be removed there first), or its view contains the stack itself.
  func refusalReason(for content: RowContent<Row.Controller, Row.View>) -> String?

  /// Mounts a row's content: for a controller, `addChild`, then the view, then
  /// `didMove(toParent:)`, in UIKit's documented order (through ``ContainmentPlan``).
  /// When `displays`, the row's view joins the stack too, with the appearance calls (see
  /// ``ContainmentPlan/mounting(becomesChild:displays:)``).
  func mountContent(of row: Row, displays: Bool)
  /// Puts a mounted row's view in the stack where ``ScrollStackEngine/viewPlacement(of:)`` says
  /// (among the displayed rows in index order), with the
  /// appearance calls (``ContainmentPlan/display(_:in:isDisplayed:moveView:)``).
  func displayRow(_ row: Row)
  /// Whether a row measured while it is not displayed gets its final length: `false` when
  /// measuring depends on the hierarchy (UIKit: a view out of the window lacks the traits, such
  /// as Dynamic Type, it will have), so such a row is measured again once it is displayed.
  var measuresUnmountedRowsExactly: Bool { get }
  /// Whether the row holds the first responder (a focused text field…): such a row stays
  /// displayed when it leaves the window, since taking its view out would end the editing.
  func holdsFirstResponder(_ row: Row) -> Bool
  /// Takes a displayed row's view out of the stack between the begin and the end of the
  /// appearance calls (``ContainmentPlan/endDisplay(_:in:isDisplayed:moveView:)``); its
  /// containment is unchanged.
  func endDisplayingRow(_ row: Row)
  /// Unmounts a row's content: for a controller, `willMove(toParent: nil)`, then the view, then
  /// `removeFromParent()` (through ``ContainmentPlan``).
  func unmountContent(of row: Row)
  /// The displayed row moved between `previous` and `next`, its nearest displayed neighbours
  /// now (`nil` at an end): reorder its view among the stack's subviews so that their order
  /// follows `rows`, without taking it out of the hierarchy. Containment is unchanged.
  func rowDidMove(_ row: Row, after previous: Row?, before next: Row?)

  /// The size the row's controller asks for (`ScrollStackContainableController`), if any.
  func requestedSize(for row: Row, axis: StackAxis) -> ScrollStackControllerSize?
  /// The content's fitting length along `axis` with its cross length fixed.
  func fittingLength(for row: Row, axis: StackAxis, crossLength: CGFloat) -> CGFloat
  /// Gives the row's controller its chance to refresh before it is measured again.
  func reloadContent(of row: Row, animated: Bool)

  /// Runs `animations` in an animation with the given timing and calls `completion` exactly once
  /// when it ends. The engine has already updated the layout model.
  func animateLayoutChange(
    info: ScrollStackAnimationInfo, animations: @escaping () -> Void, completion: @escaping () -> Void)

  /// The stack's layout direction now (UIKit: its view's `effectiveUserInterfaceLayoutDirection`).
  /// The engine reads it once a layout pass. In a mirrored stack
  /// (``StackLayoutDirection/mirrorsRows(along:)``) the platform mirrors the engine's positions:
  /// ``scrollGeometry`` and ``applyContentOffset(_:animated:completion:)`` take and give offsets
  /// as if the stack ran left to right, and row layouts are mirrored across the content's width.
  var layoutDirection: StackLayoutDirection { get }
  /// The scroll view's current geometry. The engine owns the content size.
  var scrollGeometry: ScrollViewGeometry { get }
  /// Sets the scroll view's content size.
  func applyContentSize(_ size: CGSize)
  /// Moves the content offset; `completion` runs exactly once when the move (animated or not)
  /// has finished.
  func applyContentOffset(_ offset: CGPoint, animated: Bool, completion: @escaping () -> Void)
  /// A layout pass ran and `changed` holds, once each and in no particular order, the displayed
  /// rows whose layout may have changed, with their new layouts: those whose layout in row
  /// coordinates (content and separator frames, separator visibility, hidden) changed, and those
  /// whose place moved (a change before them). The other displayed rows keep theirs, and a row
  /// that is not displayed gets its layout when it is (``displayRow(_:)``). Not called when no
  /// displayed row changed (a scroll, an append below the window).
  func rowsNeedLayout(_ changed: [(row: Row, layout: RowLayout)])
  /// Asks the platform to call the engine's `layoutIfNeeded()` soon, after the code running now has
  /// finished its other changes: once for any number of requests until then. UIKit: in the next
  /// `layoutSubviews` (`setNeedsLayout`).
  func layoutPassNeeded()
  /// Places the displayed rows at the frames the engine computed, now, so that a row's
  /// transition hook (``ScrollStackRowAnimatable``) reads the frames of the change it belongs to.
  /// UIKit: the stack's `layoutIfNeeded()`; a platform whose rows read their frames from the engine
  /// does nothing.
  func placeRowsNow()
  /// Hands an event to the platform's delegate.
  func deliver(_ event: ScrollStackEvent<Row>)
}
