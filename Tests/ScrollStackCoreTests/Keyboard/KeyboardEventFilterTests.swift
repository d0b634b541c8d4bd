import Foundation
import Testing

@testable import ScrollStackCore

@Suite struct KeyboardEventFilterTests {
  @Test func eachNewWorkRestartsTheTimerAndOnlyTheLatestTimerDelivers() {
    var filter = KeyboardEventFilter()
    #expect(filter.handle(.work(immediate: false)) == [.startTimer(generation: 1, delay: 0.1)])
    #expect(filter.handle(.work(immediate: false)) == [.cancelTimer, .startTimer(generation: 2, delay: 0.1)])
    #expect(filter.handle(.timerFired(generation: 1)) == [])
    #expect(filter.state == .waiting(generation: 2))
    #expect(filter.handle(.timerFired(generation: 2)) == [.deliver])
    #expect(filter.state == .idle)
  }

  @Test func immediateWorkDeliversAtOnceAndDropsTheTimer() {
    var filter = KeyboardEventFilter()
    _ = filter.handle(.work(immediate: false))
    #expect(filter.handle(.work(immediate: true)) == [.cancelTimer, .deliver])
    #expect(filter.state == .idle)
    #expect(filter.handle(.work(immediate: true)) == [.deliver])
  }

  @Test func suspensionHoldsWorkAndResumeDeliversItOnce() {
    var filter = KeyboardEventFilter()
    _ = filter.handle(.work(immediate: false))
    #expect(filter.handle(.suspend) == [.cancelTimer])
    #expect(filter.handle(.work(immediate: false)) == [])
    #expect(filter.handle(.work(immediate: true)) == [])
    #expect(filter.handle(.timerFired(generation: 1)) == [])
    #expect(filter.handle(.resume) == [.deliver])
    #expect(filter.state == .idle)
  }

  @Test func resumeWithNothingHeldDeliversNothing() {
    var filter = KeyboardEventFilter()
    #expect(filter.handle(.suspend) == [])
    #expect(filter.handle(.resume) == [])
    #expect(filter.handle(.resume) == [])
    #expect(filter.state == .idle)
  }

  @Test func nestedSuspensionsResumeOnlyAtTheOutermostEnd() {
    var filter = KeyboardEventFilter()
    _ = filter.handle(.suspend)
    _ = filter.handle(.suspend)
    _ = filter.handle(.work(immediate: false))
    #expect(filter.handle(.resume) == [])
    #expect(filter.isSuspended)
    #expect(filter.handle(.resume) == [.deliver])
  }

  @Test func unusableIntervalsCountAsZero() {
    #expect(KeyboardEventFilter(interval: -1).interval == 0)
    #expect(KeyboardEventFilter(interval: .nan).interval == 0)
    #expect(KeyboardEventFilter(interval: 0.3).interval == 0.3)
    #expect(KeyboardEventFilter().interval == 0.1)
  }
}
