// MARK: Geometry (UIGeometry.h)

/// Distances inward from each edge of a rectangle, whose leading edge is the left one in a
/// left-to-right layout and the right one in a right-to-left layout.
@available(iOS 11.0, *)
public struct NSDirectionalEdgeInsets: @unchecked Sendable, Equatable {
  /// Insets of zero on every edge.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Makes insets from the four distances.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Inward from the top edge.
  public var top: CGFloat
  /// Inward from the leading edge.
  public var leading: CGFloat
  /// Inward from the bottom edge.
  public var bottom: CGFloat
  /// Inward from the trailing edge.
  public var trailing: CGFloat
}

extension NSDirectionalEdgeInsets {
  /// No inset on any edge.
  @available(iOS 11.0, *)
  nonisolated public static let zero = NSDirectionalEdgeInsets()
}
