#if canImport(UIKit)
  // `@preconcurrency`: the SDK imports `UIAccessibilityTraitButton` and its siblings, C globals, as
  // mutable `static var`s, which Swift 6 refuses to read; the values never change after launch.
  @preconcurrency import UIKit
  @_spi(Engine) import ScrollStackCore

  // MARK: - RowAccessibilityTraits

  /// The UIKit accessibility traits a row adds, read in one place.
  enum RowAccessibilityTraits {
    // MARK: Internal

    /// The trait of a tappable row: a button.
    static var button: UIAccessibilityTraits { .button }
  }
#endif
