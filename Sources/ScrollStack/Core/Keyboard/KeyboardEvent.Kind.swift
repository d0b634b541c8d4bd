import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardEvent.Kind

extension KeyboardEvent {
  /// Which notification the event stands for.
  public enum Kind: String, Hashable, Sendable {
    /// The keyboard is about to appear (UIKit posts this again for every height change).
    case willShow
    /// The keyboard is about to leave. Its end frame is not needed and is ignored.
    case willHide
    /// The keyboard's frame is about to change.
    case willChangeFrame
    /// The keyboard's frame has changed.
    case didChangeFrame
  }
}
