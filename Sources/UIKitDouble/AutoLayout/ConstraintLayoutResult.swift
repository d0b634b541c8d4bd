// What a view's last layout pass from constraints gave, kept while it is current (see
// UIView+ConstraintLayoutCache.swift).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The outcome of one layout pass from constraints of a view (the root): the root's bounds it was
/// solved in and the frame it gave each subview placed by constraints. A later pass of the same
/// root sets these frames again without solving while the result is current.
@MainActor struct ConstraintLayoutResult {
  /// The root's bounds when the system was solved.
  let bounds: CGRect
  /// The root's subviews placed by constraints and the frame the solve gave each.
  let frames: [(view: UIView, frame: CGRect)]
}
