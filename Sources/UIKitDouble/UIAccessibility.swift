// Accessibility values (OV16, AN16; H16:UIAccessibilityConstants.h). The NSObject accessibility
// properties themselves are declared on UIView (see UIView.swift).

/// What an accessibility element is and does, as VoiceOver announces it. Stored only.
public struct UIAccessibilityTraits: OptionSet, @unchecked Sendable {
  /// The raw bits.
  public let rawValue: UInt64
  /// Wraps raw bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
}

extension UIAccessibilityTraits {
  // The SDK imports `UIKIT_EXTERN UIAccessibilityTraits UIAccessibilityTraitButton` (a mutable C
  // global) as a stored `static var`: a Swift 6 client may read it only with
  // `@preconcurrency import UIKit`. The double cannot declare one without a warning of its own, so
  // it is a constant here, and only scripts/check-apple-sdks.sh (the real SDK) holds the library
  // to that import.
  /// The element behaves as a button (bit 0, as UIKit's).
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
}
