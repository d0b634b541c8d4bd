import Foundation
import Testing

@testable import ScrollStackCore

/// `AnimatedScrollLifecycle` with a scroll view that animates the offset itself (UIKit's
/// `setContentOffset(_:animated: true)`): every step is reported as it happens, the arrival lands
/// the scroll, a newer offset cancels it and a stop without arrival ends it where it is. No host:
/// a small double plays it.
@Suite @MainActor struct AnimatedScrollLifecycleReportTests {
  /// A scroll view as the lifecycle sees it: an offset, and a log of what it reports.
  @MainActor final class FakeScrollView {
    let lifecycle = AnimatedScrollLifecycle()
    var offset = CGPoint.zero
    var log: [String] = []

    var geometry: ScrollViewGeometry {
      ScrollViewGeometry(
        viewportSize: CGSize(width: 100, height: 100), contentOffset: offset,
        contentSize: CGSize(width: 100, height: 1000))
    }

    func set(_ newOffset: CGPoint) {
      guard newOffset != offset else { return }
      offset = newOffset
      log.append("scroll \(Int(offset.y))")
    }

    func animate(to target: CGPoint) -> AnimatedScrollLifecycle.Ticket {
      lifecycle.begin(to: target) { [unowned self] in self.log.append("end") }
    }

    func arrive(_ ticket: AnimatedScrollLifecycle.Ticket) {
      lifecycle.land(ticket, in: geometry) { set($0) }
    }
  }

  @Test func stepsAreReportedAsTheyHappenThenTheArrivalEndsTheScroll() {
    let view = FakeScrollView()
    let ticket = view.animate(to: CGPoint(x: 0, y: 300))
    #expect(view.lifecycle.ticket == ticket)
    view.set(CGPoint(x: 0, y: 100))
    view.set(CGPoint(x: 0, y: 300))
    view.arrive(ticket)
    view.arrive(ticket)
    #expect(view.log == ["scroll 100", "scroll 300", "end"])
    #expect(!view.lifecycle.isRunning)
    #expect(view.lifecycle.ticket == nil)
  }

  @Test func aTargetBeyondTheContentLandsClamped() {
    let view = FakeScrollView()
    let ticket = view.animate(to: CGPoint(x: 0, y: 5_000))
    view.set(CGPoint(x: 0, y: 5_000))
    view.arrive(ticket)
    #expect(view.log == ["scroll 5000", "scroll 900", "end"])
  }

  @Test func aNewerOffsetEndsTheRunningScrollWithoutLanding() {
    let view = FakeScrollView()
    let ticket = view.animate(to: CGPoint(x: 0, y: 300))
    view.set(CGPoint(x: 0, y: 50))
    view.lifecycle.cancel()
    view.set(CGPoint(x: 0, y: 120))
    view.arrive(ticket)
    view.lifecycle.end(ticket)
    #expect(view.log == ["scroll 50", "end", "scroll 120"])
  }

  @Test func aStopWithoutArrivalEndsTheScrollWhereItIsOnce() {
    let view = FakeScrollView()
    let first = view.animate(to: CGPoint(x: 0, y: 300))
    view.set(CGPoint(x: 0, y: 80))
    view.lifecycle.end(first)
    view.lifecycle.end(first)
    view.arrive(first)
    #expect(view.log == ["scroll 80", "end"])
    #expect(view.offset == CGPoint(x: 0, y: 80))

    // A stop of a superseded scroll does not end the one that runs.
    let second = view.animate(to: CGPoint(x: 0, y: 200))
    let third = view.animate(to: CGPoint(x: 0, y: 400))
    view.lifecycle.end(second)
    #expect(view.lifecycle.ticket == third)
    #expect(view.log == ["scroll 80", "end", "end"])
  }
}
