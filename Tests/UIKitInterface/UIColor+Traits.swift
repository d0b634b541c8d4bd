// UIColor, UIFont and trait collections: not main-actor isolated, NS_SWIFT_SENDABLE
// (X from H16:UIColor.h, H16:UIInterface.h, H16:UITraitCollection.h, H16:UIFont.h).

open class UIColor: NSObject, NSCopying, @unchecked Sendable {
  public init(white: CGFloat, alpha: CGFloat) { fatalError() }
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { fatalError() }
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
  open class var black: UIColor { fatalError() }
  open class var white: UIColor { fatalError() }
  open class var clear: UIColor { fatalError() }
  open class var separator: UIColor { fatalError() }
  open class var systemBackground: UIColor { fatalError() }
  open class var secondarySystemBackground: UIColor { fatalError() }
  open class var systemGroupedBackground: UIColor { fatalError() }
  open class var label: UIColor { fatalError() }
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
  public override init() { fatalError() }
  open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
  open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
  open var displayScale: CGFloat { fatalError() }
  open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
}

open class UIFont: NSObject, @unchecked Sendable {
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
}

extension UIFont {
  public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    nonisolated public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    nonisolated public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    nonisolated public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    nonisolated public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    nonisolated public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    nonisolated public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    nonisolated public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
  }

  public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public var rawValue: CGFloat
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    nonisolated public static let regular = Weight(rawValue: 0)
    nonisolated public static let semibold = Weight(rawValue: 0.3)
    nonisolated public static let bold = Weight(rawValue: 0.4)
  }
}
