import Foundation
import Testing

@testable import ScrollStackCore

/// `AnimatedScrollLifecycle`: when a host reports an animated scroll. A host that sets the target
/// at the start of its animation (UIKit) and one that sets it when the time is up (headless)
/// report the same things in the same order. No host: two small doubles play them.
@Suite @MainActor struct AnimatedScrollLifecycleReportTests {
  /// A scroll view as the lifecycle sees it: an offset, a log of what it reports, and whether it
  /// writes the target at the start (UIKit's `UIView.animate`) or at the end.
  @MainActor final class FakeScrollView {
    let lifecycle = AnimatedScrollLifecycle()
    let setsTargetAtStart: Bool
    var offset = CGPoint.zero
    var log: [String] = []
    private var lastReported = CGPoint.zero

    init(setsTargetAtStart: Bool) {
      self.setsTargetAtStart = setsTargetAtStart
    }

    var geometry: ScrollViewGeometry {
      ScrollViewGeometry(
        viewportSize: CGSize(width: 100, height: 100), contentOffset: offset,
        contentSize: CGSize(width: 100, height: 1000))
    }

    func set(_ newOffset: CGPoint) {
      offset = newOffset
      reportIfNeeded()
    }

    func reportIfNeeded() {
      guard offset != lastReported, lifecycle.reportsOffset(offset) else { return }
      lastReported = offset
      log.append("scroll \(Int(offset.y))")
    }

    func animate(to target: CGPoint) -> AnimatedScrollLifecycle.Ticket {
      let ticket = lifecycle.begin(to: target) { [unowned self] in self.log.append("end") }
      if setsTargetAtStart { set(target) }
      return ticket
    }

    func timeIsUp(_ ticket: AnimatedScrollLifecycle.Ticket) {
      lifecycle.land(ticket, in: geometry) { target in
        if offset != target { offset = target }
        reportIfNeeded()
      }
    }
  }

  @Test func bothHostsReportTheScrollWhenItLandsThenItsEnd() {
    for startsAtTarget in [true, false] {
      let view = FakeScrollView(setsTargetAtStart: startsAtTarget)
      let ticket = view.animate(to: CGPoint(x: 0, y: 300))
      #expect(view.log.isEmpty, "nothing is reported at the start (target set at start: \(startsAtTarget))")
      view.timeIsUp(ticket)
      #expect(view.log == ["scroll 300", "end"])
    }
  }

  @Test func aNewerOffsetIsReportedAtOnceAndEndsTheRunningScrollWithoutLanding() {
    for startsAtTarget in [true, false] {
      let view = FakeScrollView(setsTargetAtStart: startsAtTarget)
      let ticket = view.animate(to: CGPoint(x: 0, y: 300))
      view.lifecycle.cancel()
      view.set(CGPoint(x: 0, y: 120))
      view.timeIsUp(ticket)
      #expect(view.log == ["end", "scroll 120"])
    }
  }

  @Test func onlyTheRunningTargetIsHeldBack() {
    let lifecycle = AnimatedScrollLifecycle()
    #expect(lifecycle.reportsOffset(CGPoint(x: 0, y: 300)))
    _ = lifecycle.begin(to: CGPoint(x: 0, y: 300)) {}
    #expect(!lifecycle.reportsOffset(CGPoint(x: 0, y: 300)))
    #expect(lifecycle.reportsOffset(CGPoint(x: 0, y: 299)))
    lifecycle.cancel()
    #expect(lifecycle.reportsOffset(CGPoint(x: 0, y: 300)))
  }
}
