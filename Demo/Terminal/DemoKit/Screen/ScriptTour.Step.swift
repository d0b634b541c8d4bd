import Foundation

// MARK: - ScriptTour.Step

extension ScriptTour {
  /// One step: the action (none for the first picture) and the frames it produced.
  public struct Step {
    // MARK: Public

    /// A short name, also used for picture file names.
    public var name: String
    /// The action played, or `nil` for the initial picture.
    public var action: DemoAction?
    /// Every frame of the step, the in-between ones first; the last is the end state.
    public var frames: [DemoFrame]
    /// Whether the tour prints every frame of this step, not only the last.
    public var printsEveryFrame: Bool

    /// The step's end state.
    public var finalFrame: DemoFrame? { frames.last }
  }
}
