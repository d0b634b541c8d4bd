import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - RowSizeTraits

/// The environment traits a row's fitting size depends on, as plain values: when any of them
/// changes, every row is measured again (UIKit's text size, size classes, display scale and
/// legibility weight: Bold Text draws text heavier, and wider).
/// Traits that change only how content is drawn (light or dark appearance, contrast) are not
/// here, so they cost no measuring.
package struct RowSizeTraits: Equatable, Sendable {
  // MARK: Lifecycle

  /// Creates the traits from their raw values.
  package init(
    contentSizeCategory: String, horizontalSizeClass: Int, verticalSizeClass: Int, displayScale: CGFloat,
    legibilityWeight: Int
  ) {
    self.contentSizeCategory = contentSizeCategory
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    self.legibilityWeight = legibilityWeight
  }

  // MARK: Package

  /// The preferred text size (UIKit: `UIContentSizeCategory.rawValue`).
  package var contentSizeCategory: String
  /// The horizontal size class (UIKit: `UIUserInterfaceSizeClass.rawValue`).
  package var horizontalSizeClass: Int
  /// The vertical size class (UIKit: `UIUserInterfaceSizeClass.rawValue`).
  package var verticalSizeClass: Int
  /// Points per pixel; a NaN scale counts as equal to another NaN, so it never remeasures forever.
  package var displayScale: CGFloat
  /// Whether Bold Text is on (UIKit: `UILegibilityWeight.rawValue`).
  package var legibilityWeight: Int

  /// Whether going from `previous` to these traits invalidates every row's measured size; `false`
  /// when there were no previous traits (the first layout measures anyway).
  package func invalidateRowSizes(comingFrom previous: RowSizeTraits?) -> Bool {
    guard let previous else { return false }
    return self != previous
  }

  /// Equal when every trait is, NaN scales included.
  package static func == (lhs: RowSizeTraits, rhs: RowSizeTraits) -> Bool {
    lhs.contentSizeCategory == rhs.contentSizeCategory && lhs.horizontalSizeClass == rhs.horizontalSizeClass
      && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.legibilityWeight == rhs.legibilityWeight
      && (lhs.displayScale == rhs.displayScale || (lhs.displayScale.isNaN && rhs.displayScale.isNaN))
  }
}
