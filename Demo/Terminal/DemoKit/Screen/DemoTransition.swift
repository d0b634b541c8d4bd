import Foundation

// MARK: - DemoTransition

/// A change of the screen seen as an animation: the picture before, the picture after, and
/// how long the library animates between them.
public struct DemoTransition: Equatable, Sendable {
  // MARK: Public

  /// The frame before the action.
  public var start: DemoFrame
  /// The frame right after the action (the library's model is already there).
  public var end: DemoFrame
  /// The animation's length in seconds; zero for an instant change.
  public var duration: TimeInterval
  /// Whether the model itself keeps changing during the animation (the keyboard core acts after
  /// its filter), so frames show the live model instead of interpolating from start to end.
  public var isLive: Bool
}
