extension UIFont {
  /// A Dynamic Type text style.
  public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    /// UIKit's name of the style.
    public let rawValue: String
    /// Wraps UIKit's name of a style.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The largest title (34 pt at large).
    nonisolated public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// First-level title (28 pt at large).
    nonisolated public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Headings (17 pt at large).
    nonisolated public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Body text (17 pt at large).
    nonisolated public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Subheadings (15 pt at large).
    nonisolated public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")

    /// The style's size at `category` (HIG Dynamic Type sizes; `.unspecified` reads as `.large`,
    /// an unknown style as body).
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
      let sizes: [CGFloat]
      switch self {
      case .largeTitle: sizes = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      case .title1: sizes = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
      case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      default: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      }
      let index = category.order
      return sizes[index < 0 ? 3 : index]
    }
  }
}
