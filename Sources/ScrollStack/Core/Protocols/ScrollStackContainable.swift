import Foundation

// MARK: - ScrollStackContainable

/// What a row's view controller can tell its stack: the row's size, and that a reload is coming.
/// Written once for every platform; adopt the platform's refinement,
/// `ScrollStackContainableController` (UIKit),
/// which fixes ``Stack``, ``Row`` and ``Axis``.
///
/// Both requirements have default implementations: no size (the content's own layout decides)
/// and no reload work.
@MainActor
public protocol ScrollStackContainable: AnyObject {
  /// The stack type (`ScrollStack`).
  associatedtype Stack: AnyObject
  /// The row type (`ScrollStackRow`).
  associatedtype Row: AnyObject
  /// The axis type (`NSLayoutConstraint.Axis`, or `StackAxis`).
  associatedtype Axis

  /// The row's length along `axis` (the stack's axis), or `nil` to let the content's own layout
  /// decide. The length across the axis is always the stack's.
  func scrollStackRowSizeForAxis(_ axis: Axis, row: Row, in stackView: Stack) -> ScrollStackControllerSize?
  /// Called by `reloadRow`, before the row is measured again: refresh the content here.
  func reloadContentFromStackView(stackView: Stack, row: Row, animated: Bool)
}

extension ScrollStackContainable {
  /// No size: the content's own layout decides.
  public func scrollStackRowSizeForAxis(_ axis: Axis, row: Row, in stackView: Stack) -> ScrollStackControllerSize? {
    nil
  }
  /// Does nothing.
  public func reloadContentFromStackView(stackView: Stack, row: Row, animated: Bool) {}
}
