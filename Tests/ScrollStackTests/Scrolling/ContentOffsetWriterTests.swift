import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// A stack's content offset has one writer, the engine's scroll: the keyboard binding, the scroll
/// requests, the app's `contentOffset`/`setContentOffset(_:animated:)` and the app's own
/// `UIScrollViewDelegate` all cancel a running animated scroll, which ends once, and end their
/// own animated scrolls with the stack delegate's `scrollStackDidEndScrollingAnimation`.
@Suite @MainActor struct ContentOffsetWriterTests {
  private func endCount(_ fixture: StackFixture) -> Int {
    fixture.delegate.log.filter { $0 == "endScroll" }.count
  }

  /// The offsets reported to the stack delegate, in order.
  private func scrolls(_ fixture: StackFixture) -> [String] {
    fixture.delegate.log.filter { $0.hasPrefix("scroll ") }
  }

  /// The app's `UIScrollViewDelegate` moves the offset (`setContentOffset(_:animated: false)`)
  /// from the `scrollViewDidScroll(_:)` that an animated scroll's first step sends: that is a
  /// newer offset, so the scroll ends there, once, and does not land on its target afterwards.
  @Test func anOffsetSetFromScrollViewDidScrollCancelsTheAnimatedScrollThatSentIt() {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    fixture.clearLogs()
    let appDelegate = RedirectingScrollViewDelegate()
    fixture.stack.delegate = appDelegate
    let counter = CompletionCounter()
    appDelegate.redirect = CGPoint(x: 0, y: 100)

    fixture.stack.scrollToRow(index: 8, at: .initial, animated: true, completion: counter.handler)
    #expect(endCount(fixture) == 0)
    ScreenTestDriver.advanceTime(by: 1.0 / 60)
    #expect(endCount(fixture) == 1)
    #expect(counter.count == 1)
    fixture.finishAnimations()

    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 100))
    #expect(endCount(fixture) == 1)
    #expect(counter.count == 1)
    #expect(scrolls(fixture).last == "scroll 0,100")
    #expect(fixture.inconsistencies().isEmpty)
  }

  /// The keyboard core moves the offset (a field revealed at once) while an animated
  /// `scrollToRow` runs: the scroll ends once, its completion runs once, and the keyboard's
  /// offset stays.
  @Test func aKeyboardOffsetCancelsARunningAnimatedScrollOnce() throws {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    fixture.clearLogs()
    let keyboard = try #require(fixture.stack.keyboard)
    let counter = CompletionCounter()
    fixture.stack.scrollToRow(index: 8, at: .initial, animated: true, completion: counter.handler)

    keyboard.applyContentOffset(CGPoint(x: 0, y: 150), animated: false)
    #expect(endCount(fixture) == 1)
    #expect(counter.count == 1)
    fixture.finishAnimations()

    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 150))
    #expect(endCount(fixture) == 1)
    #expect(counter.count == 1)
    #expect(scrolls(fixture).last == "scroll 0,150")
  }

  /// An animated keyboard offset is an engine scroll: UIKit's own, each step reported, it lands
  /// and then ends with `scrollStackDidEndScrollingAnimation`, once.
  @Test func anAnimatedKeyboardOffsetEndsLikeTheStacksOwnScrolls() throws {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    fixture.clearLogs()
    let keyboard = try #require(fixture.stack.keyboard)

    keyboard.applyContentOffset(CGPoint(x: 0, y: 150), animated: true)
    #expect(endCount(fixture) == 0)
    fixture.finishAnimations()

    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 150))
    #expect(endCount(fixture) == 1)
    #expect(scrolls(fixture).count > 1)
    #expect(scrolls(fixture).last == "scroll 0,150")
    #expect(fixture.delegate.log.last == "endScroll")
  }

  /// A scroll request moves a stack through its engine, performed at once (no keyboard core) or
  /// after the keyboard filter: animated, it ends with `scrollStackDidEndScrollingAnimation`,
  /// once.
  @Test(arguments: [false, true])
  func aScrollRequestOnAStackEndsLikeTheStacksOwnScrolls(throughTheKeyboardFilter: Bool) {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    fixture.clearLogs()
    if !throughTheKeyboardFilter { fixture.stack.keyboard = nil }
    #expect((fixture.stack.requests.avoidance != nil) == throughTheKeyboardFilter)

    fixture.stack.requests.request(
      .target(.contentRect(CGRect(x: 0, y: 600, width: 10, height: 20))), animated: true, margin: 0,
      operation: "test")
    fixture.finishAnimations()

    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 140))
    #expect(endCount(fixture) == 1)
    #expect(scrolls(fixture).count > 1)
    #expect(scrolls(fixture).last == "scroll 0,140")
    #expect(fixture.delegate.log.last == "endScroll")
  }
}
