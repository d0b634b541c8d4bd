import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - StackEdgeInsets + LayoutDirection

extension StackEdgeInsets {
  /// These insets with left and right exchanged.
  public var swappingLeftAndRight: StackEdgeInsets {
    StackEdgeInsets(top: top, left: right, bottom: bottom, right: left)
  }

  /// A row setting as the stack's engine lays it out, for a stack along `axis` in `direction`.
  ///
  /// The value is stored as it was set: absolute (`left` is the left edge) or, when
  /// `isDirectional`, directional (`left` holds the leading inset and `right` the trailing one,
  /// see ``StackDirectionalEdgeInsets``). The engine computes in its own coordinates, which are
  /// the view's except in a mirrored stack (``StackLayoutDirection/mirrorsRows(along:)``: a
  /// horizontal stack under `.rightToLeft`), where the platform mirrors every position afterwards.
  /// So the result has left and right exchanged exactly when the setting's absolute left must end
  /// up on the other side of the engine's coordinates: a directional setting under
  /// `.rightToLeft` (leading is right) in a vertical stack, an absolute one in a mirrored stack
  /// (the mirroring puts its left back on the left). Totals along either axis never change.
  public func laidOut(isDirectional: Bool, in direction: StackLayoutDirection, along axis: StackAxis) -> StackEdgeInsets
  {
    let flipsDirectional = isDirectional && direction == .rightToLeft
    return flipsDirectional != direction.mirrorsRows(along: axis) ? swappingLeftAndRight : self
  }
}
