// UIColor, UIFont and trait collections: not main-actor isolated, NS_SWIFT_SENDABLE
// (X from H16:UIColor.h, H16:UIInterface.h, H16:UITraitCollection.h, H16:UIFont.h).

open class UIColor: NSObject, NSCopying, @unchecked Sendable {
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
  open class var clear: UIColor { fatalError() }
  open class var separator: UIColor { fatalError() }
  open class var systemBackground: UIColor { fatalError() }
  open class var secondarySystemBackground: UIColor { fatalError() }
  open class var systemGroupedBackground: UIColor { fatalError() }
  open class var secondaryLabel: UIColor { fatalError() }
  open class var systemBlue: UIColor { fatalError() }
  open class var systemTeal: UIColor { fatalError() }
  open class var systemOrange: UIColor { fatalError() }
  open class var systemPink: UIColor { fatalError() }
  open class var systemGreen: UIColor { fatalError() }
  open class var systemFill: UIColor { fatalError() }
  open class var tertiarySystemFill: UIColor { fatalError() }
}

public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Comparable, @unchecked Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { fatalError() }
}

public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

open class UITraitCollection: NSObject, @unchecked Sendable {
  open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
  open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
  open var displayScale: CGFloat { fatalError() }
  open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
}

open class UIFont: NSObject, @unchecked Sendable {
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
}

extension UIFont {
  public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    nonisolated public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    nonisolated public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    nonisolated public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    nonisolated public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    nonisolated public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
  }

}
