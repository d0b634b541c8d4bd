import Foundation
import ScrollStackTestSupport

@_spi(Engine) @testable import ScrollStack

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

// MARK: - WindowedStackScreen

/// A 320x480 window showing a stack controller whose stack has `attachment` and a recording
/// delegate, laid out once: rows appear, as on screen. (`StackFixture` is the same stack in no
/// window.)
@MainActor
struct WindowedStackScreen {
  let window: UIWindow
  let controller: ScrollStackController
  let delegate = RecordingScrollStackDelegate()
  var stack: ScrollStack { controller.scrollStack }

  init(attachment: ScrollStackRowAttachment = .all) {
    ScreenTestDriver.reset()
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    controller = ScrollStackController()
    controller.scrollStack.rowAttachment = attachment
    controller.scrollStack.stackDelegate = delegate
    window.rootViewController = controller
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
  }

  /// Adds a row of `length` points that asks for it, titled `title`.
  @discardableResult
  func addFixedRow(_ length: CGFloat = 100, title: String = "fixed") -> ScrollStackRow? {
    stack.addRow(controller: SizedController(title, size: .fixed(length)))
  }
}
