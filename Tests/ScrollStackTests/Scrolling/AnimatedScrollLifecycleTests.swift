import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// An animated scroll lands clamped, is cancelled by any newer offset, and ends exactly once.
@Suite @MainActor struct AnimatedScrollLifecycleTests {
  private func endCount(_ fixture: StackFixture) -> Int {
    fixture.delegate.log.filter { $0 == "endScroll" }.count
  }

  /// A newer offset (`setContentOffset(_:animated: false)`, which stops UIKit's animated scroll)
  /// cancels the running scroll, even the offset the stack already has (0: the scroll has not
  /// moved it yet), which a set could otherwise skip as no change.
  @Test(arguments: [CGFloat(100), 0])
  func newerOffsetCancelsTheRunningScrollWhichEndsOnce(settingY y: CGFloat) {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    let counter = CompletionCounter()
    fixture.stack.scrollToRow(index: 8, at: .initial, animated: true, completion: counter.handler)

    fixture.stack.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    #expect(endCount(fixture) == 1)
    #expect(counter.count == 1)
    ScreenTestDriver.advanceTime(by: 1)

    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: y))
    #expect(endCount(fixture) == 1)
    #expect(counter.count == 1)
    // Nothing of the cancelled scroll is left to run.
    fixture.finishAnimations()
    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: y))
    #expect(endCount(fixture) == 1)
    #expect(counter.count == 1)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func targetIsClampedWhenTheContentShrankMeanwhile() {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    let counter = CompletionCounter()
    fixture.stack.scrollToBottom(animated: true, completion: counter.handler)

    fixture.stack.removeAllRows()
    ScreenTestDriver.advanceTime(by: 1)

    #expect(fixture.stack.contentSize.height == 0)
    #expect(fixture.stack.contentOffset == .zero)
    #expect(endCount(fixture) == 1)
    #expect(counter.count == 1)
  }

  @Test func aSecondAnimatedScrollSupersedesTheFirst() {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    let first = CompletionCounter()
    let second = CompletionCounter()
    fixture.stack.scrollToBottom(animated: true, completion: first.handler)
    fixture.stack.scrollToRow(index: 2, at: .initial, animated: true, completion: second.handler)
    #expect(first.count == 1)
    #expect(second.count == 0)

    ScreenTestDriver.advanceTime(by: 1)

    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 200))
    #expect(endCount(fixture) == 2)
    #expect(first.count == 1)
    #expect(second.count == 1)
  }

  @Test func plainScrollViewDropsACancelledAnimatedMove() {
    ScreenTestDriver.reset()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 1000)
    scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
    scrollView.contentOffset = CGPoint(x: 0, y: 50)

    ScreenTestDriver.advanceTime(by: 1)

    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
    // Nothing of the cancelled move is left to run.
    ScreenTestDriver.finishAnimations()
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
  }
}

/// The Core lifecycle on its own.
@Suite @MainActor struct AnimatedScrollLifecycleCoreTests {
}
