extension UIView {
  /// How a view is resized with its superview: a frame-placed view with a flexible width or height
  /// grows and shrinks with its superview's bounds (the double has only these two options).
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
