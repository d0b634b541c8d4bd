@_spi(Engine) import ScrollStackCore

// `@preconcurrency`: the SDK imports `UIAccessibilityTraitButton` and its siblings, C globals, as
// mutable `static var`s, which Swift 6 refuses to read; the values never change after launch.
#if canImport(UIKit)
  @preconcurrency import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - RowAccessibilityTraits

/// The UIKit accessibility traits a row adds, read in one place.
enum RowAccessibilityTraits {
  // MARK: Internal

  /// The trait of a tappable row: a button.
  static var button: UIAccessibilityTraits { .button }
}
