import ScrollStackUIKitDouble
import Testing

@Suite @MainActor struct KeyboardLayoutGuideTests {
  private static let names: [Notification.Name] = [
    UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
    UIResponder.keyboardWillHideNotification,
  ]

  /// A shown 390 × 844 window with the home indicator's 34 points of safe area.
  private static func window() -> UIWindow {
    DoubleDevice.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    DoubleDevice.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), of: window)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test(
    "The keyboard layout guide is the docked keyboard's frame, and along the bottom of the safe area while the keyboard is offscreen — UIKeyboardLayoutGuide, UIView.keyboardLayoutGuide, usesBottomSafeArea"
  )
  func followsTheDockedKeyboard() {
    let window = Self.window()
    let guide = window.keyboardLayoutGuide
    #expect(window.keyboardLayoutGuide === guide)
    #expect(guide.owningView === window)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
    DoubleKeyboard.show()
    #expect(guide.layoutFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
    guide.usesBottomSafeArea = false
    DoubleKeyboard.hide()
    #expect(guide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
  }

  @Test(
    "The keyboard layout guide follows an undocked keyboard only with followsUndockedKeyboard — UIKeyboardLayoutGuide.followsUndockedKeyboard"
  )
  func undockedKeyboard() {
    let window = Self.window()
    let guide = window.keyboardLayoutGuide
    DoubleKeyboard.changeFrame(to: CGRect(x: 40, y: 300, width: 320, height: 260))
    #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
    guide.followsUndockedKeyboard = true
    #expect(guide.layoutFrame == CGRect(x: 40, y: 300, width: 320, height: 260))
  }

  @Test(
    "During an interactive dismissal the keyboard follows the finger with no notification until it lifts; the keyboard layout guide follows — UIScrollView.KeyboardDismissMode.interactive, UIKeyboardLayoutGuide"
  )
  func interactiveDismissal() {
    let window = Self.window()
    let guide = window.keyboardLayoutGuide
    DoubleKeyboard.show()
    DoubleClock.main.runUntilIdle()
    let recorder = NotificationRecorder(Self.names)
    DoubleKeyboard.dragInteractively(toTop: 700)
    #expect(DoubleKeyboard.frame == CGRect(x: 0, y: 700, width: 390, height: 291))
    #expect(guide.layoutFrame == CGRect(x: 0, y: 700, width: 390, height: 291))
    // Never above where it was before the drag.
    DoubleKeyboard.dragInteractively(toTop: 400)
    #expect(DoubleKeyboard.frame?.minY == 553)
    DoubleKeyboard.dragInteractively(toTop: 800)
    #expect(recorder.names.isEmpty)
    // Released above the middle: it slides back up.
    DoubleKeyboard.endInteractiveDrag(dismissing: false)
    #expect(recorder.names == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification"])
    #expect(DoubleKeyboard.frame == CGRect(x: 0, y: 553, width: 390, height: 291))
    DoubleKeyboard.dragInteractively(toTop: 800)
    DoubleKeyboard.endInteractiveDrag(dismissing: true)
    #expect(recorder.names.last == "UIKeyboardWillHideNotification")
    #expect(!DoubleKeyboard.isVisible)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
  }

  @Test(
    "Keyboard notifications name the screen as their object — UIResponder.keyboardWillShowNotification (iOS 16.1: the object is the screen)"
  )
  func notificationsNameTheScreen() {
    DoubleDevice.reset()
    let recorder = NotificationRecorder(Self.names)
    DoubleKeyboard.show()
    #expect(recorder.notifications.count == 2)
    #expect(recorder.notifications.allSatisfy { ($0.object as? UIScreen) === UIScreen.main })
  }
}
