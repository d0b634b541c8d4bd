// The software keyboard, as the system shows it: UIKit's notifications on
// NotificationCenter.default, the "did" ones after the animation on the double's clock.

/// The device's software keyboard. It comes up when a responder that takes text becomes first
/// responder and goes down when none is, or when a test calls ``show(height:duration:)`` /
/// ``hide(duration:)`` / ``changeFrame(to:duration:)``.
///
/// Each change posts, on `NotificationCenter.default` with the screen as the object (iOS 16.1
/// and later: "the object of the notification is the screen the keyboard is on"), UIKit's
/// `keyboardWillChangeFrameNotification` then `keyboardWillShowNotification` (or `…WillHide…`),
/// and ``DoubleClock/main`` `duration` seconds later `keyboardDidChangeFrameNotification` then
/// `keyboardDidShowNotification` (or `…DidHide…`); `userInfo` carries the begin and end frames in
/// screen coordinates (`NSValue`), the duration, the curve (7) and `isLocal` (`true`). The "will"
/// notifications are posted inside an animation block of the keyboard's duration, as UIKit does
/// (`UIView.inheritedAnimationDuration` is the duration in their observers). A change's
/// "did" notifications are posted even when another change started meanwhile.
@MainActor package enum DoubleKeyboard {
  // MARK: Settings

  /// The keyboard's animation duration: 0.25 s, as iOS's.
  package static let defaultDuration: TimeInterval = 0.25

  /// The keyboard's animation curve, as iOS posts it (a private curve, raw value 7).
  package static let animationCurve = 7

  /// The keyboard's height with the screen in portrait: 291 points (an iPhone's).
  package static var portraitHeight: CGFloat = 291

  /// The keyboard's height with the screen in landscape: 209 points.
  package static var landscapeHeight: CGFloat = 209

  // MARK: State

  /// The keyboard's frame in screen coordinates while it is shown; `nil` while hidden.
  package private(set) static var frame: CGRect?

  /// The keyboard's frame before an interactive dismissal moved it; `nil` when none is under way.
  private static var interactiveDragStart: CGRect?

  /// Whether the keyboard is shown.
  package static var isVisible: Bool { frame != nil }

  /// The height for the screen's current orientation.
  package static var height: CGFloat {
    let screen = UIScreen.mainScreen.boundsStorage
    return screen.width > screen.height ? landscapeHeight : portraitHeight
  }

  // MARK: Changes

  /// Shows the docked keyboard at the bottom of the screen (`height` points tall, the orientation's
  /// by default), or moves it there when it is shown: posts the will-show notifications now and the
  /// did-show ones after `duration`.
  package static func show(height: CGFloat? = nil, duration: TimeInterval = defaultDuration) {
    let screen = UIScreen.mainScreen.boundsStorage
    let keyboardHeight = height ?? self.height
    let end = CGRect(x: 0, y: screen.height - keyboardHeight, width: screen.width, height: keyboardHeight)
    let begin = frame ?? end.offsetBy(dx: 0, dy: keyboardHeight)
    frame = end
    interactiveDragStart = nil
    post(
      begin: begin, end: end, duration: duration, will: UIResponder.keyboardWillShowNotification,
      did: UIResponder.keyboardDidShowNotification)
  }

  /// Hides the keyboard (sliding below the screen): posts the will-hide notifications now and the
  /// did-hide ones after `duration`. Does nothing when it is hidden.
  package static func hide(duration: TimeInterval = defaultDuration) {
    guard let begin = frame else { return }
    frame = nil
    interactiveDragStart = nil
    post(
      begin: begin, end: begin.offsetBy(dx: 0, dy: begin.height), duration: duration,
      will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification)
  }

  /// Moves the keyboard to `newFrame` (screen coordinates; a floating or undocked keyboard, an
  /// input accessory change): posts only the will/did-change-frame notifications. The keyboard
  /// counts as shown afterwards.
  package static func changeFrame(to newFrame: CGRect, duration: TimeInterval = defaultDuration) {
    let begin = frame ?? newFrame
    frame = newFrame
    post(begin: begin, end: newFrame, duration: duration, will: nil, did: nil)
  }

  /// During an interactive dismissal (a scroll view with `keyboardDismissMode` `.interactive`
  /// dragged into the keyboard), the finger pulls the keyboard down: its top follows to `top`
  /// (screen coordinates; never above its place before the drag) and no notification is posted,
  /// as UIKit posts none until the finger lifts; `UIKeyboardLayoutGuide`s follow. Does nothing
  /// when the keyboard is hidden.
  package static func dragInteractively(toTop top: CGFloat) {
    guard let current = frame else { return }
    let resting = interactiveDragStart ?? current
    interactiveDragStart = resting
    frame = current.offsetBy(dx: 0, dy: max(resting.minY, top) - current.minY)
  }

  /// The finger lifts at the end of an interactive dismissal: the keyboard leaves (the window's
  /// first responder resigns, and the will-hide notifications are posted from where the keyboard
  /// is) or slides back up to its place before the drag (the will-show notifications). Does
  /// nothing unless ``dragInteractively(toTop:)`` moved it.
  package static func endInteractiveDrag(dismissing: Bool, duration: TimeInterval = defaultDuration) {
    guard let resting = interactiveDragStart else { return }
    interactiveDragStart = nil
    guard dismissing else {
      show(height: resting.height, duration: duration)
      return
    }
    UIWindow.keyWindowReference?.endEditing(true)
    hide(duration: duration)
  }

  /// Hidden, without notifications, heights back to the defaults (tests call it).
  package static func reset() {
    frame = nil
    interactiveDragStart = nil
    portraitHeight = 291
    landscapeHeight = 209
  }

  // MARK: Internal

  /// Brings the keyboard up when `responder` takes text, and down when there is no such first
  /// responder.
  static func firstResponderDidChange(to responder: UIResponder?) {
    let wantsKeyboard = responder?.raisesKeyboardAsFirstResponder ?? false
    if wantsKeyboard, !isVisible {
      show()
    } else if !wantsKeyboard, isVisible {
      hide()
    }
  }

  // MARK: Private

  /// Posts the will-change-frame and `will` notifications now, the did-change-frame and `did` ones
  /// after `duration` on the clock.
  private static func post(
    begin: CGRect, end: CGRect, duration: TimeInterval, will: NSNotification.Name?, did: NSNotification.Name?
  ) {
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let center = NotificationCenter.default
    let screen = UIScreen.mainScreen
    DoubleAnimationContext.inAnimationBlock(duration: duration) {
      center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: screen, userInfo: userInfo)
      if let will { center.post(name: will, object: screen, userInfo: userInfo) }
    }
    DoubleClock.main.schedule(after: duration) {
      center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: screen, userInfo: userInfo)
      if let did { center.post(name: did, object: screen, userInfo: userInfo) }
    }
  }
}
