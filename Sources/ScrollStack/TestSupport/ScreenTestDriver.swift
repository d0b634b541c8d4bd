import Foundation
import ScrollStack

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

// MARK: - ScreenTestDriver

/// Drives a screen under test the way the system would: time passing, the run loop's layout pass,
/// the keyboard, and on the UIKit double a tap, a rotation and the device's safe area.
///
/// The same test code runs on iOS (the simulator or a device, with real UIKit) and on Linux and
/// macOS (the UIKit double):
///
/// - On the UIKit double nothing happens on its own: animations end, animated scrolls land and the
///   keyboard filter fires only when a test moves the double's clock (``advanceTime(by:)``,
///   ``finishAnimations()``), and windows lay out only at ``runLayoutPass()`` or an explicit
///   `layoutIfNeeded()`. Every step is deterministic and takes no real time.
/// - On iOS the same calls run the main run loop for real (``advanceTime(by:)`` waits that long;
///   ``finishAnimations()`` waits for the longest animation the library starts, half a second).
///
/// ```swift
/// let stackController = ScrollStackController()
/// stackController.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
/// stackController.scrollStack.scrollToBottom(animated: true)
/// ScreenTestDriver.finishAnimations()
/// ```
@MainActor
public enum ScreenTestDriver {
  // MARK: Public

  /// Starts a test from a clean slate: on the UIKit double, an iPhone in portrait (390 × 844
  /// points, text size large), the keyboard hidden, no key window, and the clock back at zero with
  /// nothing the previous test left scheduled on it. Does nothing on iOS.
  public static func reset() {
    #if !canImport(UIKit)
      // A keyboard the previous test left up goes down the way the system says so, so that what
      // listens to the notifications (the library's shared keyboard state) forgets it too. It
      // ends as a hidden docked keyboard does, its full height below the screen: an empty end
      // frame would announce a floating keyboard, which counts as up. Below the screen of the
      // device as reset (portrait): below a landscape screen, the frame the shared state keeps
      // would overlap the next test's portrait windows; so would a keyboard left a few points
      // on screen (an interactive dismissal stopped short), which is why any remembered frame
      // goes, not only one that overlaps the screen now.
      let wasUp = DoubleKeyboard.isVisible || KeyboardFrameStore.shared.state != .hidden
      let lastFrame = DoubleKeyboard.frame
      DoubleDevice.reset()
      guard wasUp else { return }
      let screen = UIScreen.main.bounds
      let height = DoubleKeyboard.height
      let below = CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
      guard KeyboardFrameStore.shared.state != .shown(frame: below) || lastFrame != nil else { return }
      postKeyboard(
        from: lastFrame ?? below.offsetBy(dx: 0, dy: -height), to: below, duration: 0,
        will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification)
    #endif
  }

  /// Lets `seconds` pass (a negative or non-finite value counts as 0): what falls due meanwhile
  /// runs, in time order, then the run loop's layout pass.
  public static func advanceTime(by seconds: TimeInterval) {
    let interval = seconds.isFinite ? Swift.max(0, seconds) : 0
    #if canImport(UIKit)
      RunLoop.main.run(until: Date(timeIntervalSinceNow: interval))
    #else
      DoubleClock.main.advance(by: interval)
      DoubleLayout.runPendingPasses()
    #endif
  }

  /// Lets every running animation, animated scroll and keyboard animation end (and whatever they
  /// schedule in turn), then runs the layout pass.
  public static func finishAnimations() {
    #if canImport(UIKit)
      RunLoop.main.run(until: Date(timeIntervalSinceNow: longestLibraryAnimation))
    #else
      DoubleClock.main.runUntilIdle()
      DoubleLayout.runPendingPasses()
    #endif
  }

  /// Runs the layout pass the run loop runs at the end of a turn: every window that needs layout
  /// lays out (views in no window lay out only when asked to, with `layoutIfNeeded()`, as in UIKit).
  public static func runLayoutPass() {
    #if canImport(UIKit)
      RunLoop.main.run(until: Date())
    #else
      DoubleLayout.runPendingPasses()
    #endif
  }

  /// Shows the docked keyboard, `height` points tall (the device's keyboard height when `nil`),
  /// the way the system announces it: UIKit's will-change-frame and will-show notifications now,
  /// with UIKit's `userInfo` keys (end frame in screen coordinates, `duration`, curve 7, local),
  /// and the did-change-frame and did-show ones `duration` seconds later. On iOS the
  /// notifications are posted on `NotificationCenter.default` (the default keyboard height there
  /// is 291 points); the system's own keyboard is not involved.
  public static func showKeyboard(height: CGFloat? = nil, duration: TimeInterval = 0.25) {
    #if canImport(UIKit)
      let screen = UIScreen.main.bounds
      let keyboardHeight = height ?? 291
      let end = CGRect(x: 0, y: screen.height - keyboardHeight, width: screen.width, height: keyboardHeight)
      postKeyboard(
        from: end.offsetBy(dx: 0, dy: keyboardHeight), to: end, duration: duration,
        will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification)
    #else
      DoubleKeyboard.show(height: height, duration: duration)
    #endif
  }

  /// Hides the keyboard the way the system announces it: will-change-frame and will-hide now,
  /// did-change-frame and did-hide after `duration`. On the double, does nothing when the
  /// keyboard is hidden; on iOS it always posts (from a 291-point keyboard).
  public static func hideKeyboard(duration: TimeInterval = 0.25) {
    #if canImport(UIKit)
      let screen = UIScreen.main.bounds
      let begin = CGRect(x: 0, y: screen.height - 291, width: screen.width, height: 291)
      postKeyboard(
        from: begin, to: begin.offsetBy(dx: 0, dy: 291), duration: duration,
        will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification)
    #else
      DoubleKeyboard.hide(duration: duration)
    #endif
  }

  /// Taps `view` (at its centre, or at `point` in its coordinates) as a finger would: its tap
  /// gesture recognizers and those of its ancestors are asked (`gestureRecognizerShouldBegin`,
  /// their delegates) and the one that recognizes sends its action. Returns the recognizers that
  /// recognized. A view in no window, or in a hidden one, receives nothing.
  ///
  /// UIKit double only: iOS has no public way to synthesize a touch (use UI tests there).
  @available(iOS, unavailable, message: "UIKit has no public way to synthesize a touch; use a UI test")
  @discardableResult
  public static func tap(_ view: UIView, at point: CGPoint? = nil) -> [UIGestureRecognizer] {
    #if canImport(UIKit)
      return []
    #else
      return DoubleTouch.tap(view, at: point)
    #endif
  }

  // MARK: Touches

  /// Puts a finger down on `view` (at its centre, or at `point` in its coordinates): `view` hears
  /// `touchesBegan(_:with:)`, and the responder chain passes on what it does not handle (a
  /// row highlights). Returns the touch, for ``moveTouch(_:to:)``, ``endTouch(_:)`` or
  /// ``cancelTouch(_:)``. No gesture recognizer is asked (``tap(_:at:)`` plays the recognized
  /// tap). A view in no window, or in a hidden one, receives nothing, now or later.
  ///
  /// UIKit double only: iOS has no public way to synthesize a touch (use UI tests there).
  @available(iOS, unavailable, message: "UIKit has no public way to synthesize a touch; use a UI test")
  @discardableResult
  public static func beginTouch(on view: UIView, at point: CGPoint? = nil) -> UITouch {
    #if canImport(UIKit)
      return UITouch()
    #else
      return DoubleTouch.beginTouch(on: view, at: point)
    #endif
  }

  /// Moves the finger of `touch` to `point` (in the coordinates of the view it began on; where it
  /// is by default): the view hears `touchesMoved(_:with:)` (a row the finger leaves loses its
  /// highlight and can no longer be tapped by this touch).
  ///
  /// UIKit double only, as ``beginTouch(on:at:)``.
  @available(iOS, unavailable, message: "UIKit has no public way to synthesize a touch; use a UI test")
  public static func moveTouch(_ touch: UITouch, to point: CGPoint? = nil) {
    #if !canImport(UIKit)
      DoubleTouch.moveTouch(touch, to: point)
    #endif
  }

  /// Lifts the finger of `touch` where it is: the view hears `touchesEnded(_:with:)` (a row lifted
  /// inside, with an `onTap`, is tapped).
  ///
  /// UIKit double only, as ``beginTouch(on:at:)``.
  @available(iOS, unavailable, message: "UIKit has no public way to synthesize a touch; use a UI test")
  public static func endTouch(_ touch: UITouch) {
    #if !canImport(UIKit)
      DoubleTouch.endTouch(touch)
    #endif
  }

  /// Cancels `touch` (as UIKit does when a scroll or a gesture recognizer takes it): the view
  /// hears `touchesCancelled(_:with:)`.
  ///
  /// UIKit double only, as ``beginTouch(on:at:)``.
  @available(iOS, unavailable, message: "UIKit has no public way to synthesize a touch; use a UI test")
  public static func cancelTouch(_ touch: UITouch) {
    #if !canImport(UIKit)
      DoubleTouch.cancelTouch(touch)
    #endif
  }

  // MARK: Device

  /// Rotates the device so that the screen, and `window` with it, is `size` (points): the window's
  /// root view controller hears `viewWillTransition(to:with:)`, the window takes the size inside a
  /// `duration`-second animation and lays out, and a shown keyboard hides and shows again at the
  /// new orientation's height. Sizes that are not finite and positive are ignored.
  ///
  /// UIKit double only: an iOS test cannot rotate the simulator.
  @available(iOS, unavailable, message: "a test cannot rotate the device on iOS")
  public static func rotate(_ window: UIWindow, to size: CGSize, duration: TimeInterval = 0.3) {
    #if !canImport(UIKit)
      DoubleDevice.rotate(window, to: size, duration: duration)
    #endif
  }

  /// Gives `window` the safe-area insets of a device (a notch, a home indicator): the window's
  /// `safeAreaInsets` and everything inherited from them follow at the next layout pass.
  ///
  /// UIKit double only: on iOS the device decides.
  @available(iOS, unavailable, message: "on iOS the device decides the safe area")
  public static func setSafeAreaInsets(_ insets: UIEdgeInsets, of window: UIWindow) {
    #if !canImport(UIKit)
      DoubleDevice.setSafeAreaInsets(insets, of: window)
    #endif
  }

  /// Sets the text size the user chose: every window's views (and their controllers) see the new
  /// `preferredContentSizeCategory` in their traits and hear `traitCollectionDidChange(_:)`.
  ///
  /// UIKit double only: on iOS the setting is the device's.
  @available(iOS, unavailable, message: "on iOS the text size is the device's setting")
  public static func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
    #if !canImport(UIKit)
      DoubleDevice.setPreferredContentSizeCategory(category)
    #endif
  }

  /// Switches Bold Text (the accessibility setting): every window's views (and their controllers)
  /// see the new `legibilityWeight` in their traits and hear `traitCollectionDidChange(_:)`; a
  /// stack measures its rows again.
  ///
  /// UIKit double only: on iOS the setting is the device's.
  @available(iOS, unavailable, message: "on iOS Bold Text is the device's setting")
  public static func setBoldTextEnabled(_ isEnabled: Bool) {
    #if !canImport(UIKit)
      DoubleDevice.setBoldTextEnabled(isEnabled)
    #endif
  }

  /// Sets the language direction of the device (a right-to-left language such as Arabic or
  /// Hebrew): every window's views (and their controllers) see the new `layoutDirection` in their
  /// traits, and so the new `effectiveUserInterfaceLayoutDirection` unless their
  /// `semanticContentAttribute` forces one, and hear `traitCollectionDidChange(_:)`; a stack lays
  /// itself out again in the new direction. ``reset()`` sets it back to left to right.
  ///
  /// UIKit double only: on iOS the language is the device's (set a view's
  /// `semanticContentAttribute` to `.forceRightToLeft` to test a stack right to left there).
  @available(iOS, unavailable, message: "on iOS the language is the device's setting; use semanticContentAttribute")
  public static func setLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
    #if !canImport(UIKit)
      DoubleDevice.setLayoutDirection(direction)
    #endif
  }

  // MARK: Private

  /// Posts a keyboard change as UIKit does: the will notifications now, the did ones after
  /// `duration` (on iOS the run loop runs meanwhile; on the double they follow at once).
  private static func postKeyboard(
    from begin: CGRect, to end: CGRect, duration: TimeInterval, will: Notification.Name, did: Notification.Name
  ) {
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: duration,
      UIResponder.keyboardAnimationCurveUserInfoKey: 7,
      UIResponder.keyboardIsLocalUserInfoKey: true,
    ]
    let center = NotificationCenter.default
    center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
    center.post(name: will, object: nil, userInfo: userInfo)
    #if canImport(UIKit)
      RunLoop.main.run(until: Date(timeIntervalSinceNow: duration))
    #endif
    center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
    center.post(name: did, object: nil, userInfo: userInfo)
  }

  /// The longest animation the library starts by itself, in seconds (with some margin).
  private static let longestLibraryAnimation: TimeInterval = 0.5
}
