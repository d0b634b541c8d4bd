@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - UIEdgeInsets + StackEdgeInsets

extension UIEdgeInsets {
  /// The UIKit value of `insets`.
  init(_ insets: StackEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}
