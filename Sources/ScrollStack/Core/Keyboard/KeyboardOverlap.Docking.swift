import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardOverlap.Docking

extension KeyboardOverlap {
  /// Where the keyboard is relative to the window.
  public enum Docking: String, Hashable, Sendable {
    /// No keyboard, or a keyboard frame entirely outside the window (animated away).
    case hidden
    /// A keyboard resting on the bottom edge of the window: the full keyboard, or the short
    /// shortcut bar shown when a hardware keyboard is attached.
    case docked
    /// A keyboard that does not reach the bottom of the window — undocked, split or floating on
    /// iPad — or one reported with an empty frame (iPadOS posts a zero frame for a floating
    /// keyboard). It covers no fixed band of the host, so it causes no inset.
    case undocked
  }
}
