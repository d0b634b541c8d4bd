import Foundation
import ScrollStack
import ScrollStackTestSupport
import ScrollStackUIKitDouble

// MARK: - DemoDevice

/// The phone the Demo runs on: the UIKit double's device, clock and keyboard, set to the Demo's
/// sizes. Everything else goes through `ScreenTestDriver`, the public test driver.
@MainActor
enum DemoDevice {
  // MARK: Internal

  /// A fresh phone: a keyboard a previous screen left up goes down (so the library's keyboard
  /// state follows), then the double starts over (clock at zero, no key window); the keyboard
  /// takes the Demo's heights and the screen the size of `window`, which fills it.
  static func start(with window: UIWindow) {
    ScreenTestDriver.hideKeyboard(duration: 0)
    ScreenTestDriver.finishAnimations()
    ScreenTestDriver.reset()
    DoubleKeyboard.portraitHeight = DemoMetrics.portraitKeyboardHeight
    DoubleKeyboard.landscapeHeight = DemoMetrics.landscapeKeyboardHeight
    // The double's screen is an iPhone's (390 × 844); only its rotation driver sizes it.
    ScreenTestDriver.rotate(window, to: window.bounds.size, duration: 0)
    ScreenTestDriver.finishAnimations()
  }

  /// The keyboard's frame in `window`'s coordinates while it is up.
  static func keyboardFrame(in window: UIWindow) -> CGRect? {
    DoubleKeyboard.frame.map { window.convert($0, from: window.screen.coordinateSpace) }
  }

  /// Brings the keyboard up while a field has the focus and down when none has. UIKit (and the
  /// double's documentation) raise it when a text field becomes first responder; the double's
  /// `UITextField` does not yet (its `raisesKeyboardAsFirstResponder` is `false`), so the Demo
  /// shows it the way the system announces it when it is not up already.
  static func keyboardFollowsFocus(hasFocusedField: Bool) {
    if hasFocusedField, DoubleKeyboard.frame == nil {
      ScreenTestDriver.showKeyboard()
    } else if !hasFocusedField, DoubleKeyboard.frame != nil {
      ScreenTestDriver.hideKeyboard()
    }
  }

  /// Whether an animation, an animated scroll, a keyboard change or a delayed action is still to
  /// run on the double's clock.
  static var hasPendingWork: Bool { DoubleClock.main.hasPendingActions }

  /// Runs `action` `delay` seconds from now on the double's clock.
  static func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
    DoubleClock.main.schedule(after: delay, action)
  }
}
