import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - StackDirectionalEdgeInsets

/// Insets on the four edges of a rectangle whose left and right edges follow the layout direction:
/// `leading` is the left edge under a left-to-right layout and the right edge under a
/// right-to-left one.
///
/// The portable counterpart of `NSDirectionalEdgeInsets`. ``resolved(in:)`` turns it into
/// absolute insets for a layout direction, and ``init(_:in:)`` is its inverse. The default value
/// is `.zero`.
public struct StackDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  // MARK: Lifecycle

  /// Creates insets from the four edge values (all default to zero).
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The directional insets that resolve to `absolute` under `direction`: left is leading under
  /// `.leftToRight`, trailing under `.rightToLeft`.
  public init(_ absolute: StackEdgeInsets, in direction: StackLayoutDirection) {
    switch direction {
    case .leftToRight:
      self.init(top: absolute.top, leading: absolute.left, bottom: absolute.bottom, trailing: absolute.right)
    case .rightToLeft:
      self.init(top: absolute.top, leading: absolute.right, bottom: absolute.bottom, trailing: absolute.left)
    }
  }

  // MARK: Public

  /// Insets of zero on every edge.
  public static let zero = StackDirectionalEdgeInsets()

  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge (left under a left-to-right layout, right under a
  /// right-to-left one).
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge (right under a left-to-right layout, left under a
  /// right-to-left one).
  public var trailing: CGFloat

  /// A compact `{top, leading, bottom, trailing}` rendering for logs and snapshots.
  public var description: String {
    "{\(top.compactText), \(leading.compactText), \(bottom.compactText), \(trailing.compactText)}"
  }

  /// These insets on absolute edges under `direction`: leading becomes left under
  /// `.leftToRight` and right under `.rightToLeft` (trailing the other one); top and bottom stay.
  public func resolved(in direction: StackLayoutDirection) -> StackEdgeInsets {
    switch direction {
    case .leftToRight: StackEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft: StackEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }
}
