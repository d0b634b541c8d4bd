import Foundation
import Testing

@testable import ScrollStackCore

/// The animated-scroll lifecycle with no host: every scroll ends once.
@Suite @MainActor struct AnimatedScrollLifecycleTests {
  @Test func everyScrollEndsOnceEvenWhenAnEndStartsAnother() {
    let lifecycle = AnimatedScrollLifecycle()
    var ends: [String] = []
    var restarted: AnimatedScrollLifecycle.Ticket?
    let first = lifecycle.begin(to: CGPoint(x: 0, y: 10)) {
      ends.append("first")
      restarted = lifecycle.begin(to: CGPoint(x: 0, y: 20)) { ends.append("restarted") }
    }
    let last = lifecycle.begin(to: CGPoint(x: 0, y: 30)) { ends.append("last") }
    var applied: [CGPoint] = []
    let geometry = ScrollViewGeometry(
      viewportSize: CGSize(width: 10, height: 10), contentSize: CGSize(width: 10, height: 25))

    lifecycle.land(first, in: geometry) { applied.append($0) }
    if let restarted { lifecycle.land(restarted, in: geometry) { applied.append($0) } }
    lifecycle.land(last, in: geometry) { applied.append($0) }
    lifecycle.land(last, in: geometry) { applied.append($0) }

    #expect(ends == ["first", "restarted", "last"])
    #expect(applied == [CGPoint(x: 0, y: 15)])
    #expect(!lifecycle.isRunning)
  }
}
