import Foundation

// MARK: - ContentConstraintDestination

/// Where a layout constraint that mentions the content view goes when a scrolling-content manager
/// puts its scroll view in the content view's place (the content view then moves inside the
/// scroll view). The rule is the same whatever the layout system; the UIKit layer applies it to
/// `NSLayoutConstraint`s.
package enum ContentConstraintDestination: Equatable, Sendable {
  /// Held by an ancestor, between the content view and the world outside it: the scroll view
  /// takes the content view's place in it (same holder, priority and identifier).
  case scrollView
  /// Held by an ancestor, between the content view and something inside it (a subview, or a
  /// layout guide of the content view or of a subview): it stays between them, now held by the
  /// content view itself, since the ancestor no longer contains both.
  case contentView
  /// The content view's own width or height: the scroll view gets that size instead (the
  /// content view's size then follows the content).
  case scrollViewSize
  /// Any other constraint the content view holds (its own internal layout): it stays as it is.
  case unchanged

  // MARK: Lifecycle

  /// The destination of one constraint that has the content view as one of its items.
  /// - Parameters:
  ///   - heldByAncestor: an ancestor of the content view holds it (else the content view does).
  ///   - otherItemIsInside: its other item is the content view's descendant, or a layout guide
  ///     owned by the content view or a descendant (`false` when it has no other item).
  ///   - isOwnSize: it is a width or height constraint with no second item, held by the content
  ///     view.
  package init(heldByAncestor: Bool, otherItemIsInside: Bool, isOwnSize: Bool) {
    if heldByAncestor {
      self = otherItemIsInside ? .contentView : .scrollView
    } else {
      self = isOwnSize ? .scrollViewSize : .unchanged
    }
  }
}
