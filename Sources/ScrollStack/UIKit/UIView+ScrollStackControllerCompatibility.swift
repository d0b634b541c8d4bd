#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - UIView + ScrollStackController compatibility

// ScrollStackController 1.7 made this helper public on every `UIView`; code written for it may
// call it. It is a migration aid only, deprecated from the start: this package adds nothing
// else to UIKit's types.
extension UIView {
  /// Runs `callback` in a 0.3-second animation, or at once when `animated` is `false`, then
  /// calls `completion` once — also when the animation did not finish (ScrollStackController
  /// called it only when it did). A migration aid for ScrollStackController code.
  @available(*, deprecated, message: "Use UIView.animate(withDuration:animations:completion:).")
  public static func execute(
    animated: Bool = true, _ callback: @escaping () -> Void, completion: (() -> Void)? = nil
  ) {
    guard animated else {
      callback()
      completion?()
      return
    }
    UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: callback) { _ in completion?() }
  }
}
