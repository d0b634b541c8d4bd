// Accessibility values (OV16, AN16; H16:UIAccessibilityConstants.h). The NSObject accessibility
// properties themselves are declared on UIView (see UIView.swift).

public struct UIAccessibilityTraits: OptionSet, @unchecked Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
}

extension UIAccessibilityTraits {
  // The SDK imports `UIKIT_EXTERN UIAccessibilityTraits UIAccessibilityTraitButton` (a mutable C
  // global) as a stored `static var`: a Swift 6 client may read it only with
  // `@preconcurrency import UIKit`. A stored `public static var` of a module compiled in the Swift
  // 5 language mode (see scripts/check-uikit.sh) behaves the same way.
  public static var button = UIAccessibilityTraits(rawValue: 1 << 0)
}
