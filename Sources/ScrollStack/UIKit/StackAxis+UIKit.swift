@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - StackAxis + UIKit

extension StackAxis {
  /// The portable value of `axis`. Comparisons, not a `switch`: an imported `NS_ENUM` may hold
  /// values it has no case for.
  init(_ axis: NSLayoutConstraint.Axis) {
    self = axis == .horizontal ? .horizontal : .vertical
  }

  /// The UIKit value of this axis.
  var layoutAxis: NSLayoutConstraint.Axis {
    self == .horizontal ? .horizontal : .vertical
  }
}
