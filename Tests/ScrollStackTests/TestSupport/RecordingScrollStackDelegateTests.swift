import Foundation
import ScrollStackTestSupport
import Testing

/// The recording delegate writes each kind of call as its documented line.
@Suite @MainActor struct RecordingScrollStackDelegateTests {
  @Test func everyKindOfCallHasItsLine() {
    ScreenTestDriver.reset()
    let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let delegate = RecordingScrollStackDelegate()
    stack.stackDelegate = delegate
    stack.addRows(views: (0..<3).map { _ in SizedView(intrinsicSize: CGSize(width: 320, height: 100)) })
    #expect(delegate.log == ["contentSize 320x300", "visible 0 entire", "visible 1 entire", "layout"])
    #expect(delegate.contentSizeChanges.map(\.description) == ["0x0 -> 320x300"])
    stack.layoutIfNeeded()

    delegate.clear()
    #expect(delegate.log.isEmpty && delegate.contentSizeChanges.isEmpty)
    // UIKit reports an animated scroll frame by frame: the rows' visibility is logged when it
    // changes, the scroll lines end at the target, then the end.
    stack.setContentOffset(CGPoint(x: 0, y: 60.5), animated: true)
    ScreenTestDriver.advanceTime(by: 1)
    #expect(delegate.log.first?.hasPrefix("scroll 0,") == true)
    #expect(delegate.log.filter { $0.hasPrefix("scroll") }.last == "scroll 0,60.5")
    #expect(delegate.log.last == "endScroll")
    #expect(delegate.visibilityLog.map { $0.prefix(10) } == ["visible 0 ", "visible 2 "])
    #expect(stack.rows.map(\.visibility) == [.partial(percentage: 39.5), .entire, .partial(percentage: 60.5)])
  }

  @Test func onEventSeesEachLineAsItIsLogged() {
    let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let delegate = RecordingScrollStackDelegate()
    stack.stackDelegate = delegate
    var seen: [String] = []
    delegate.onEvent = { [unowned delegate] line in seen.append("\(line) (\(delegate.log.count))") }
    stack.addRow(view: SizedView(intrinsicSize: CGSize(width: 320, height: 50)))
    #expect(seen == ["contentSize 320x50 (1)", "visible 0 entire (2)", "layout (3)"])
  }
}
