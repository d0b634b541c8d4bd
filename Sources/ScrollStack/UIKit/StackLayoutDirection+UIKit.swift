@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - StackLayoutDirection + UIKit

extension StackLayoutDirection {
  /// The portable value of `direction`.
  init(_ direction: UIUserInterfaceLayoutDirection) {
    self = direction == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
