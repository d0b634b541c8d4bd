import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackInsertLocation

/// Where new rows go.
///
/// `after`/`before` name a controller that is already a row; `afterView`/`beforeView` name the
/// view of a row (the plain view, or a controller's view). A location that cannot be resolved
/// (an index out of range, content that is not a row) is reported and nothing is inserted.
public enum ScrollStackInsertLocation<Controller: AnyObject, View: AnyObject> {
  /// Before the first row.
  case top
  /// After the last row. The default.
  case bottom
  /// At `index` in `0...rows.count`; the rows from `index` on move down.
  case atIndex(Int)
  /// Right after the row that holds the controller.
  case after(Controller)
  /// Right before the row that holds the controller.
  case before(Controller)
  /// Right after the row whose content view is the view.
  case afterView(View)
  /// Right before the row whose content view is the view.
  case beforeView(View)
}
