import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - CGRect + StackAxis

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
