import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Issue 23 item 4 (a): the library listens to the keyboard from its first stack or manager on,
/// not from the first view that loads.
@Suite @MainActor struct KeyboardObservationStartTests {
  /// Posts UIKit's will-show notifications for a docked keyboard `height` points tall on `center`
  /// (in screen coordinates, no screen named: before iOS 16.1).
  static func postKeyboardShown(height: CGFloat, on center: NotificationCenter) {
    let end = CGRect(x: 0, y: 844 - height, width: 390, height: height)
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
      UIResponder.keyboardAnimationCurveUserInfoKey: 7,
    ]
    center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
    center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: userInfo)
  }

  @Test func aControllerWhoseViewLoadsAfterTheKeyboardCameUpGetsItsInsetAtOnce() {
    ScreenTestDriver.reset()
    // Its own notification centre: nobody else listens to it yet.
    let center = NotificationCenter()
    let pushed = ScrollStackController(notificationCenter: center)
    pushed.scrollStack.addRows(controllers: (0..<3).map { FieldController("p\($0)") })
    // The keyboard comes up (on another screen of the app) before the pushed view loads.
    Self.postKeyboardShown(height: 291, on: center)
    ScreenTestDriver.advanceTime(by: 0.1)
    #expect(!pushed.isViewLoaded)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = pushed
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    // No new notification: the inset comes from what was heard before the view loaded.
    #expect(pushed.additionalSafeAreaInsets.bottom == 291)
  }

  @Test func aManagerListensFromItsCreation() {
    ScreenTestDriver.reset()
    let center = NotificationCenter()
    let host = UIViewController()
    let manager = ScrollingContentViewManager(hostViewController: host, notificationCenter: center)
    Self.postKeyboardShown(height: 300, on: center)
    ScreenTestDriver.advanceTime(by: 0.1)
    host.loadViewIfNeeded()
    manager.contentView = SizedView(intrinsicSize: CGSize(width: 390, height: 1000))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = host
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    #expect(host.additionalSafeAreaInsets.bottom == 300)
  }
}
