import ScrollStackUIKitDouble
import Testing

@Suite(.serialized) @MainActor struct AnimationTests {
  @Test(
    "The animations block runs at once with the inherited duration; the completion after delay + duration — UIView.animate(withDuration:delay:options:animations:completion:)"
  )
  func animateRunsBlockNowCompletionLater() {
    DoubleDevice.reset()
    let view = UIView()
    var durationInside: TimeInterval = -1
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 0.3, delay: 0.1, options: [],
      animations: {
        durationInside = UIView.inheritedAnimationDuration
        view.alpha = 0
      }, completion: { finished.append($0) })
    #expect(durationInside == 0.3)
    #expect(view.alpha == 0)
    #expect(UIView.inheritedAnimationDuration == 0)
    #expect(finished.isEmpty)
    DoubleClock.main.advance(by: 0.39)
    #expect(finished.isEmpty)
    DoubleClock.main.advance(by: 0.01)
    #expect(finished == [true])
  }

  @Test(
    "A zero duration still completes on the clock, not inside the call — UIView.animate(withDuration:animations:completion:)"
  )
  func zeroDuration() {
    DoubleDevice.reset()
    var finished: [Bool] = []
    UIView.animate(withDuration: 0, animations: {}, completion: { finished.append($0) })
    #expect(finished.isEmpty)
    DoubleClock.main.advance(by: 0)
    #expect(finished == [true])
  }

  @Test(
    "The spring variant behaves alike — UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)"
  )
  func spring() {
    DoubleDevice.reset()
    var durationInside: TimeInterval = -1
    var finished = false
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
      animations: { durationInside = UIView.inheritedAnimationDuration }, completion: { finished = $0 })
    #expect(durationInside == 0.5)
    DoubleClock.main.runUntilIdle()
    #expect(finished)
    #expect(DoubleClock.main.now == 0.5)
  }

  @Test("performWithoutAnimation turns the inherited duration to 0 — UIView.performWithoutAnimation(_:)")
  func withoutAnimation() {
    DoubleDevice.reset()
    var inside: TimeInterval = -1
    var nested: TimeInterval = -1
    UIView.animate(withDuration: 0.3) {
      UIView.performWithoutAnimation {
        inside = UIView.inheritedAnimationDuration
        UIView.animate(withDuration: 0.2) { nested = UIView.inheritedAnimationDuration }
      }
    }
    #expect(inside == 0)
    #expect(nested == 0)
    #expect(UIView.areAnimationsEnabled)
  }
}
