/// A coordinate space that points and rectangles convert to and from: a view, or a screen's
/// ``UIScreen/coordinateSpace``.
@MainActor @preconcurrency public protocol UICoordinateSpace: NSObjectProtocol {
  /// `point` in this space converted to `coordinateSpace`.
  @discardableResult func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// `point` in `coordinateSpace` converted to this space.
  @discardableResult func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// `rect` in this space converted to `coordinateSpace`.
  @discardableResult func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// `rect` in `coordinateSpace` converted to this space.
  @discardableResult func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  /// The space's bounds.
  var bounds: CGRect { get }
}
