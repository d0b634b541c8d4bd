@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - UIView.AnimationOptions + Keyboard

extension UIView.AnimationOptions {
  /// The options for a keyboard-driven animation with the raw `curve` of a keyboard
  /// notification (UIKit's private keyboard curve 7 included), starting from the current state.
  static func keyboardCurve(_ curve: Int) -> UIView.AnimationOptions {
    let curveBits = UInt(clamping: curve) & 0xF
    return [UIView.AnimationOptions(rawValue: curveBits << 16), .beginFromCurrentState]
  }
}
