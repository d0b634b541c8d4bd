import Foundation
import ScrollStackTestSupport

// MARK: - UIViewController + simulated appearance

extension UIViewController {
  /// Makes the controller appear without a window, as a container presenting it would: the
  /// begin and the end of the appearance transition (UIKit's manual forwarding calls).
  func simulateAppearance(animated: Bool = false) {
    beginAppearanceTransition(true, animated: animated)
    endAppearanceTransition()
  }

  /// Makes the controller disappear without a window (the manual forwarding calls).
  func simulateDisappearance(animated: Bool = false) {
    beginAppearanceTransition(false, animated: animated)
    endAppearanceTransition()
  }
}
