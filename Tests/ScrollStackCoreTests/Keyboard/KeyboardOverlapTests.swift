import Foundation
import Testing

@testable import ScrollStackCore

@Suite struct KeyboardOverlapTests {
  let window = CGRect(x: 0, y: 0, width: 390, height: 844)
  let keyboard = KeyboardState.shown(frame: CGRect(x: 0, y: 508, width: 390, height: 336))

  @Test func fullScreenHostIsCoveredByTheWholeKeyboardHeight() {
    let overlap = KeyboardOverlap.measure(keyboard: keyboard, hostFrame: window, windowBounds: window)
    #expect(overlap == KeyboardOverlap(docking: .docked, height: 336))
  }

  @Test func hostCoveringTheTopOfTheScreenOverlapsPartly() {
    let host = CGRect(x: 0, y: 0, width: 390, height: 600)
    let overlap = KeyboardOverlap.measure(keyboard: keyboard, hostFrame: host, windowBounds: window)
    #expect(overlap.height == CGFloat(600 - 508))
  }

  /// A host that extends below the window (a sheet pushed down, a view taller than the screen)
  /// still needs the whole band from the keyboard's top to its own bottom edge, not only the part
  /// of the keyboard inside the window: its content up to the keyboard's top stays reachable.
  @Test(arguments: [
    (CGRect(x: 0, y: 0, width: 390, height: 900), CGFloat(900 - 508)),
    (CGRect(x: 0, y: 600, width: 390, height: 400), CGFloat(400)),
  ])
  func hostExtendingBelowTheWindowIsCoveredToItsOwnBottom(host: CGRect, expected: CGFloat) {
    let overlap = KeyboardOverlap.measure(keyboard: keyboard, hostFrame: host, windowBounds: window)
    #expect(overlap == KeyboardOverlap(docking: .docked, height: expected))
  }

  @Test func hostAboveTheKeyboardIsNotCovered() {
    let host = CGRect(x: 0, y: 0, width: 390, height: 400)
    let overlap = KeyboardOverlap.measure(keyboard: keyboard, hostFrame: host, windowBounds: window)
    #expect(overlap == KeyboardOverlap(docking: .docked, height: 0))
  }

  @Test func hostBesideTheKeyboardIsNotCovered() {
    let wide = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let host = CGRect(x: 700, y: 0, width: 324, height: 1366)
    let narrowKeyboard = KeyboardState.shown(frame: CGRect(x: 0, y: 1000, width: 600, height: 366))
    let overlap = KeyboardOverlap.measure(keyboard: narrowKeyboard, hostFrame: host, windowBounds: wide)
    #expect(overlap.height == 0)
  }

  @Test func floatingKeyboardWithEmptyFrameIsUndocked() {
    let overlap = KeyboardOverlap.measure(keyboard: .shown(frame: .zero), hostFrame: window, windowBounds: window)
    #expect(overlap == KeyboardOverlap(docking: .undocked, height: 0))
    #expect(overlap.isKeyboardVisible)
  }

  @Test func floatingKeyboardInTheMiddleOfTheScreenIsUndocked() {
    let ipad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let floating = KeyboardState.shown(frame: CGRect(x: 350, y: 700, width: 320, height: 250))
    let overlap = KeyboardOverlap.measure(keyboard: floating, hostFrame: ipad, windowBounds: ipad)
    #expect(overlap == KeyboardOverlap(docking: .undocked, height: 0))
  }

  @Test func splitKeyboardRaisedAboveTheBottomIsUndocked() {
    let ipad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let split = KeyboardState.shown(frame: CGRect(x: 0, y: 800, width: 1024, height: 300))
    let overlap = KeyboardOverlap.measure(keyboard: split, hostFrame: ipad, windowBounds: ipad)
    #expect(overlap.docking == .undocked)
    #expect(overlap.height == 0)
  }

  @Test func hardwareKeyboardShortcutBarCoversItsOwnHeight() {
    let ipad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let bar = KeyboardState.shown(frame: CGRect(x: 0, y: 1366 - 55, width: 1024, height: 55))
    let overlap = KeyboardOverlap.measure(keyboard: bar, hostFrame: ipad, windowBounds: ipad)
    #expect(overlap == KeyboardOverlap(docking: .docked, height: 55))
  }

  @Test func keyboardAnimatedBelowTheWindowIsHidden() {
    let gone = KeyboardState.shown(frame: CGRect(x: 0, y: 844, width: 390, height: 336))
    #expect(KeyboardOverlap.measure(keyboard: gone, hostFrame: window, windowBounds: window) == .none)
    #expect(KeyboardOverlap.measure(keyboard: .hidden, hostFrame: window, windowBounds: window) == .none)
  }

  @Test func insetIsOverlapLessInheritedSafeAreaButNeverBelowTheUserValue() {
    let user = StackEdgeInsets(top: 5, bottom: 10)
    let raised = KeyboardSafeAreaAdjustment.additionalSafeAreaInsets(
      user: user, keyboardOverlap: 336, inheritedSafeAreaBottom: 34, isEnabled: true)
    #expect(raised == StackEdgeInsets(top: 5, bottom: 302))
    let userWins = KeyboardSafeAreaAdjustment.additionalSafeAreaInsets(
      user: StackEdgeInsets(bottom: 400), keyboardOverlap: 336, inheritedSafeAreaBottom: 34, isEnabled: true)
    #expect(userWins.bottom == 400)
    let disabled = KeyboardSafeAreaAdjustment.additionalSafeAreaInsets(
      user: user, keyboardOverlap: 336, inheritedSafeAreaBottom: 34, isEnabled: false)
    #expect(disabled == user)
    let coveredOnlyBySafeArea = KeyboardSafeAreaAdjustment.additionalSafeAreaInsets(
      user: .zero, keyboardOverlap: 20, inheritedSafeAreaBottom: 34, isEnabled: true)
    #expect(coveredOnlyBySafeArea == .zero)
  }

  @Test func bounceIsOnOnlyWhileAKeyboardIsUpAndDraggingCanDismissIt() {
    #expect(KeyboardDismissMode.interactive.alwaysBounceVertical(userValue: false, isKeyboardVisible: true))
    #expect(!KeyboardDismissMode.interactive.alwaysBounceVertical(userValue: false, isKeyboardVisible: false))
    #expect(!KeyboardDismissMode.none.alwaysBounceVertical(userValue: false, isKeyboardVisible: true))
    #expect(KeyboardDismissMode.none.alwaysBounceVertical(userValue: true, isKeyboardVisible: false))
  }
}
