/// The user's preferred text size (Dynamic Type), ordered from extra small to the largest
/// accessibility size.
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Comparable, @unchecked Sendable {
  /// UIKit's name of the category.
  public var rawValue: String
  /// Wraps UIKit's name of a category.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Whether `lhs` is a smaller text size than `rhs` (unknown names sort with ``unspecified``).
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.order < rhs.order
  }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The place in ``ordered``; -1 for ``unspecified`` and unknown names.
  var order: Int { UIContentSizeCategory.ordered.firstIndex(of: self) ?? -1 }

  /// The categories from smallest to largest (``unspecified`` excluded).
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]
}

extension UIContentSizeCategory {
  /// Not set.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// XS.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// S.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// M.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// L: the default.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// XL.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// XXL.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// XXXL: the largest size outside the accessibility sizes.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// Accessibility M.
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// Accessibility L.
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// Accessibility XL.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// Accessibility XXL.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// Accessibility XXXL: the largest.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}
