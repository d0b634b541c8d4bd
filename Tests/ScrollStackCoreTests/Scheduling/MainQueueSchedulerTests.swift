import Foundation
import Testing

@testable import ScrollStackCore

/// The scheduler the UIKit host runs animations and keyboard timers on.
@Suite @MainActor struct MainQueueSchedulerTests {
  @Test func mainQueueSchedulerRunsAfterTheDelayUnlessCancelled() async {
    let scheduler = MainQueueScheduler()
    let start = scheduler.now
    var cancelledRan = false
    let cancelled = scheduler.schedule(after: 0.01) { cancelledRan = true }
    cancelled.cancel()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      scheduler.schedule(after: 0.02) { continuation.resume() }
    }
    #expect(scheduler.now - start >= 0.02)
    #expect(!cancelledRan)
    #expect(cancelled.isCancelled)
  }
}
