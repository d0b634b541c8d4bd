import Foundation
import ScrollStack

// MARK: - RecordingScrollStackDelegate.ContentSizeChange

extension RecordingScrollStackDelegate {
  /// One change of the content size, as the stack reported it.
  public struct ContentSizeChange: Equatable, Sendable, CustomStringConvertible {
    // MARK: Lifecycle

    /// A change from `from` to `to`.
    public init(from: CGSize, to: CGSize) {
      self.from = from
      self.to = to
    }

    // MARK: Public

    /// The content size before the change.
    public var from: CGSize
    /// The content size after the change.
    public var to: CGSize

    /// `"320x0 -> 320x600"`.
    public var description: String {
      "\(from.width.compactText)x\(from.height.compactText) -> \(to.width.compactText)x\(to.height.compactText)"
    }
  }
}
