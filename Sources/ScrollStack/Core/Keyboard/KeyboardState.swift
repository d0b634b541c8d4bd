import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardState

/// What the keyboard is doing, once an event has been validated.
public enum KeyboardState: Equatable, Sendable {
  /// No keyboard is up.
  case hidden
  /// A keyboard is up with this frame in window coordinates (possibly empty: floating).
  case shown(frame: CGRect)

  // MARK: Public

  /// The keyboard's frame, or `nil` when hidden.
  public var frame: CGRect? {
    switch self {
    case .hidden: return nil
    case .shown(let frame): return frame
    }
  }
}
