import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// A shown 390x844 window (34-point home indicator) showing a scrolling-content controller; the
/// 291-point keyboard raises its bottom inset to 257.
@MainActor
struct ScrollingContentWindowFixture {
  let window: UIWindow
  let host = ScrollingContentViewController()

  init(inWindow: Bool = true) {
    KeyboardStackFixture.resetDevice()
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    ScreenTestDriver.setSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0), of: window)
    window.makeKeyAndVisible()
    host.contentView = SizedView(intrinsicSize: CGSize(width: UIView.noIntrinsicMetric, height: 1200))
    if inWindow { show() }
  }

  /// Makes the host the window's root and lays the window out.
  func show() {
    window.rootViewController = host
    ScreenTestDriver.runLayoutPass()
  }

  func showKeyboard() {
    ScreenTestDriver.showKeyboard()
    ScreenTestDriver.advanceTime(by: 0.1)
  }

  func hideKeyboard() {
    ScreenTestDriver.hideKeyboard()
    ScreenTestDriver.advanceTime(by: 0.1)
  }
}

/// The app's own `additionalSafeAreaInsets`, assigned directly (UIKit's only way), are kept and
/// restored around the keyboard. UIKit's controller takes the assignment at once; the keyboard
/// avoidance sees it in the next layout pass (`ScreenTestDriver.runLayoutPass()`, the end of the
/// run loop's turn) and puts the keyboard's bottom back.
@Suite @MainActor struct OwnAdditionalSafeAreaInsetsTests {
  @Test func valueAssignedWhileTheKeyboardIsUpComesBackWhenItLeaves() {
    let fixture = ScrollingContentWindowFixture()
    fixture.showKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == Self.insets(bottom: 257))

    fixture.host.additionalSafeAreaInsets = Self.insets(top: 44, bottom: 60)
    ScreenTestDriver.runLayoutPass()

    // The keyboard's inset still wins at the bottom while it is up; the top is the app's.
    #expect(fixture.host.additionalSafeAreaInsets == Self.insets(top: 44, bottom: 257))
    #expect(
      fixture.host.scrollingContentViewManager.keyboard.avoidance.userAdditionalSafeAreaInsets
        == StackEdgeInsets(top: 44, bottom: 60))
    fixture.hideKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == Self.insets(top: 44, bottom: 60))
  }

  @Test func valueAssignedBeforeTheKeyboardIsKeptAndRestored() {
    let fixture = ScrollingContentWindowFixture()
    fixture.host.additionalSafeAreaInsets = Self.insets(bottom: 300)
    ScreenTestDriver.runLayoutPass()
    fixture.showKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == Self.insets(bottom: 300))
    fixture.host.additionalSafeAreaInsets = Self.insets(bottom: 20)
    ScreenTestDriver.runLayoutPass()
    #expect(fixture.host.additionalSafeAreaInsets == Self.insets(bottom: 257))
    fixture.hideKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == Self.insets(bottom: 20))
  }

  @Test func valueAssignedOutsideAWindowSurvivesTheKeyboardInIt() {
    let fixture = ScrollingContentWindowFixture(inWindow: false)
    fixture.host.additionalSafeAreaInsets = Self.insets(left: 8, bottom: 12)
    fixture.show()
    fixture.showKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == Self.insets(left: 8, bottom: 257))
    fixture.hideKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == Self.insets(left: 8, bottom: 12))
    fixture.window.rootViewController = nil
    #expect(fixture.host.additionalSafeAreaInsets == Self.insets(left: 8, bottom: 12))
  }

  @Test func stackControllerKeepsADirectAssignmentToo() {
    let fixture = KeyboardStackFixture()
    fixture.fields[7].field.becomeFirstResponder()
    fixture.settle()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 257)
    fixture.controller.additionalSafeAreaInsets = Self.insets(bottom: 40, right: 5)
    ScreenTestDriver.runLayoutPass()
    #expect(fixture.controller.additionalSafeAreaInsets == Self.insets(bottom: 257, right: 5))
    fixture.fields[7].field.resignFirstResponder()
    fixture.settle()
    #expect(fixture.controller.additionalSafeAreaInsets == Self.insets(bottom: 40, right: 5))
  }

  // MARK: Helpers

  static func insets(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }
}
