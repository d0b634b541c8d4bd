import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardOverlap

/// How much of a host view a keyboard covers, and whether the keyboard is docked at all.
///
/// A pure function of the keyboard's state, the host's frame and the window's bounds, all in the
/// window's coordinates.
public struct KeyboardOverlap: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates an overlap from its parts; a negative or non-finite height becomes zero.
  public init(docking: Docking, height: CGFloat) {
    self.docking = docking
    self.height = height.isFinite ? Swift.max(0, height) : 0
  }

  // MARK: Public

  /// How far (in points) a keyboard frame may stop short of the window's bottom edge and still
  /// count as docked; absorbs rounding from coordinate conversion.
  public static let dockingTolerance: CGFloat = 1

  /// Where the keyboard is relative to the window.
  public let docking: Docking
  /// The height of the band at the bottom of the host that the keyboard covers: from the
  /// keyboard's top edge to the host's bottom edge. Zero unless the keyboard is docked and
  /// intersects the host; never more than the host's height.
  public let height: CGFloat

  /// Whether a keyboard is on screen, docked or not.
  public var isKeyboardVisible: Bool { docking != .hidden }

  /// No keyboard, no overlap.
  public static let none = KeyboardOverlap(docking: .hidden, height: 0)

  /// Measures how much of `hostFrame` the keyboard covers.
  ///
  /// - Parameters:
  ///   - keyboard: the validated keyboard state.
  ///   - hostFrame: the host view's frame in window coordinates.
  ///   - windowBounds: the window's bounds; a keyboard must reach their bottom edge to be docked.
  /// A host covering only part of the window may overlap the keyboard partly or not at all; a
  /// host that extends below the window's bottom still needs the full band above the
  /// keyboard's top edge, so the overlap is measured to the host's bottom edge.
  public static func measure(keyboard: KeyboardState, hostFrame: CGRect, windowBounds: CGRect) -> KeyboardOverlap {
    guard let frame = keyboard.frame else { return .none }
    if frame.size.width <= 0 || frame.size.height <= 0 {
      return KeyboardOverlap(docking: .undocked, height: 0)
    }
    let onScreen =
      frame.minX < windowBounds.maxX && frame.maxX > windowBounds.minX && frame.minY < windowBounds.maxY
      && frame.maxY > windowBounds.minY
    guard onScreen else { return .none }
    guard frame.maxY >= windowBounds.maxY - dockingTolerance else {
      return KeyboardOverlap(docking: .undocked, height: 0)
    }
    let overlapsHorizontally = frame.minX < hostFrame.maxX && frame.maxX > hostFrame.minX
    let top = Swift.max(hostFrame.minY, frame.minY)
    let bottom = Swift.min(hostFrame.maxY, frame.maxY)
    guard overlapsHorizontally, bottom > top else { return KeyboardOverlap(docking: .docked, height: 0) }
    return KeyboardOverlap(docking: .docked, height: hostFrame.maxY - top)
  }
}
