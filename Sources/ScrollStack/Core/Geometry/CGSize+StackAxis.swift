import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - CGSize + StackAxis

extension CGSize {
  /// The length of this size along `axis` (height for vertical, width for horizontal).
  public func length(along axis: StackAxis) -> CGFloat { axis == .vertical ? height : width }

  /// A size made of a length along `axis` and a length across it.
  public init(along axis: StackAxis, length: CGFloat, cross: CGFloat) {
    self = axis == .vertical ? CGSize(width: cross, height: length) : CGSize(width: length, height: cross)
  }
}
