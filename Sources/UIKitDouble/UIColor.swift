// UIColor (H16:UIColor.h): not main-actor isolated, NS_SWIFT_SENDABLE.

/// A colour: red, green, blue and alpha components from 0 to 1 (sRGB).
///
/// The double's system colours are fixed values, the ones iOS 17 shows in light mode with default
/// contrast: dynamic colours (dark mode, increased contrast) are not modelled. Two colours are
/// equal when their components are.
open class UIColor: NSObject, NSCopying, _ExpressibleByColorLiteral, @unchecked Sendable {
  // MARK: Components

  /// The red component.
  let red: CGFloat
  /// The green component.
  let green: CGFloat
  /// The blue component.
  let blue: CGFloat
  /// The opacity.
  let alphaComponent: CGFloat

  /// Makes a colour from its components, each from 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alphaComponent = alpha
    super.init()
  }

  /// Makes a colour from a colour literal's components.
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// The double decodes nothing: always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// Makes a grey: `white` in each of red, green and blue.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Writes the components where asked; always succeeds (every colour here is RGB).
  @discardableResult open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = alphaComponent
    return true
  }

  /// The same colour with opacity `alpha`.
  @discardableResult open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour itself (colours are immutable).
  @discardableResult open func copy(with zone: NSZone? = nil) -> Any { self }

  /// The colour itself (`NSObject.copy()`, discardable as Objective-C methods are).
  @discardableResult open override func copy() -> Any { self }

  // MARK: Equality

  /// Whether `object` is a colour with the same components.
  @discardableResult open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return red == other.red && green == other.green && blue == other.blue && alphaComponent == other.alphaComponent
  }

  /// A hash of the components.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alphaComponent)
    return hasher.finalize()
  }

  // MARK: System colours (light mode)

  /// Transparent black.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// Separator lines: (60, 60, 67) at 29 %.
  open class var separator: UIColor { rgb(60, 60, 67, 0.29) }
  /// White.
  open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  /// (242, 242, 247).
  open class var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
  /// (242, 242, 247).
  open class var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
  /// (60, 60, 67) at 60 %.
  open class var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
  /// (0, 122, 255): the default tint.
  open class var systemBlue: UIColor { rgb(0, 122, 255) }
  /// (48, 176, 199).
  open class var systemTeal: UIColor { rgb(48, 176, 199) }
  /// (255, 149, 0).
  open class var systemOrange: UIColor { rgb(255, 149, 0) }
  /// (255, 45, 85).
  open class var systemPink: UIColor { rgb(255, 45, 85) }
  /// (52, 199, 89).
  open class var systemGreen: UIColor { rgb(52, 199, 89) }
  /// (120, 120, 128) at 20 %.
  open class var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
  /// (118, 118, 128) at 12 %.
  open class var tertiarySystemFill: UIColor { rgb(118, 118, 128, 0.12) }

  /// A colour from 0–255 components.
  private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
    UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }
}
