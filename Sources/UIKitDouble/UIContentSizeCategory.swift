/// The user's preferred text size (Dynamic Type), ordered from extra small to the largest
/// accessibility size.
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  /// UIKit's name of the category.
  public let rawValue: String
  /// Wraps UIKit's name of a category.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The place in ``ordered``; -1 for ``unspecified`` and unknown names.
  var order: Int { UIContentSizeCategory.ordered.firstIndex(of: self) ?? -1 }

  /// The categories from smallest to largest (``unspecified`` excluded).
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]
}

@available(iOS 11.0, tvOS 11.0, *)
extension UIContentSizeCategory {
  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { order >= UIContentSizeCategory.accessibilityMedium.order }

  /// Whether `left` is a smaller text size than `right` (unknown names sort with ``unspecified``,
  /// below every size).
  public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.order < right.order
  }

  /// Whether `left` is no larger than `right`.
  public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.order <= right.order
  }

  /// Whether `left` is a larger text size than `right`.
  public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.order > right.order
  }

  /// Whether `left` is no smaller than `right`.
  public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.order >= right.order
  }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIContentSizeCategory: Comparable {}

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
