extension UIView {
  /// Options of block animations; the double accepts them and ignores them (nothing is
  /// interpolated).
  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Wraps raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Let the user interact while animating (UIKit's bit 1 << 1).
    public static var allowUserInteraction: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: 1 << 1) }
    /// Start from the in-flight values (UIKit's bit 1 << 2).
    public static var beginFromCurrentState: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: 1 << 2) }
  }
}
