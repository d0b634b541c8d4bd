import Foundation
import ScrollStack

// MARK: - BenchmarkedStack

/// The operations the benchmarks time, implemented once by the library's UIKit stack (on the
/// UIKit double where UIKit does not exist), through its public API, and once by the naive reference.
///
/// Both sides start with the same 390×844 viewport at offset zero, no insets, and a
/// ``VisibilityCallbackCounter`` as their delegate, so they do the same observable work.
@MainActor
protocol BenchmarkedStack: AnyObject {
  /// A stack with an empty list of rows, a viewport of `viewport` and a counting delegate.
  init(viewport: CGSize)

  /// Which implementation this is, for messages: `ours` or `naive`.
  static var sideName: String { get }

  /// Counts the visibility callbacks the stack made.
  var counter: VisibilityCallbackCounter { get }

  /// The number of rows, hidden ones included.
  var rowCount: Int { get }

  /// The content's length along the axis.
  var contentLength: CGFloat { get }

  /// The view shown by the row at `index`.
  func contentView(at index: Int) -> IntrinsicSizeView

  /// Moves the content offset to `y` (a scroll event).
  func scroll(to y: CGFloat)

  /// Adds one row at the bottom.
  func appendRow(_ view: IntrinsicSizeView)

  /// Adds one row at `index`.
  func insertRow(_ view: IntrinsicSizeView, at index: Int)

  /// Removes the row at `index`.
  func removeRow(at index: Int)

  /// Hides or shows the row at `index`.
  func setRowHidden(at index: Int, _ isHidden: Bool)

  /// Measures the row at `index` again (its view's size changed).
  func reloadRow(at index: Int)

  /// Moves the row at `source` to `destination`.
  func moveRow(from source: Int, to destination: Int)

  /// Removes every row.
  func removeAllRows()

  /// Replaces every row with one row per view.
  func setRows(_ views: [IntrinsicSizeView])

  /// Adds one row per view at the bottom, in one call.
  func appendRows(_ views: [IntrinsicSizeView])

  /// Sets which rows are displayed: every row (`.all`) or a window's (`.windowed`).
  func setRowAttachment(_ attachment: ScrollStackRowAttachment)

  /// Sets the layout direction (rows measured again along it).
  func setAxis(_ axis: StackAxis)

  /// Resizes the viewport to `size` (a rotation, a split-view resize): a cross-length change,
  /// where the rows are measured again at the new cross length.
  func setViewportSize(_ size: CGSize)

  /// Sets the length rows not displayed take instead of being measured (ours); the naive stack
  /// has no estimates and measures every row.
  func setEstimatedRowLength(_ length: CGFloat)

  /// The rows that can be seen, in order, with their visibility.
  func visibleRows() -> [VisibleRow]
}
