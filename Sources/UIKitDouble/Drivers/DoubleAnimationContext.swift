/// The state of block animations: the duration of the block being run and whether animations are
/// on. `UIView`'s animation class members read and write it.
@MainActor enum DoubleAnimationContext {
  /// `UIView.inheritedAnimationDuration`.
  static var inheritedDuration: TimeInterval = 0

  /// `UIView.areAnimationsEnabled`.
  static var animationsEnabled = true

  /// Runs `animations` now with the inherited duration `duration` (0 with animations off), and
  /// schedules `completion(true)` on the clock `delay + duration` seconds from now.
  static func run(
    duration: TimeInterval, delay: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let previous = inheritedDuration
    inheritedDuration = animationsEnabled ? max(0, duration) : 0
    animations()
    inheritedDuration = previous
    DoubleClock.main.schedule(after: max(0, delay) + max(0, duration)) { completion?(true) }
  }

  /// Runs `actions` as inside an animation block of `duration` (no completion): UIKit posts the
  /// keyboard's "will" notifications from inside its animation block.
  static func inAnimationBlock(duration: TimeInterval, _ actions: () -> Void) {
    let previous = inheritedDuration
    inheritedDuration = animationsEnabled ? max(0, duration) : 0
    actions()
    inheritedDuration = previous
  }

  /// Runs `actions` with animations off and no inherited duration.
  static func withoutAnimation(_ actions: () -> Void) {
    let previous = (inheritedDuration, animationsEnabled)
    inheritedDuration = 0
    animationsEnabled = false
    actions()
    (inheritedDuration, animationsEnabled) = previous
  }

  /// Back to no animation block and animations on (tests).
  static func reset() {
    inheritedDuration = 0
    animationsEnabled = true
  }
}
