@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - NSDirectionalEdgeInsets + StackDirectionalEdgeInsets

extension NSDirectionalEdgeInsets {
  /// The UIKit value of `insets`.
  init(_ insets: StackDirectionalEdgeInsets) {
    self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }
}
