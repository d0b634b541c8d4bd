#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - CGRect + SameRect

extension CGRect {
  /// Whether this rectangle is `other` as CGRect's `==` says (it compares the rectangles
  /// standardized), without its call for rectangles of non-negative sizes, whose standardized
  /// rectangles are themselves: Foundation's `==` is not inlined on Linux (about 50 instructions),
  /// and a row's layout compares several frames each time the row is placed.
  func isSame(as other: CGRect) -> Bool {
    guard size.width >= 0, size.height >= 0, other.size.width >= 0, other.size.height >= 0 else { return self == other }
    return origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
      && size.height == other.size.height
  }
}
