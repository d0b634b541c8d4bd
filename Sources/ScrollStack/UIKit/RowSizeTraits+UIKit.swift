#if canImport(UIKit)
  import UIKit
  @_spi(Engine) import ScrollStackCore

  // MARK: - RowSizeTraits + UIKit

  extension RowSizeTraits {
    /// The size-affecting traits of a trait collection.
    init(_ traits: UITraitCollection) {
      self.init(
        contentSizeCategory: traits.preferredContentSizeCategory.rawValue,
        horizontalSizeClass: traits.horizontalSizeClass.rawValue,
        verticalSizeClass: traits.verticalSizeClass.rawValue, displayScale: traits.displayScale)
    }
  }
#endif
