import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Issue 23 item 4 (d): a text field's layout that is still pending when the keyboard's inset
/// animates (a field that has just taken the focus sets up its text) does not run inside the
/// animation, where its text would slide in.
@Suite @MainActor struct TextFieldAnimationArtefactTests {
  /// A field that, like UIKit's, lays out its text again when it takes the focus, and records the
  /// animation each of its layouts ran in.
  final class RecordingField: UITextField {
    var layoutAnimationDurations: [TimeInterval] = []

    @discardableResult
    override func becomeFirstResponder() -> Bool {
      let became = super.becomeFirstResponder()
      setNeedsLayout()
      return became
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      layoutAnimationDurations.append(UIView.inheritedAnimationDuration)
    }
  }

  @Test func aFieldThatTookTheFocusIsNotLaidOutInsideTheInsetAnimation() {
    KeyboardStackFixture.resetDevice()
    let host = ScrollingContentViewController()
    let form = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 1000))
    let field = RecordingField(frame: CGRect(x: 20, y: 700, width: 300, height: 44))
    form.addSubview(field)
    host.contentView = form
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = host
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    field.layoutAnimationDurations = []
    field.becomeFirstResponder()
    // The keyboard's inset animates when the filter fires, with the field's layout still pending.
    ScreenTestDriver.advanceTime(by: 0.1)
    #expect(host.additionalSafeAreaInsets.bottom == 291)
    // The layout the focus asked for runs first, outside the animation; one the inset's own
    // change asks for (the field's safe area moved) may animate with it.
    #expect(field.layoutAnimationDurations.first == 0, "\(field.layoutAnimationDurations)")
    #expect(host.viewIfLoaded?.window === window)
  }
}
