@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - StackDirectionalEdgeInsets + UIKit

extension StackDirectionalEdgeInsets {
  /// The portable value of `insets`.
  init(_ insets: NSDirectionalEdgeInsets) {
    self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }
}
