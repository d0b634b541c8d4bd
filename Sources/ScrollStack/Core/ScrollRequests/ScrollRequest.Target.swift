import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ScrollRequest.Target

extension ScrollRequest {
  /// What a request shows.
  package enum Target {
    /// A target that resolves itself when the request fires.
    case target(ScrollRequestTarget)
    /// The platform's first responder, asked for when the request fires.
    case firstResponder
  }
}
