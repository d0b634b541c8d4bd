import Foundation
import Testing

@testable import ScrollStackCore

@Suite @MainActor struct StackEventQueueTests {
  private let queue = StackEventQueue<String>()
  private let log = Log()

  /// What the receiver saw, in order.
  @MainActor final class Log {
    var lines: [String] = []
  }

  private func deliverAll(_ receive: ((String) -> Void)? = nil) {
    queue.deliver(recheck: { $0 }) { [log] event in
      log.lines.append(event)
      receive?(event)
    }
  }

  /// Queues "a" and "b", then delivers them, running `onA` when "a" is delivered.
  private func deliverAB(onA: @escaping () -> Void) {
    queue.enqueue("a")
    queue.enqueue("b")
    deliverAll { event in
      if event == "a" { onA() }
    }
  }

  @Test func eventsAreDeliveredInTheOrderTheyWereQueued() {
    queue.enqueue("a")
    queue.enqueue("b")
    queue.enqueue("c")
    deliverAll()
    #expect(log.lines == ["a", "b", "c"])
    #expect(queue.isEmpty)
  }

  @Test func aCompletionOutsideADeliveryRunsAtOnce() {
    queue.enqueue("a")
    queue.complete { [log] in log.lines.append("done") }
    #expect(log.lines == ["done"])
  }

  @Test func eventsQueuedDuringADeliveryComeAfterTheCurrentOnesNotInBetween() {
    deliverAB { [queue] in queue.enqueue("from a") }
    #expect(log.lines == ["a", "b", "from a"])
    #expect(queue.isEmpty)
  }

  @Test func aNestedDeliveryReturnsAndTheOuterOneDeliversItsEvents() {
    deliverAB { [queue, log] in
      queue.enqueue("nested")
      queue.deliver(recheck: { $0 }) { log.lines.append("inner \($0)") }
    }
    #expect(log.lines == ["a", "b", "nested"])
  }

  @Test func aCompletionDuringADeliveryWaitsBehindTheEventsQueuedBeforeIt() {
    deliverAB { [queue, log] in
      queue.enqueue("own")
      queue.complete { log.lines.append("completion") }
      queue.enqueue("later")
    }
    #expect(log.lines == ["a", "b", "own", "completion", "later"])
  }

  @Test func aDeferredCompletionFiringDuringADeliveryWaitsItsTurn() {
    let completion = queue.deferring { [log] in log.lines.append("completion") }
    deliverAB { completion() }
    #expect(log.lines == ["a", "b", "completion"])
  }

  @Test func aDeferredCompletionRunsAtOnceWhenItsQueueIsGone() {
    var queue: StackEventQueue<String>? = StackEventQueue()
    let completion = queue?.deferring { [log] in log.lines.append("completion") }
    queue = nil
    completion?()
    #expect(log.lines == ["completion"])
  }

  @Test func theRecheckHookRewritesOrDropsStaleEvents() {
    queue.enqueue("keep")
    queue.enqueue("stale")
    queue.enqueue("drop")
    queue.deliver(
      recheck: { event in
        switch event {
        case "stale": return "fresh"
        case "drop": return nil
        default: return event
        }
      }
    ) { [log] in log.lines.append($0) }
    #expect(log.lines == ["keep", "fresh"])
  }

  @Test func theRecheckSeesWhatReceiversChangedSinceTheEventWasQueued() {
    var current = "before"
    queue.enqueue("first")
    queue.enqueue("state")
    queue.deliver(recheck: { $0 == "state" ? current : $0 }) { [log] event in
      log.lines.append(event)
      if event == "first" { current = "after" }
    }
    #expect(log.lines == ["first", "after"])
  }

  @Test func aQueueIsReusableAfterADelivery() {
    queue.enqueue("a")
    deliverAll()
    queue.enqueue("b")
    deliverAll()
    #expect(log.lines == ["a", "b"])
    #expect(!queue.isDelivering)
  }
}
