// UIMenuElement.Attributes (X from H16:UIMenuElement.h).

// MARK: - UIMenuElement.Attributes

extension UIMenuElement {
  /// How a menu element looks and behaves (destructive, disabled…); stored only.
  public struct Attributes: OptionSet, @unchecked Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
}
