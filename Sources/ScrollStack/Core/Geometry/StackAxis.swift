import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - StackAxis

/// The direction in which a stack lays out its rows and scrolls.
///
/// The portable counterpart of `NSLayoutConstraint.Axis`. The default axis of a stack is
/// `.vertical`.
public enum StackAxis: String, Hashable, Sendable, CaseIterable {
  /// Rows are laid out top to bottom; the stack scrolls vertically.
  case vertical
  /// Rows are laid out left to right; the stack scrolls horizontally.
  case horizontal

  // MARK: Public

  /// The other axis.
  public var cross: StackAxis { self == .vertical ? .horizontal : .vertical }
}
