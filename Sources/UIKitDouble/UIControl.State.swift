// UIControl.State (X from H16:UIControl.h).

// MARK: - UIControl.State

extension UIControl {
  /// A control's state (normal, highlighted…); stored only.
  public struct State: OptionSet, @unchecked Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
}
