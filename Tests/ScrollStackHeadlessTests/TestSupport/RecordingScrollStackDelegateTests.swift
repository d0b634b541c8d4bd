import Foundation
import ScrollStackHeadless
import Testing

/// The recording delegate writes each kind of call as its documented line.
@Suite @MainActor struct RecordingScrollStackDelegateTests {
  @Test func everyKindOfCallHasItsLine() {
    let scheduler = ManualScheduler()
    let stack = Headless.ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 200), animationScheduler: scheduler)
    let delegate = RecordingScrollStackDelegate()
    stack.stackDelegate = delegate
    stack.addRows(views: (0..<3).map { _ in Headless.View(intrinsicSize: CGSize(width: 320, height: 100)) })
    #expect(delegate.log == ["contentSize 320x300", "visible 0 entire", "visible 1 entire", "layout"])
    #expect(delegate.contentSizeChanges.map(\.description) == ["0x0 -> 320x300"])

    delegate.clear()
    #expect(delegate.log.isEmpty && delegate.contentSizeChanges.isEmpty)
    stack.setContentOffset(CGPoint(x: 0, y: 60.5), animated: true)
    scheduler.advance(by: 1)
    #expect(delegate.log.first == "scroll 0,60.5")
    #expect(delegate.log.last == "endScroll")
    #expect(delegate.visibilityLog == ["visible 0 partial(39.5%)", "visible 2 partial(60.5%)"])
  }

  @Test func onEventSeesEachLineAsItIsLogged() {
    let stack = Headless.ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let delegate = RecordingScrollStackDelegate()
    stack.stackDelegate = delegate
    var seen: [String] = []
    delegate.onEvent = { [unowned delegate] line in seen.append("\(line) (\(delegate.log.count))") }
    stack.addRow(view: Headless.View(intrinsicSize: CGSize(width: 320, height: 50)))
    #expect(seen == ["contentSize 320x50 (1)", "visible 0 entire (2)", "layout (3)"])
  }
}
