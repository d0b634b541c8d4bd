import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// The stack's animated scrolls are UIKit's own `setContentOffset(_:animated: true)`: the app's
/// `UIScrollViewDelegate` hears every step and the end, the row window and the visibility
/// follow the motion, a finger takes over where it catches it, a newer scroll replaces it, and
/// every completion runs once, after its scroll's events.
@Suite @MainActor struct UIKitAnimatedScrollTests {
  private func stackFixture(rows: Int = 200) -> (StackFixture, StepRecordingScrollViewDelegate) {
    let fixture = StackFixture(attachment: .standard)
    fixture.addFixedRows(rows)
    fixture.clearLogs()
    let appDelegate = StepRecordingScrollViewDelegate()
    fixture.stack.delegate = appDelegate
    return (fixture, appDelegate)
  }

  private func endCount(_ fixture: StackFixture) -> Int {
    fixture.delegate.log.filter { $0 == "endScroll" }.count
  }

  @Test func theAppsDelegateHearsEveryStepThenTheEnd() {
    let (fixture, appDelegate) = stackFixture()
    let counter = CompletionCounter()
    fixture.stack.scrollToRow(index: 60, at: .initial, animated: true, completion: counter.handler)

    ScreenTestDriver.advanceTime(by: 0.15)
    // Half-way: several steps heard, each further on, none at the target yet.
    #expect(appDelegate.offsets.count >= 5)
    #expect(zip(appDelegate.offsets, appDelegate.offsets.dropFirst()).allSatisfy { $0 < $1 })
    #expect(appDelegate.offsets.allSatisfy { $0 > 0 && $0 < 6_000 })
    #expect(appDelegate.endCount == 0)
    #expect(counter.count == 0)

    fixture.finishAnimations()
    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 6_000))
    #expect(appDelegate.offsets.last == 6_000)
    #expect(appDelegate.endCount == 1)
    #expect(appDelegate.log.last == "didEnd")
    // The stack's delegate heard the same steps, then the end, once.
    let scrolls = fixture.delegate.log.filter { $0.hasPrefix("scroll ") }
    #expect(scrolls.count == appDelegate.offsets.count)
    #expect(scrolls.last == "scroll 0,6000")
    #expect(endCount(fixture) == 1)
    #expect(fixture.delegate.log.last == "endScroll")
    #expect(counter.count == 1)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func rowsOnTheWayAreDisplayedAndBecomeVisibleDuringTheMotion() {
    let (fixture, _) = stackFixture()
    fixture.stack.scrollToRow(index: 150, at: .initial, animated: true)

    ScreenTestDriver.advanceTime(by: 0.15)
    // Half-way, the rows under the viewport are in the hierarchy (no blank band) and the
    // delegate heard them become visible.
    let offset = fixture.stack.contentOffset.y
    #expect(offset > 1_000 && offset < 14_000)
    let first = Int(offset / 100)
    for index in first...(first + 4) {
      #expect(fixture.stack.rows[index].isDisplayed, "row \(index) at \(offset)")
      #expect(fixture.stack.rows[index].visibility != .offscreen, "row \(index) at \(offset)")
    }
    #expect(fixture.delegate.log.contains("visible \(first + 2) entire"))
    #expect(AppearanceBalance.problems(in: fixture.stack) == [])

    fixture.finishAnimations()
    // Landed: the rows left behind are taken out again.
    #expect(fixture.stack.contentOffset.y == 15_000)
    #expect(!fixture.stack.rows[first + 2].isDisplayed)
    #expect(fixture.stack.rows[150].visibility == .entire)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aFingerStopsTheScrollWhereItCaughtIt() {
    let (fixture, appDelegate) = stackFixture()
    let counter = CompletionCounter()
    fixture.stack.scrollToRow(index: 100, at: .initial, animated: true, completion: counter.handler)
    ScreenTestDriver.advanceTime(by: 0.1)
    let caught = fixture.stack.contentOffset.y
    #expect(caught > 0 && caught < 10_000)

    #expect(fixture.stack.beginDrag())
    fixture.stack.drag(to: CGPoint(x: 0, y: caught - 30))
    // The scroll ended, once, without landing.
    #expect(counter.count == 1)
    #expect(endCount(fixture) == 1)
    fixture.stack.endDrag(decelerating: false)
    ScreenTestDriver.advanceTime(by: 2)

    #expect(fixture.stack.contentOffset.y == caught - 30)
    #expect(counter.count == 1)
    #expect(endCount(fixture) == 1)
    // UIKit sends no end for an animated scroll a finger stopped.
    #expect(appDelegate.endCount == 0)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aNewerScrollReplacesTheRunningOneWhoseCompletionRunsOnceAfterItsEvents() {
    let (fixture, appDelegate) = stackFixture()
    var order: [String] = []
    fixture.stack.scrollToRow(index: 100, at: .initial, animated: true) {
      order.append("first after \(fixture.delegate.log.last ?? "nothing")")
    }
    ScreenTestDriver.advanceTime(by: 0.1)
    let heardBefore = appDelegate.offsets.count
    #expect(heardBefore >= 3)

    fixture.stack.scrollToRow(index: 10, at: .initial, animated: true) {
      order.append("second after \(fixture.delegate.log.last ?? "nothing")")
    }
    #expect(order == ["first after endScroll"])
    fixture.finishAnimations()

    #expect(order == ["first after endScroll", "second after endScroll"])
    #expect(fixture.stack.contentOffset.y == 1_000)
    #expect(endCount(fixture) == 2)
    // The replaced scroll sends UIKit's end never; the newer one's steps, then its end.
    #expect(appDelegate.endCount == 1)
    #expect(appDelegate.offsets.count > heardBefore + 5)
    #expect(appDelegate.log.last == "didEnd")
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aScrollStartedFromACompletionRunsItsCourseAndEachCompletionRunsOnce() {
    let (fixture, appDelegate) = stackFixture()
    let first = CompletionCounter()
    let second = CompletionCounter()
    fixture.stack.scrollToRow(index: 30, at: .initial, animated: true) {
      first.handler()
      fixture.stack.scrollToTop(animated: true, completion: second.handler)
    }
    fixture.finishAnimations()

    #expect(first.count == 1)
    #expect(second.count == 1)
    #expect(fixture.stack.contentOffset.y == 0)
    #expect(endCount(fixture) == 2)
    #expect(appDelegate.endCount == 2)
    #expect(appDelegate.offsets.contains(3_000))
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aStackLetGoDuringTheScrollRunsTheCompletionOnce() {
    var fixture: StackFixture? = StackFixture()
    fixture?.addFixedRows(50)
    let counter = CompletionCounter()
    fixture?.stack.scrollToRow(index: 40, at: .initial, animated: true, completion: counter.handler)
    ScreenTestDriver.advanceTime(by: 0.1)
    weak let stack = fixture?.stack
    fixture = nil
    ScreenTestDriver.finishAnimations()

    #expect(stack == nil)
    #expect(counter.count == 1)
  }
}
