// MARK: - RowSubviewFacts

/// What the platform knows of one view inside a row (the content view or one of its descendants),
/// for the rules of ``RowTouchOwnership`` and ``RowAccessibilitySemantics``.
///
/// UIKit rows read these from the view's class and state (`UIControl`, `UITextView`,
/// `UITableViewCell`/`UICollectionViewCell`, `UIScrollView`, `gestureRecognizers`,
/// `isAccessibilityElement`).
package struct RowSubviewFacts: Equatable, Sendable {
  // MARK: Lifecycle

  /// The facts of one view; each is `false` unless given.
  package init(
    isControl: Bool = false, isTextView: Bool = false, isCell: Bool = false, isScrollView: Bool = false,
    hasOwnGestureRecognizers: Bool = false, isAccessibilityElement: Bool = false
  ) {
    self.isControl = isControl
    self.isTextView = isTextView
    self.isCell = isCell
    self.isScrollView = isScrollView
    self.hasOwnGestureRecognizers = hasOwnGestureRecognizers
    self.isAccessibilityElement = isAccessibilityElement
  }

  // MARK: Package

  /// The view is a control (a button, a switch, a text field, a slider).
  package var isControl: Bool
  /// The view is a text view (editable, selectable, or showing links).
  package var isTextView: Bool
  /// The view is a table or collection view cell.
  package var isCell: Bool
  /// The view scrolls (a scroll view, a table, a collection, a horizontal gallery, a map's
  /// content).
  package var isScrollView: Bool
  /// The view has enabled gesture recognizers of its own (not the row's): a custom touch-handling
  /// view, a label with a tap recognizer, a map.
  package var hasOwnGestureRecognizers: Bool
  /// The view is an accessibility element (VoiceOver reads it by itself).
  package var isAccessibilityElement: Bool
}
