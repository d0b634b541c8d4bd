/// The coordinator `DoubleDevice.rotate(_:to:duration:)` passes to
/// `viewWillTransition(to:with:)`: the alongside animations run inside the rotation's animation
/// block, after the window took its new size and was laid out; the completions run on the clock
/// when the rotation ends. Never interactive, never cancelled.
@MainActor package final class DoubleTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  /// The blocks to run in the animation block.
  private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// The blocks to run when the transition ends.
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  /// Made by the rotation driver.
  override package init() { super.init() }

  /// `false`: the double's transitions are never interactive.
  package var isInteractive: Bool { false }

  /// `false`: the double's transitions are never cancelled.
  package var isCancelled: Bool { false }

  /// Keeps `animation` for the animation block and `completion` for the end; returns `true`.
  @discardableResult
  package func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the alongside animations (in the transition's animation block).
  func runAlongsideAnimations() {
    let blocks = alongside
    alongside = []
    for block in blocks { block(self) }
  }

  /// Runs the completions (when the transition ends).
  func runCompletions() {
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
  }
}
