import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - CGPoint + StackAxis

extension CGPoint {
  /// The coordinate of this point along `axis` (y for vertical, x for horizontal).
  public func coordinate(along axis: StackAxis) -> CGFloat { axis == .vertical ? y : x }

  /// A point made of a coordinate along `axis` and a coordinate across it.
  public init(along axis: StackAxis, coordinate: CGFloat, cross: CGFloat) {
    self = axis == .vertical ? CGPoint(x: cross, y: coordinate) : CGPoint(x: coordinate, y: cross)
  }
}
