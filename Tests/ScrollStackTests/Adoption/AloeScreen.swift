import Foundation
import ScrollStackTestSupport

@testable import ScrollStack

// MARK: - Screen helpers for the AloeStackView tests

/// Shows the fixture's controller in a key window, laid out: touches reach only views on screen.
@MainActor
func showOnScreen(_ fixture: StackFixture) -> UIWindow {
  let window = UIWindow(frame: fixture.controller.view.frame)
  window.rootViewController = fixture.controller
  window.makeKeyAndVisible()
  ScreenTestDriver.runLayoutPass()
  fixture.layout()
  return window
}

/// A tap as UIKit delivers it: the finger comes down on `row` (touchesBegan), the tap recognizer
/// recognizes when it lifts, and UIKit cancels the view's touch (`cancelsTouchesInView`).
@MainActor
func tapWithFinger(_ row: ScrollStackRow) {
  let touch = ScreenTestDriver.beginTouch(on: row)
  ScreenTestDriver.tap(row)
  ScreenTestDriver.cancelTouch(touch)
}
