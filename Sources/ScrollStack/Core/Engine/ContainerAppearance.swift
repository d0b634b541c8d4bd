/// Where a container view controller is in its appearance cycle, and the calls a child that
/// joins or leaves it in the middle needs so that its own calls stay balanced.
///
/// A container that forwards appearance itself (`shouldAutomaticallyForwardAppearanceMethods`
/// is `false`) sends `beginAppearanceTransition`/`endAppearanceTransition` to its children from
/// its own appearance methods; a row controller added or removed between them gets the steps
/// below instead.
package enum ContainerAppearance: Equatable, Sendable {
  /// Not on screen (the initial state, and after `viewDidDisappear`).
  case disappeared
  /// Between `viewWillAppear` and `viewDidAppear`.
  case appearing
  /// Between `viewDidAppear` and `viewWillDisappear`.
  case appeared
  /// Between `viewWillDisappear` and `viewDidDisappear`.
  case disappearing

  /// One appearance call on a child.
  package enum Step: Equatable, Sendable {
    /// `beginAppearanceTransition(isAppearing, animated: false)`.
    case begin(isAppearing: Bool)
    /// `endAppearanceTransition()`.
    case end
  }

  /// The calls a child added now needs to reach its parent's state. While the parent appears,
  /// the child only begins: the parent's `viewDidAppear` ends it with the others.
  package var stepsForAddedChild: [Step] {
    switch self {
    case .disappeared, .disappearing: return []
    case .appearing: return [.begin(isAppearing: true)]
    case .appeared: return [.begin(isAppearing: true), .end]
    }
  }

  /// The calls a child removed now needs to end up disappeared, every begin matched by an end.
  package var stepsForRemovedChild: [Step] {
    switch self {
    case .disappeared: return []
    case .appearing: return [.end, .begin(isAppearing: false), .end]
    case .appeared: return [.begin(isAppearing: false), .end]
    case .disappearing: return [.end]
    }
  }
}
