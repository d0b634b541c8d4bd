import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollStackScrollPosition

/// Where a scroll request places a row in the visible area.
public enum ScrollStackScrollPosition: String, Hashable, Sendable, CaseIterable {
  /// The row's leading edge (top or left) at the leading edge of the visible area.
  case initial
  /// The row's centre at the centre of the visible area.
  case middle
  /// The row's trailing edge (bottom or right) at the trailing edge of the visible area.
  case final
  /// The least scroll that shows the whole row; none when it is already entirely visible. A
  /// row longer than the visible area is aligned to its leading edge.
  case automatic
}
