import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardAvoidanceController + HostSnapshot

extension KeyboardAvoidanceController {
  /// Brings the inputs up to date from what the host found after a layout pass or a safe-area
  /// change; only the inputs that changed are set, so a host that calls it from inside an
  /// output does not loop.
  ///
  /// An inset edge or a bounce value that differs from the one last applied was assigned by
  /// the app and becomes the user's (``KeyboardSafeAreaAdjustment/userInsets(observed:applied:previousUser:)``);
  /// an interactive dismissal is in progress while the finger is down with an interactive
  /// dismiss mode; the placement is set next, and a tracked keyboard frame last
  /// (``keyboardDidMoveInteractively(toScreenFrame:)``).
  package func hostDidLayout(_ snapshot: KeyboardHostSnapshot) {
    if let observed = snapshot.additionalSafeAreaInsets {
      let user = KeyboardSafeAreaAdjustment.userInsets(
        observed: observed, applied: appliedAdditionalSafeAreaInsets, previousUser: userAdditionalSafeAreaInsets)
      if user != userAdditionalSafeAreaInsets { userAdditionalSafeAreaInsets = user }
    }
    if let mode = snapshot.keyboardDismissMode, mode != keyboardDismissMode { keyboardDismissMode = mode }
    if let bounce = snapshot.alwaysBounceVertical, bounce != alwaysBounceVertical { userAlwaysBounceVertical = bounce }
    if let isTracking = snapshot.isTracking {
      isInteractiveDismissalInProgress = keyboardDismissMode.isInteractive && isTracking
    }
    if snapshot.placement != placement { placement = snapshot.placement }
    if let tracked = snapshot.trackedKeyboardFrame { keyboardDidMoveInteractively(toScreenFrame: tracked) }
  }
}
