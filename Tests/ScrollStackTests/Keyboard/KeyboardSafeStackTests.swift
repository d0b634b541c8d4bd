import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct KeyboardSafeStackTests {
  @Test func focusingALowFieldScrollsItAboveTheKeyboard() throws {
    let fixture = KeyboardStackFixture()
    fixture.stack.visibilityScrollMargin = 8
    #expect(fixture.fields[7].field.becomeFirstResponder())
    #expect(KeyboardFrameStore.shared.lastEvent?.endFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
    // Nothing happens until the keyboard burst has settled.
    #expect(fixture.controller.additionalSafeAreaInsets == .zero)
    fixture.settle()
    // Overlap 291 less the 34-point home indicator already in the safe area.
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 257)
    // The field is revealed with `setContentOffset(_:animated: true)`: it lands when its
    // animation ends.
    ScreenTestDriver.finishAnimations()
    let field = fixture.fields[7].field.convert(fixture.fields[7].field.bounds, to: fixture.stack)
    let visibleBottom = fixture.stack.contentOffset.y + 844 - 34 - 257
    #expect(field.maxY + 8 == visibleBottom)
    // The field (40..84 in its row) and 8 points of margin are above the keyboard; the row's
    // last 8 points are not.
    #expect(fixture.stack.rows[7].visibility == .partial(percentage: 92))
  }

  @Test func rowsUnderTheKeyboardAreNotVisible() {
    let fixture = KeyboardStackFixture()
    #expect(fixture.stack.rows[7].visibility == .entire)
    fixture.fields[1].field.becomeFirstResponder()
    fixture.settle()
    #expect(fixture.stack.contentOffset == .zero)
    // Visible area: 47 ..< 844 - 291 = 553; rows 5 (500..<600) partial, 6 and 7 hidden by the keyboard.
    #expect(fixture.stack.rows[5].visibility == .partial(percentage: 53))
    #expect(fixture.stack.rows[6].visibility == .offscreen)
    #expect(fixture.stack.rows[7].visibility == .offscreen)
    #expect(fixture.delegate.visibilityLog.contains("hidden 7 offscreen"))
  }

  @Test func keyboardLeavingRestoresTheUsersOwnInsets() {
    let fixture = KeyboardStackFixture()
    // UIKit's way: the app assigns its own value directly.
    fixture.controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    ScreenTestDriver.runLayoutPass()
    #expect(fixture.controller.additionalSafeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    fixture.fields[2].field.becomeFirstResponder()
    fixture.settle()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 257)
    fixture.fields[2].field.resignFirstResponder()
    fixture.settle()
    #expect(fixture.controller.additionalSafeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    // Visible again down to 844 - 34 - 20 = 790.
    #expect(fixture.stack.rows[6].visibility == .entire)
    #expect(fixture.stack.rows[7].visibility == .partial(percentage: 90))
  }

  @Test func controllerArrivingWhileKeyboardIsUpLearnsItsFrameAtOnce() {
    let fixture = KeyboardStackFixture()
    ScreenTestDriver.showKeyboard()
    fixture.settle()
    let pushed = ScrollStackController()
    pushed.scrollStack.addRows(controllers: (0..<3).map { FieldController("p\($0)") })
    fixture.window.rootViewController = pushed
    ScreenTestDriver.runLayoutPass()
    // No new notification: the keyboard store already knows the frame.
    #expect(pushed.additionalSafeAreaInsets.bottom == CGFloat(291 - 34))
  }

  @Test func rotationWithKeyboardUpResizesOnceAndKeepsTopLeft() {
    let fixture = KeyboardStackFixture(safeArea: .zero)
    fixture.fields[1].field.becomeFirstResponder()
    fixture.settle()
    // The field's reveal, asked for when the keyboard's inset arrived, goes through the filter
    // too: let it land before scrolling away, or the rotation holds it and performs it at its end.
    ScreenTestDriver.finishAnimations()
    fixture.stack.contentOffset = CGPoint(x: 0, y: 150)
    fixture.stack.keyboard?.avoidance.onDiagnostic = { Issue.record("unexpected \($0)") }
    ScreenTestDriver.rotate(fixture.window, to: CGSize(width: 844, height: 390))
    // The rotation's hide/show pair is held while it runs: the portrait inset stays.
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 291)
    ScreenTestDriver.advanceTime(by: 0.3)
    // Its end applies the pair once, at the landscape height, and keeps the top-left in place.
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 209)
    #expect(fixture.stack.contentOffset.y == 150)
    #expect(fixture.stack.frame.size == CGSize(width: 844, height: 390))
    // Then the focused field, 140..<184 in the content and cut by the kept top edge, is revealed,
    // as UIKit reveals the first responder at the end of a rotation (the bottom of the safe area
    // moved): Core keeps the corner first, then performs the reveal.
    ScreenTestDriver.finishAnimations()
    #expect(fixture.stack.contentOffset.y == 140)
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 209)
  }

  @Test func autoFillBurstAdjustsOnceWithTheLastFrame() {
    let fixture = KeyboardStackFixture(safeArea: .zero)
    ScreenTestDriver.showKeyboard()
    fixture.settle()
    var offsets: [CGFloat] = []
    fixture.delegate.onEvent = { [unowned controller = fixture.controller] line in
      if line.hasPrefix("contentSize") || line.hasPrefix("layout") {
        offsets.append(controller.additionalSafeAreaInsets.bottom)
      }
    }
    // Ends at y 500, then 480.
    ScreenTestDriver.hideKeyboard()
    ScreenTestDriver.showKeyboard(height: 344)
    ScreenTestDriver.showKeyboard(height: 364)
    fixture.settle()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 364)
    #expect(offsets == [364])
  }

  /// On UIKit the keyboard binding lives as long as the controller: what matters is that out of
  /// a window it changes nothing.
  @Test func controllerOutsideAnyWindowIgnoresTheKeyboard() {
    KeyboardStackFixture.resetDevice()
    let controller = ScrollStackController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    controller.scrollStack.addRows(controllers: (0..<10).map { FieldController("f\($0)") })
    controller.view.layoutIfNeeded()
    ScreenTestDriver.showKeyboard()
    ScreenTestDriver.advanceTime(by: 0.1)
    controller.view.layoutIfNeeded()
    #expect(controller.additionalSafeAreaInsets == .zero)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    #expect(controller.additionalSafeAreaInsets.bottom == 291)
    window.rootViewController = nil
    #expect(controller.additionalSafeAreaInsets == .zero)
    ScreenTestDriver.hideKeyboard()
    ScreenTestDriver.showKeyboard()
    ScreenTestDriver.advanceTime(by: 0.1)
    controller.view.layoutIfNeeded()
    #expect(controller.additionalSafeAreaInsets == .zero)
  }

  @Test func keyboardInsetsAreRestoredWhenTheControllerLeavesItsWindow() {
    let fixture = KeyboardStackFixture()
    fixture.controller.scrollStack.keyboardDismissMode = .interactive
    fixture.fields[1].field.becomeFirstResponder()
    fixture.settle()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 257)
    #expect(fixture.stack.alwaysBounceVertical)
    fixture.window.rootViewController = nil
    #expect(fixture.controller.additionalSafeAreaInsets == .zero)
    #expect(!fixture.stack.alwaysBounceVertical)
    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    other.rootViewController = fixture.controller
    other.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    #expect(fixture.controller.additionalSafeAreaInsets == .zero)
    #expect(fixture.stack.rows[7].visibility == .entire)
  }

  @Test func dismissModeAndBounceSetInAWindowReachTheKeyboardCore() {
    let fixture = KeyboardStackFixture()
    fixture.stack.keyboardDismissMode = .interactive
    ScreenTestDriver.showKeyboard()
    fixture.settle()
    #expect(fixture.stack.alwaysBounceVertical)
    fixture.stack.alwaysBounceVertical = true  // the user's own wish, made while the keyboard is up
    ScreenTestDriver.hideKeyboard()
    fixture.settle()
    #expect(fixture.stack.alwaysBounceVertical)
  }

  @Test func stoppingTheKeyboardCoreLeavesTheFilterIdle() {
    let fixture = KeyboardStackFixture()
    ScreenTestDriver.showKeyboard()
    let core = fixture.stack.keyboard?.avoidance
    #expect(core != nil)
    #expect(core?.filterState != .idle)
    core?.stopObservingKeyboard()
    #expect(core?.filterState == .idle)
  }
}
