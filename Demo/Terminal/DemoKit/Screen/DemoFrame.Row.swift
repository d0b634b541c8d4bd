import Foundation
import ScrollStack

// MARK: - DemoFrame.Row

extension DemoFrame {
  /// One row as drawn.
  public struct Row: Equatable, Sendable {
    // MARK: Public

    /// The row's index in the stack.
    public var index: Int
    /// The title in the box's top edge.
    public var title: String
    /// The row's frame in content coordinates.
    public var frame: CGRect
    /// The separator's frame in content coordinates, or `nil` when it is not drawn.
    public var separatorFrame: CGRect?
    /// The row's visibility as the stack reports it.
    public var visibility: ScrollStackRowVisibility
    /// Whether the row is hidden (it keeps a zero-length frame).
    public var isHidden: Bool
    /// The text inside the box.
    public var bodyLines: [String]
    /// Whether the row is the focused text field.
    public var isFocused: Bool
  }
}
