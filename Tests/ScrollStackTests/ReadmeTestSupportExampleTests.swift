import Foundation
import ScrollStackTestSupport
import Testing

/// The README's "Checking invariants and recording delegate calls" example, compiled and run.
@Suite @MainActor struct ReadmeTestSupportExampleTests {
  @Test func scrollingShowsTheNextRow() {
    let stack = Headless.ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let delegate = RecordingScrollStackDelegate()
    stack.stackDelegate = delegate
    stack.addRows(views: (0..<3).map { _ in Headless.View(intrinsicSize: CGSize(width: 320, height: 100)) })
    delegate.clear()

    stack.contentOffset = CGPoint(x: 0, y: 50)

    #expect(delegate.log == ["scroll 0,50", "visible 0 partial(50%)", "visible 2 partial(50%)"])
    #expect(ScrollStackInvariants.violations(in: stack) == [])
  }
}
