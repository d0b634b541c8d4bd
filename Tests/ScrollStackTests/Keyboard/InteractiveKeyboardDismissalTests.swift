import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Issue 23 item 4 (b): with `keyboardDismissMode = .interactive` the inset follows the keyboard
/// while the finger drags it down (iOS 15 and later, through the window's keyboard layout guide).
@Suite @MainActor struct InteractiveKeyboardDismissalTests {
  @Test func theInsetFollowsTheKeyboardWhileTheFingerDragsItDown() {
    let fixture = KeyboardStackFixture()
    fixture.stack.keyboardDismissMode = .interactive
    fixture.fields[1].field.becomeFirstResponder()
    fixture.settle()
    ScreenTestDriver.finishAnimations()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 257)
    // The finger drags the content and, past the keyboard's top, the keyboard with it: UIKit
    // posts nothing until the finger lifts.
    #expect(fixture.stack.beginDrag())
    DoubleKeyboard.dragInteractively(toTop: 700)
    fixture.stack.drag(to: CGPoint(x: 0, y: -20))
    ScreenTestDriver.runLayoutPass()
    // 844 - 700 = 144 points of keyboard, less the 34-point home indicator.
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 110)
    DoubleKeyboard.dragInteractively(toTop: 844)
    fixture.stack.drag(to: CGPoint(x: 0, y: -40))
    ScreenTestDriver.runLayoutPass()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 0)
    // Back up a little, then released: the keyboard goes, and the inset stays gone.
    DoubleKeyboard.dragInteractively(toTop: 800)
    fixture.stack.drag(to: CGPoint(x: 0, y: -30))
    ScreenTestDriver.runLayoutPass()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 10)
    fixture.stack.endDrag(decelerating: false)
    DoubleKeyboard.endInteractiveDrag(dismissing: true)
    fixture.settle()
    ScreenTestDriver.finishAnimations()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 0)
    #expect(!DoubleKeyboard.isVisible)
  }

  @Test func aKeyboardReleasedBackInPlaceBringsItsInsetBack() {
    let fixture = KeyboardStackFixture()
    fixture.stack.keyboardDismissMode = .interactive
    fixture.fields[1].field.becomeFirstResponder()
    fixture.settle()
    ScreenTestDriver.finishAnimations()
    #expect(fixture.stack.beginDrag())
    DoubleKeyboard.dragInteractively(toTop: 750)
    fixture.stack.drag(to: CGPoint(x: 0, y: -20))
    ScreenTestDriver.runLayoutPass()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 60)
    fixture.stack.endDrag(decelerating: false)
    DoubleKeyboard.endInteractiveDrag(dismissing: false)
    fixture.settle()
    ScreenTestDriver.finishAnimations()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 257)
  }

  @Test func withoutAnInteractiveModeADragLeavesTheInsetAlone() {
    let fixture = KeyboardStackFixture()
    fixture.fields[1].field.becomeFirstResponder()
    fixture.settle()
    ScreenTestDriver.finishAnimations()
    #expect(fixture.stack.beginDrag())
    // Not a dismissal the library tracks: the keyboard is moved by something else.
    DoubleKeyboard.dragInteractively(toTop: 700)
    fixture.stack.drag(to: CGPoint(x: 0, y: -20))
    ScreenTestDriver.runLayoutPass()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 257)
    fixture.stack.endDrag(decelerating: false)
  }
}
