import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardInputValidation

/// Turns raw keyboard and host input into values the keyboard math can trust.
///
/// Nothing here throws or traps: unusable input becomes `nil` plus a diagnostic of kind
/// ``StackDiagnostic/Kind/invalidKeyboardInput``.
enum KeyboardInputValidation {
  // MARK: Internal

  /// Coordinates or lengths larger than this (in points) are taken as garbage; no screen is
  /// a hundred thousand points across.
  static let maximumMagnitude: CGFloat = 100_000

  /// Validates `event`. A hide is always usable (its frame is not needed); any other event
  /// without a usable end frame is ignored.
  static func validate(_ event: KeyboardEvent, operation: String) -> EventResult {
    var diagnostics: [StackDiagnostic] = []
    let duration = event.animationDuration
    if !duration.isFinite || duration < 0 {
      diagnostics.append(
        StackDiagnostic(
          kind: .invalidKeyboardInput, operation: operation,
          message: "Animation duration \(duration) is not a finite, non-negative number; using 0."))
    }
    let animation = KeyboardAnimation(duration: duration, curve: event.animationCurve)
    if event.kind == .willHide {
      return EventResult(state: .hidden, animation: animation, diagnostics: diagnostics)
    }
    guard let frame = event.endFrame else {
      diagnostics.append(
        StackDiagnostic(
          kind: .invalidKeyboardInput, operation: operation,
          message: "A \(event.kind.rawValue) event has no end frame; the event is ignored."))
      return EventResult(state: nil, animation: animation, diagnostics: diagnostics)
    }
    if let problem = problem(with: frame) {
      diagnostics.append(
        StackDiagnostic(
          kind: .invalidKeyboardInput, operation: operation,
          message: "Keyboard end frame \(frame.compactText) \(problem); the event is ignored."))
      return EventResult(state: nil, animation: animation, diagnostics: diagnostics)
    }
    return EventResult(state: .shown(frame: frame), animation: animation, diagnostics: diagnostics)
  }

  /// Why `rect` is unusable as a frame, or `nil` when it is usable.
  static func problem(with rect: CGRect) -> String? {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    if values.contains(where: { !$0.isFinite }) { return "is not finite" }
    if rect.size.width < 0 || rect.size.height < 0 { return "has a negative size" }
    if values.contains(where: { Swift.abs($0) > maximumMagnitude }) { return "is implausibly large" }
    return nil
  }

  /// `placement` with unusable values removed, and what was wrong with it.
  static func validate(
    _ placement: KeyboardHostPlacement, operation: String
  ) -> (placement: KeyboardHostPlacement, diagnostics: [StackDiagnostic]) {
    var result = placement
    var diagnostics: [StackDiagnostic] = []
    if let frame = placement.frameInWindow, let problem = problem(with: frame) {
      result.frameInWindow = nil
      diagnostics.append(
        StackDiagnostic(
          kind: .invalidKeyboardInput, operation: operation,
          message: "Host frame \(frame.compactText) \(problem); treating the host as outside any window."))
    }
    if let bounds = placement.windowBounds, let problem = problem(with: bounds) {
      result.windowBounds = nil
      diagnostics.append(
        StackDiagnostic(
          kind: .invalidKeyboardInput, operation: operation,
          message: "Window bounds \(bounds.compactText) \(problem); treating the host as outside any window."))
    }
    let origin = placement.windowOriginInScreen
    if let problem = problem(with: CGRect(origin: origin, size: .zero)) {
      result.windowOriginInScreen = .zero
      diagnostics.append(
        StackDiagnostic(
          kind: .invalidKeyboardInput, operation: operation,
          message: "Window origin in screen (\(origin.x), \(origin.y)) \(problem); using the screen's origin."))
    }
    let bottom = placement.inheritedSafeAreaBottom
    if !bottom.isFinite || bottom < 0 || bottom > maximumMagnitude {
      result.inheritedSafeAreaBottom = 0
      diagnostics.append(
        StackDiagnostic(
          kind: .invalidKeyboardInput, operation: operation,
          message: "Inherited safe-area bottom \(bottom) is unusable; using 0."))
    }
    return (result, diagnostics)
  }
}
