import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - StackEdgeInsets

/// Insets on the four edges of a rectangle, in points.
///
/// The portable counterpart of `UIEdgeInsets`, in which the core states its rules (the UIKit
/// layer converts). Positive values shrink a rectangle, negative values grow it.
/// The default value is `.zero`.
public struct StackEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  // MARK: Lifecycle

  /// Creates insets from the four edge values (all default to zero).
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  // MARK: Public

  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Insets of zero on every edge.
  public static let zero = StackEdgeInsets()

  /// The sum of the top and bottom insets.
  public var vertical: CGFloat { top + bottom }

  /// The sum of the left and right insets.
  public var horizontal: CGFloat { left + right }

  /// The inset before the content along `axis` (top for vertical, left for horizontal).
  public func leading(along axis: StackAxis) -> CGFloat { axis == .vertical ? top : left }

  /// The inset after the content along `axis` (bottom for vertical, right for horizontal).
  public func trailing(along axis: StackAxis) -> CGFloat { axis == .vertical ? bottom : right }

  /// The sum of the two insets along `axis`.
  public func total(along axis: StackAxis) -> CGFloat { axis == .vertical ? vertical : horizontal }

  /// These insets with every non-finite value replaced by zero.
  ///
  /// Used wherever user-supplied insets enter the layout, so that a NaN cannot spread into
  /// every frame that follows.
  public var sanitized: StackEdgeInsets {
    StackEdgeInsets(
      top: top.finiteOrZero, left: left.finiteOrZero, bottom: bottom.finiteOrZero, right: right.finiteOrZero)
  }

  /// Whether all four values are finite numbers.
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

  /// Adds two insets edge by edge.
  public static func + (lhs: StackEdgeInsets, rhs: StackEdgeInsets) -> StackEdgeInsets {
    StackEdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  /// A compact `{top, left, bottom, right}` rendering for logs and snapshots.
  public var description: String {
    "{\(top.compactText), \(left.compactText), \(bottom.compactText), \(right.compactText)}"
  }
}
