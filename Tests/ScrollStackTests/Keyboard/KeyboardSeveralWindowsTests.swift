import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Issue 23 item 4 (c): with several windows on a screen (iPad multi-scene, Stage Manager) each
/// window's hosts follow the keyboard as it lies over that window.
@Suite @MainActor struct KeyboardSeveralWindowsTests {
  /// A shown window at `frame` (screen coordinates) whose root is a stack of text fields.
  static func window(at frame: CGRect) -> (UIWindow, ScrollStackController) {
    let window = UIWindow(frame: frame)
    let controller = ScrollStackController()
    controller.scrollStack.addRows(controllers: (0..<3).map { FieldController("w\($0)") })
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
  }

  @Test(
    "UIKit: keyboardFrameEndUserInfoKey is in screen coordinates; convert it through each window (UIKeyboardFrameEndUserInfoKey, UICoordinateSpace)",
    arguments: [true, false])
  func eachWindowFollowsTheKeyboardOverItself(lowerWindowLaysOutLast: Bool) {
    ScreenTestDriver.reset()
    // Two windows stacked on the 390 × 844 screen, as Stage Manager may place them.
    let (upperWindow, upper) = Self.window(at: CGRect(x: 0, y: 0, width: 390, height: 422))
    let (lowerWindow, lower) = Self.window(at: CGRect(x: 0, y: 422, width: 390, height: 422))
    // Whichever window laid out last, the other follows its own part of the keyboard.
    let order = lowerWindowLaysOutLast ? [upperWindow, lowerWindow] : [lowerWindow, upperWindow]
    for window in order {
      window.setNeedsLayout()
      window.layoutIfNeeded()
    }
    ScreenTestDriver.showKeyboard()
    ScreenTestDriver.advanceTime(by: 0.1)
    // The keyboard (screen 553..<844) covers the lower window from its 131st point down.
    #expect(lower.additionalSafeAreaInsets.bottom == 291)
    #expect(upper.additionalSafeAreaInsets.bottom == 0)
  }
}
