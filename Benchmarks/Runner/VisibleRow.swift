import Foundation
import ScrollStack

// MARK: - VisibleRow

/// A row that can be seen, as both stacks report it: its index and its visibility.
struct VisibleRow: Equatable, CustomStringConvertible {
  // MARK: Internal

  /// The row's index in its stack.
  let index: Int
  /// How much of the row can be seen.
  let visibility: ScrollStackRowVisibility
  /// The row's frame in the content, as the user would see it: ours, the row view's frame after
  /// the layout pass; naive, the frame its last pass computed.
  let frame: CGRect

  /// `3 partial(42%) (0.0, 120.0, 390.0, 44.0)`.
  var description: String {
    "\(index) \(visibility) (\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))"
  }
}
