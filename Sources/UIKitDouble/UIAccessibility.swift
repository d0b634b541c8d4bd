// Accessibility values (OV16, AN16; H16:UIAccessibilityConstants.h). The NSObject accessibility
// properties themselves are declared on UIView (see UIView.swift).

public struct UIAccessibilityTraits: OptionSet, @unchecked Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
}

extension UIAccessibilityTraits {
  // The SDK imports `UIKIT_EXTERN UIAccessibilityTraits UIAccessibilityTraitButton` (a mutable C
  // global) as a stored `static var`: a Swift 6 client may read it only with
  // `@preconcurrency import UIKit`. The double cannot declare one without a warning of its own, so
  // it is a constant here, and only scripts/check-apple-sdks.sh (the real SDK) holds the library
  // to that import.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
}
