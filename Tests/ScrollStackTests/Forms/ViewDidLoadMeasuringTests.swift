import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Rows added before the stack has a width (in `viewDidLoad`, before the first layout) are
/// measured once, at the first real width, never at a width of 0 (issue 22 item 3).
@Suite @MainActor struct ViewDidLoadMeasuringTests {
  /// Adds five self-sizing rows in `viewDidLoad`, as the README's screens do.
  final class ProfileController: ScrollStackController {
    let contents = (0..<5).map { _ in FittingRecordingView(height: 60) }

    override func viewDidLoad() {
      super.viewDidLoad()
      for content in contents { scrollStack.addRow(view: content) }
    }
  }

  @Test func rowsAddedInViewDidLoadAreMeasuredOnceAtTheFirstRealWidth() {
    KeyboardStackFixture.resetDevice()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ProfileController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()

    for content in controller.contents {
      #expect(content.fittingTargets.map(\.width) == [390])
    }
    #expect(controller.scrollStack.rows.map(\.frame.height) == Array(repeating: 60, count: 5))
    #expect(controller.scrollStack.contentSize.height == 300)
  }

  @Test func aWindowedStackWithoutAWidthMeasuresNothingUntilItHasOne() {
    KeyboardStackFixture.resetDevice()
    let stack = ScrollStack(frame: .zero)
    stack.rowAttachment = .standard
    let contents = (0..<5).map { _ in FittingRecordingView(height: 60) }
    stack.addRows(views: contents)
    stack.layoutIfNeeded()
    #expect(contents.allSatisfy { $0.fittingTargets.isEmpty })

    stack.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    stack.layoutIfNeeded()

    #expect(contents.allSatisfy { $0.fittingTargets.map(\.width) == [320] })
    #expect(stack.contentSize.height == 300)
  }
}
