import Foundation
import ScrollStackTestSupport

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - KeyboardStackFixture

/// A shown 390x844 window (the device's safe area 47 points at the top, 34 at the bottom by
/// default) whose root is a stack of ten 100-point rows, every row a text field.
@MainActor
struct KeyboardStackFixture {
  let window: UIWindow
  let controller = ScrollStackController()
  let fields: [FieldController]
  let delegate = RecordingScrollStackDelegate()
  var stack: ScrollStack { controller.scrollStack }

  init(safeArea: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) {
    KeyboardStackFixture.resetDevice()
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    ScreenTestDriver.setSafeAreaInsets(safeArea, of: window)
    fields = (0..<10).map { FieldController("field\($0)") }
    controller.scrollStack.addRows(controllers: fields)
    controller.scrollStack.stackDelegate = delegate
    window.rootViewController = controller
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
  }

  /// Lets the keyboard filter (0.1 s) fire.
  func settle() { ScreenTestDriver.advanceTime(by: 0.1) }

  /// `ScreenTestDriver.reset()`: it also takes down, with UIKit's notifications, a keyboard an
  /// earlier test left up or that the library's shared keyboard store still remembers.
  static func resetDevice() {
    ScreenTestDriver.reset()
  }
}
