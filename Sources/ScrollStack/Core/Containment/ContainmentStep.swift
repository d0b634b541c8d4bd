// MARK: - ContainmentStep

/// One call a platform makes when a row's content joins or leaves a stack, in the order a
/// ``ContainmentPlan`` gives.
package enum ContainmentStep: Equatable, Sendable {
  /// The platform moves a view.
  case view(ViewMove)
  /// `addChild` on the stack's controller (which sends the child `willMove(toParent:)`).
  case addChild
  /// The appearance calls that start bringing the child to its container's state, before its
  /// view joins (``AppearanceForwardingContainer/childWillJoin(_:)``: `viewWillAppear`).
  case willJoinAppearance
  /// The appearance calls that finish it, after its view joined
  /// (``AppearanceForwardingContainer/childDidJoin(_:)``: `viewDidAppear`).
  case didJoinAppearance
  /// `didMove(toParent:)` with the stack's controller.
  case didMoveToParent
  /// `willMove(toParent: nil)`.
  case willMoveToNoParent
  /// The appearance calls that start taking the child to disappeared, before its view leaves
  /// (``AppearanceForwardingContainer/childWillLeave(_:)``: `viewWillDisappear`).
  case willLeaveAppearance
  /// The appearance calls that finish it, after its view left
  /// (``AppearanceForwardingContainer/childDidLeave(_:)``: `viewDidDisappear`).
  case didLeaveAppearance
  /// `removeFromParent()` (which sends the child `didMove(toParent: nil)`).
  case removeFromParent
}

// MARK: - ContainmentStep.ViewMove

extension ContainmentStep {
  /// A view the platform moves itself.
  package enum ViewMove: Equatable, Sendable {
    /// The row view goes into the stack, at the row's index.
    case insertRowView
    /// The content view goes into the row view.
    case insertContentView
    /// The content view leaves the row view.
    case removeContentView
    /// The row view leaves the stack.
    case removeRowView
  }
}
