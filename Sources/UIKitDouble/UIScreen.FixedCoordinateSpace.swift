extension UIScreen {
  /// A screen's fixed coordinate space: screen coordinates, where a view at the screen's origin has
  /// its own.
  @MainActor final class FixedCoordinateSpace: NSObject, UICoordinateSpace {
    /// The screen's rectangle.
    var bounds: CGRect { UIScreen.mainScreen.bounds }

    /// `point` in screen coordinates converted to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
      guard let view = coordinateSpace as? UIView else { return point }
      return view.convert(point, from: self)
    }

    /// `point` in `coordinateSpace` converted to screen coordinates.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
      guard let view = coordinateSpace as? UIView else { return point }
      return view.convert(point, to: self)
    }

    /// `rect` in screen coordinates converted to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
      CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }

    /// `rect` in `coordinateSpace` converted to screen coordinates.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
      CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
  }
}
