#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackController + AloeStackView compatibility

// AloeStackView's name for the controller's stack, so that a subclass of
// `AloeStackViewController` compiles as a subclass of `ScrollStackController`.
extension ScrollStackController {
  /// The stack this controller shows (its `view`); AloeStackView's name for ``scrollStack``.
  public var stackView: ScrollStack { scrollStack }
}
