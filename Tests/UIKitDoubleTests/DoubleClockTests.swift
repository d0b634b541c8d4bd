import ScrollStackUIKitDouble
import Testing

@Suite @MainActor struct DoubleClockTests {
  @Test("Actions run in time order when the clock passes their time, never at scheduling")
  func timeOrder() {
    let clock = DoubleClock()
    var ran: [String] = []
    clock.schedule(after: 2) { ran.append("b@\(clock.now)") }
    clock.schedule(after: 1) { ran.append("a@\(clock.now)") }
    clock.schedule(after: 1) { ran.append("a2@\(clock.now)") }
    #expect(ran.isEmpty)
    clock.advance(by: 1.5)
    #expect(ran == ["a@1.0", "a2@1.0"])
    #expect(clock.now == 1.5)
    clock.advance(by: 1)
    #expect(ran == ["a@1.0", "a2@1.0", "b@2.0"])
  }

  @Test("Actions scheduled while advancing run when they fall due within the interval")
  func chained() {
    let clock = DoubleClock()
    var ran: [TimeInterval] = []
    clock.schedule(after: 1) {
      ran.append(clock.now)
      clock.schedule(after: 1) { ran.append(clock.now) }
      clock.schedule(after: 5) { ran.append(clock.now) }
    }
    clock.advance(by: 3)
    #expect(ran == [1, 2])
    clock.runUntilIdle()
    #expect(ran == [1, 2, 6])
    #expect(!clock.hasPendingActions)
  }

  @Test("A cancelled action never runs; reset drops everything")
  func cancelAndReset() {
    let clock = DoubleClock()
    var ran = 0
    let token = clock.schedule(after: 1) { ran += 1 }
    clock.schedule(after: 1) { ran += 10 }
    token.cancel()
    clock.advance(by: 1)
    #expect(ran == 10)
    clock.schedule(after: 1) { ran += 100 }
    clock.reset()
    #expect(clock.now == 0)
    clock.runUntilIdle()
    #expect(ran == 10)
  }
}
