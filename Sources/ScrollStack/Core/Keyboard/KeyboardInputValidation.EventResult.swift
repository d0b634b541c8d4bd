import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardInputValidation.EventResult

extension KeyboardInputValidation {
  /// The result of validating one event.
  struct EventResult {
    // MARK: Internal

    /// The keyboard state the event describes, or `nil` when the event must be ignored.
    var state: KeyboardState?
    /// The animation the event asks for, with a usable duration.
    var animation: KeyboardAnimation
    /// What was wrong with the event.
    var diagnostics: [StackDiagnostic]
  }
}
