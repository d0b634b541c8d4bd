import ScrollStackUIKitDouble
import Testing

@Suite @MainActor struct KeyboardAndRotationTests {
  private static let names: [Notification.Name] = [
    UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
    UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
    UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
  ]

  @Test(
    "Showing the keyboard posts will-change-frame and will-show, then the did ones after the animation — UIResponder.keyboardWillShowNotification"
  )
  func show() throws {
    DoubleDevice.reset()
    let recorder = NotificationRecorder(Self.names)
    DoubleKeyboard.show()
    #expect(
      recorder.names == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification"])
    let info = try #require(recorder.notifications.last?.userInfo)
    let end = try #require(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue).cgRectValue
    #expect(end == CGRect(x: 0, y: 844 - 291, width: 390, height: 291))
    #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
    #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
    #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
    DoubleClock.main.advance(by: 0.24)
    #expect(recorder.names.count == 2)
    DoubleClock.main.advance(by: 0.01)
    #expect(
      recorder.names == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
      ])
  }

  @Test("Hiding posts will-hide with the frame below the screen — UIResponder.keyboardWillHideNotification")
  func hide() throws {
    DoubleDevice.reset()
    DoubleKeyboard.show()
    DoubleClock.main.runUntilIdle()
    let recorder = NotificationRecorder(Self.names)
    DoubleKeyboard.hide()
    DoubleClock.main.runUntilIdle()
    #expect(
      recorder.names == [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
      ])
    let info = try #require(recorder.notifications.first?.userInfo)
    let end = try #require(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue).cgRectValue
    #expect(end.minY == 844)
    #expect(!DoubleKeyboard.isVisible)
  }

  @Test("A frame change posts only the change-frame notifications — UIResponder.keyboardWillChangeFrameNotification")
  func changeFrame() {
    DoubleDevice.reset()
    let recorder = NotificationRecorder(Self.names)
    DoubleKeyboard.changeFrame(to: CGRect(x: 0, y: 500, width: 390, height: 344))
    DoubleClock.main.runUntilIdle()
    #expect(recorder.names == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification"])
    #expect(DoubleKeyboard.frame == CGRect(x: 0, y: 500, width: 390, height: 344))
  }

  @Test("The will notifications are posted inside the keyboard's animation block — UIView.inheritedAnimationDuration")
  func insideAnimationBlock() {
    DoubleDevice.reset()
    var durations: [TimeInterval] = []
    let observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { _ in
      MainActor.assumeIsolated { durations.append(UIView.inheritedAnimationDuration) }
    }
    DoubleKeyboard.show()
    NotificationCenter.default.removeObserver(observer)
    #expect(durations == [0.25])
  }

  @Test(
    "Rotating resizes the screen and window, lays out, and uses the landscape keyboard — UIViewController.viewWillTransition(to:with:)"
  )
  func rotation() {
    DoubleDevice.reset()
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = RecordingView("view", log: log)
    window.addSubview(view)
    window.layoutIfNeeded()
    log.clear()
    DoubleKeyboard.show()
    DoubleDevice.rotate(window, to: CGSize(width: 844, height: 390))
    #expect(window.frame.size == CGSize(width: 844, height: 390))
    #expect(UIScreen.main.bounds.size == CGSize(width: 844, height: 390))
    #expect(window.traitCollection.verticalSizeClass == .compact)
    #expect(log.events.contains("view: traitCollectionDidChange"))
    #expect(DoubleKeyboard.frame == CGRect(x: 0, y: 390 - 209, width: 844, height: 209))
    DoubleDevice.reset()
  }
}
