@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStack + FollowingContent

extension ScrollStack {
  /// Measures again the row of `container`, a row's controller whose preferred or fitting size
  /// changed (its stack controller heard it), in the next layout pass, or at once, animated,
  /// inside an animation block. Nothing for a container that is no row's controller here.
  func contentOfChildMayHaveResized(_ container: any UIContentContainer) {
    guard let controller = container as? UIViewController, let row = rowForController(controller) else { return }
    row.measuredLength = nil
    engine.rowContentMayHaveResized(row, animated: UIView.inheritedAnimationDuration > 0)
  }
}
