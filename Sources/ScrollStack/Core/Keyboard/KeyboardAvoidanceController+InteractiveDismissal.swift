import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardAvoidanceController + InteractiveDismissal

extension KeyboardAvoidanceController {
  /// The keyboard is at `screenFrame` (screen coordinates) while the user drags it down: during an
  /// interactive dismissal the inset follows it at once, without animation, so that the content
  /// stays on the keyboard's top edge instead of leaving a keyboard-high gap until the finger
  /// lifts (UIKit posts no notification meanwhile).
  ///
  /// Ignored unless ``isInteractiveDismissalInProgress`` and a keyboard is up, and during a size
  /// transition. An unusable frame is reported and ignored. The notification UIKit posts when the
  /// finger lifts (a hide, or a show back in place) is applied as any other.
  package func keyboardDidMoveInteractively(toScreenFrame screenFrame: CGRect) {
    guard isInteractiveDismissalInProgress, keyboardState != .hidden, !isSizeTransitionInProgress else { return }
    if let problem = KeyboardInputValidation.problem(with: screenFrame) {
      report(
        .invalidKeyboardInput, "interactive keyboard dismissal",
        "Tracked keyboard frame \(screenFrame.compactText) \(problem); ignored.")
      return
    }
    applyTrackedKeyboard(.shown(frame: screenFrame))
  }
}
