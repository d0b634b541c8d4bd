// Accessibility values (OV16, AN16; H16:UIAccessibilityConstants.h). The NSObject accessibility
// properties themselves are declared on UIView (see UIView.swift).

public struct UIAccessibilityTraits: OptionSet, @unchecked Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static var none: UIAccessibilityTraits { fatalError() }
  nonisolated public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  nonisolated public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  nonisolated public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  nonisolated public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  nonisolated public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  nonisolated public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  nonisolated public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
}
