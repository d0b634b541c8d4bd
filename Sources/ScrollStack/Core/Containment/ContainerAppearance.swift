// MARK: - ContainerAppearance

/// Where a view controller is in its appearance cycle, the one appearance model:
/// the state machine UIKit's `beginAppearanceTransition(_:animated:)` and
/// `endAppearanceTransition()` follow, and the calls that bring a child from one state to
/// another with every `viewWillAppear`/`viewWillDisappear` matched by its `did` call.
///
/// A container that forwards appearance itself (`shouldAutomaticallyForwardAppearanceMethods`
/// is `false`) keeps one of these per child in an ``AppearanceForwarder``.
package enum ContainerAppearance: Equatable, Sendable, CaseIterable {
  /// Not on screen (the initial state, and after `viewDidDisappear`).
  case disappeared
  /// Between `viewWillAppear` and `viewDidAppear`.
  case appearing
  /// Between `viewDidAppear` and `viewWillDisappear`.
  case appeared
  /// Between `viewWillDisappear` and `viewDidDisappear`.
  case disappearing

  // MARK: Package

  /// Whether the controller is between `viewWillAppear`/`viewWillDisappear` and its `did` call.
  package var isInTransition: Bool { self == .appearing || self == .disappearing }

  /// The state `step` leads to and the method the controller hears, or `nil` when the step does
  /// nothing, as in UIKit: appearing begins from `disappeared` or `disappearing` (a cancelled
  /// disappearance), disappearing from `appeared` or `appearing`; an end finishes the transition
  /// under way and does nothing without one.
  package func applying(_ step: Step) -> (state: ContainerAppearance, callback: Callback)? {
    switch (self, step) {
    case (.disappeared, .begin(true)), (.disappearing, .begin(true)): return (.appearing, .willAppear)
    case (.appeared, .begin(false)), (.appearing, .begin(false)): return (.disappearing, .willDisappear)
    case (.appearing, .end): return (.appeared, .didAppear)
    case (.disappearing, .end): return (.disappeared, .didDisappear)
    default: return nil
    }
  }

  /// The calls that take a child in state `child` along to `target` (its container's state),
  /// each one a call UIKit acts on, every begin the child hears matched by an end:
  /// - a transition under way towards `target`'s side is finished (`appearing` → `appeared`);
  /// - a transition under way the other way is turned back, as UIKit does when an interactive
  ///   transition is cancelled: a disappearing child asked to appear hears `viewWillAppear` (then
  ///   `viewDidAppear` when its container ends), never a `viewDidDisappear` that did not happen;
  /// - a child leaving (`target` `disappeared`) while it appears finishes appearing first, then
  ///   disappears: it hears every call once;
  /// - a child brought to `appearing` is left begun (its container's end finishes it);
  /// - a child never enters a transition it is already past: a disappeared child stays so while
  ///   its container disappears, an appeared one while its container appears.
  package static func steps(from child: ContainerAppearance, to target: ContainerAppearance) -> [Step] {
    guard child != target else { return [] }
    switch (child, target) {
    case (.appearing, .appeared), (.disappearing, .disappeared): return [.end]
    case (.appearing, .disappearing): return [.begin(isAppearing: false)]
    case (.appearing, .disappeared): return [.end, .begin(isAppearing: false), .end]
    case (.disappearing, .appearing): return [.begin(isAppearing: true)]
    case (.disappearing, .appeared): return [.begin(isAppearing: true), .end]
    default: break
    }
    switch (child, target) {
    case (.disappeared, .appearing): return [.begin(isAppearing: true)]
    case (.disappeared, .appeared): return [.begin(isAppearing: true), .end]
    case (.appeared, .disappearing): return [.begin(isAppearing: false)]
    case (.appeared, .disappeared): return [.begin(isAppearing: false), .end]
    default: return []
    }
  }

  /// The calls a child added now needs to reach its parent's state. While the parent appears,
  /// the child only begins: the parent's `viewDidAppear` ends it with the others.
  package var stepsForAddedChild: [Step] { Self.steps(from: .disappeared, to: self) }

  /// The calls a child in this state needs to end up disappeared, every begin matched by an end.
  package var stepsForRemovedChild: [Step] { Self.steps(from: self, to: .disappeared) }

  /// The state a controller in this state reaches after `steps` (the steps that do nothing
  /// leave it as it is).
  package func after(_ steps: [Step]) -> ContainerAppearance {
    steps.reduce(self) { state, step in state.applying(step)?.state ?? state }
  }
}

// MARK: - ContainerAppearance.Step

extension ContainerAppearance {
  /// One appearance call on a controller.
  package enum Step: Equatable, Sendable {
    /// `beginAppearanceTransition(isAppearing, animated:)`.
    case begin(isAppearing: Bool)
    /// `endAppearanceTransition()`.
    case end
  }
}

// MARK: - ContainerAppearance.Callback

extension ContainerAppearance {
  /// The appearance method a controller hears when a ``Step`` changes its state.
  package enum Callback: Equatable, Sendable {
    /// `viewWillAppear(_:)`.
    case willAppear
    /// `viewDidAppear(_:)`.
    case didAppear
    /// `viewWillDisappear(_:)`.
    case willDisappear
    /// `viewDidDisappear(_:)`.
    case didDisappear
  }
}
