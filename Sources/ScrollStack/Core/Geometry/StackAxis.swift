import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The direction in which a stack lays out its rows and scrolls.
///
/// The portable counterpart of `NSLayoutConstraint.Axis`. The default axis of a stack is
/// `.vertical`.
public enum StackAxis: String, Hashable, Sendable, CaseIterable {
  /// Rows are laid out top to bottom; the stack scrolls vertically.
  case vertical
  /// Rows are laid out left to right; the stack scrolls horizontally.
  case horizontal

  /// The other axis.
  public var cross: StackAxis { self == .vertical ? .horizontal : .vertical }
}

extension CGSize {
  /// The length of this size along `axis` (height for vertical, width for horizontal).
  public func length(along axis: StackAxis) -> CGFloat { axis == .vertical ? height : width }

  /// A size made of a length along `axis` and a length across it.
  public init(along axis: StackAxis, length: CGFloat, cross: CGFloat) {
    self = axis == .vertical ? CGSize(width: cross, height: length) : CGSize(width: length, height: cross)
  }
}

extension CGPoint {
  /// The coordinate of this point along `axis` (y for vertical, x for horizontal).
  public func coordinate(along axis: StackAxis) -> CGFloat { axis == .vertical ? y : x }

  /// A point made of a coordinate along `axis` and a coordinate across it.
  public init(along axis: StackAxis, coordinate: CGFloat, cross: CGFloat) {
    self = axis == .vertical ? CGPoint(x: cross, y: coordinate) : CGPoint(x: coordinate, y: cross)
  }
}

extension CGRect {
  /// A rectangle from an interval along `axis` and an interval across it.
  public init(along axis: StackAxis, start: CGFloat, length: CGFloat, crossStart: CGFloat, crossLength: CGFloat) {
    self.init(
      origin: CGPoint(along: axis, coordinate: start, cross: crossStart),
      size: CGSize(along: axis, length: length, cross: crossLength))
  }

  /// The start of this rectangle along `axis` (minY for vertical, minX for horizontal).
  public func start(along axis: StackAxis) -> CGFloat { axis == .vertical ? minY : minX }

  /// The end of this rectangle along `axis` (maxY for vertical, maxX for horizontal).
  public func end(along axis: StackAxis) -> CGFloat { axis == .vertical ? maxY : maxX }

  /// The compact `(x, y, w, h)` rendering used by layout snapshots.
  public var compactText: String {
    "(\(origin.x.compactText), \(origin.y.compactText), \(size.width.compactText), \(size.height.compactText))"
  }
}
