extension UIView {
  /// How a view would be resized with its superview. The double stores it and resizes nothing.
  public struct AutoresizingMask: OptionSet, @unchecked Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Wraps raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Resize the width with the superview's (UIKit's bit 1 << 1).
    public static var flexibleWidth: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 1 << 1) }
    /// Resize the height with the superview's (UIKit's bit 1 << 4).
    public static var flexibleHeight: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 1 << 4) }
  }
}
