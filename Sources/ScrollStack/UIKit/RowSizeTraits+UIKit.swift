@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - RowSizeTraits + UIKit

extension RowSizeTraits {
  /// The size-affecting traits of a trait collection (`legibilityWeight` is iOS 13, the
  /// library's minimum).
  init(_ traits: UITraitCollection) {
    self.init(
      contentSizeCategory: traits.preferredContentSizeCategory.rawValue,
      horizontalSizeClass: traits.horizontalSizeClass.rawValue,
      verticalSizeClass: traits.verticalSizeClass.rawValue, displayScale: traits.displayScale,
      legibilityWeight: traits.legibilityWeight.rawValue)
  }
}
