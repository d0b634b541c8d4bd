import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollRequest.Outcome

extension ScrollRequest {
  /// What performing a request does.
  package enum Outcome: Equatable {
    /// Move the content offset here (already clamped to the legal range).
    case scroll(to: CGPoint)
    /// The target is visible already, or there is no first responder: nothing to do.
    case none
    /// The target is unusable; report this and leave the offset alone.
    case rejected(StackDiagnostic)
  }
}
