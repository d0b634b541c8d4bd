import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardAvoidanceController.PendingWork

extension KeyboardAvoidanceController {
  /// Work held by the filter until it delivers.
  struct PendingWork {
    // MARK: Internal

    var keyboard: KeyboardState?
    /// The screen `keyboard` is on, when its event said.
    var keyboardScreenID: ObjectIdentifier?
    var animation: KeyboardAnimation?
    var suppressesAnimation = false
    var scrollRequest: ScrollRequest?
  }
}
