import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// The app's code inside a frame of UIKit's animated scroll (`scrollViewDidScroll`, the stack
/// delegate's scroll) scrolls again, changes rows or lets the stack go: every completion runs
/// once and the stack stays consistent.
@Suite @MainActor struct UIKitAnimatedScrollReentrancyTests {
  @Test func aScrollStartedFromAFrameReplacesTheRunningOne() {
    let fixture = StackFixture()
    fixture.addFixedRows(200)
    let appDelegate = StepRecordingScrollViewDelegate()
    fixture.stack.delegate = appDelegate
    let first = CompletionCounter()
    let second = CompletionCounter()
    appDelegate.onScroll = { scrollView in
      guard let stack = scrollView as? ScrollStack, stack.contentOffset.y > 2_000 else { return }
      appDelegate.onScroll = nil
      stack.scrollToRow(index: 5, at: .initial, animated: true, completion: second.handler)
    }
    fixture.stack.scrollToRow(index: 120, at: .initial, animated: true, completion: first.handler)
    fixture.finishAnimations()

    #expect(first.count == 1)
    #expect(second.count == 1)
    #expect(fixture.stack.contentOffset.y == 500)
    #expect(fixture.delegate.log.filter { $0 == "endScroll" }.count == 2)
    #expect(appDelegate.endCount == 1)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func rowsRemovedFromAFrameLeaveTheScrollToLandOnWhatIsLeft() {
    let fixture = StackFixture()
    fixture.addFixedRows(200)
    let appDelegate = StepRecordingScrollViewDelegate()
    fixture.stack.delegate = appDelegate
    let counter = CompletionCounter()
    appDelegate.onScroll = { scrollView in
      guard let stack = scrollView as? ScrollStack, stack.contentOffset.y > 1_000 else { return }
      appDelegate.onScroll = nil
      stack.removeRows(indexes: Array(20..<200))
    }
    fixture.stack.scrollToBottom(animated: true, completion: counter.handler)
    fixture.finishAnimations()

    #expect(counter.count == 1)
    let maximum = fixture.stack.contentSize.height - 480
    #expect(fixture.stack.contentOffset.y <= maximum)
    #expect(fixture.delegate.log.filter { $0 == "endScroll" }.count == 1)
    #expect(AppearanceBalance.problems(in: fixture.stack) == [])
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aStackLetGoFromAFrameRunsTheCompletionOnce() {
    var fixture: StackFixture? = StackFixture()
    fixture?.addFixedRows(100)
    let appDelegate = StepRecordingScrollViewDelegate()
    fixture?.stack.delegate = appDelegate
    let counter = CompletionCounter()
    weak let stack = fixture?.stack
    appDelegate.onScroll = { _ in
      appDelegate.onScroll = nil
      fixture = nil
    }
    fixture?.stack.scrollToRow(index: 80, at: .initial, animated: true, completion: counter.handler)
    ScreenTestDriver.finishAnimations()

    #expect(fixture == nil)
    #expect(stack == nil)
    #expect(counter.count == 1)
    #expect(appDelegate.offsets.count == 1)
  }
}
