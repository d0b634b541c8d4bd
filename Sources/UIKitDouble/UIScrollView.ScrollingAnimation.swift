// The animated scroll of setContentOffset(_:animated:) (no UIKit API of its own).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - UIScrollView.ScrollingAnimation

extension UIScrollView {
  /// One animated scroll: steps on the `DoubleClock`, one each 1/60 s, from where it started to
  /// its target along an ease-in-out curve.
  @MainActor
  final class ScrollingAnimation {
    // MARK: Lifecycle

    init(from start: CGPoint, to target: CGPoint, at startTime: TimeInterval) {
      self.start = start
      self.target = target
      self.startTime = startTime
    }

    // MARK: Internal

    /// How long an animated scroll takes, in seconds.
    static let duration: TimeInterval = 0.3
    /// How many steps it moves in (one each 1/60 s).
    static let stepCount = 18

    let start: CGPoint
    let target: CGPoint
    /// The clock time the scroll started at.
    let startTime: TimeInterval
    /// The step about to run, 1 to ``stepCount``.
    var nextStep = 1
    /// The clock action of the next step.
    var pendingStep: DoubleClock.Token?

    /// The clock time of `step`: the last exactly ``duration`` after the start.
    func time(ofStep step: Int) -> TimeInterval {
      guard step < Self.stepCount else { return startTime + Self.duration }
      return startTime + Self.duration * TimeInterval(step) / TimeInterval(Self.stepCount)
    }

    /// The offset after `step` of ``stepCount``; the target exactly after the last.
    func offset(afterStep step: Int) -> CGPoint {
      guard step < Self.stepCount else { return target }
      let fraction = Self.progress(atTime: CGFloat(step) / CGFloat(Self.stepCount))
      return CGPoint(x: start.x + (target.x - start.x) * fraction, y: start.y + (target.y - start.y) * fraction)
    }

    /// How far the scroll is (0 to 1) at `time` (0 to 1) of its duration: smoothstep,
    /// `3t² − 2t³`, slow at both ends as UIKit's ease-in-out (an approximation: UIKit's curve is
    /// not documented).
    static func progress(atTime time: CGFloat) -> CGFloat {
      let t = min(max(time, 0), 1)
      return t * t * (3 - 2 * t)
    }
  }

  // MARK: Animation control

  /// Starts an animated scroll to `target`, stopping the one under way (which never ends).
  func startScrollingAnimation(to target: CGPoint) {
    stopScrollingAnimation()
    guard target != contentOffset else { return }
    let animation = ScrollingAnimation(from: contentOffset, to: target, at: DoubleClock.main.now)
    scrollingAnimation = animation
    scheduleStep(of: animation)
  }

  /// Stops the animated scroll under way where it is; its end is never sent.
  func stopScrollingAnimation() {
    scrollingAnimation?.pendingStep?.cancel()
    scrollingAnimation = nil
  }

  private func scheduleStep(of animation: ScrollingAnimation) {
    let time = animation.time(ofStep: animation.nextStep)
    animation.pendingStep = DoubleClock.main.schedule(at: time) { [weak self, weak animation] in
      guard let self, let animation, self.scrollingAnimation === animation else { return }
      self.runStep(of: animation)
    }
  }

  private func runStep(of animation: ScrollingAnimation) {
    let step = animation.nextStep
    animation.nextStep += 1
    isApplyingAnimationStep = true
    contentOffset = animation.offset(afterStep: step)
    isApplyingAnimationStep = false
    // A `scrollViewDidScroll` may have started another scroll, or stopped this one.
    guard scrollingAnimation === animation else { return }
    if step < ScrollingAnimation.stepCount {
      scheduleStep(of: animation)
      return
    }
    scrollingAnimation = nil
    delegate?.scrollViewDidEndScrollingAnimation(self)
  }
}
