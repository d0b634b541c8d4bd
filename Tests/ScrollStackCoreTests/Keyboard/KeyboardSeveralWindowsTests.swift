import Foundation
import Testing

@testable import ScrollStackCore

/// Keyboard frames in screen coordinates, each host converting them into its own window (issue
/// 23 item 4 (c)).
@Suite @MainActor struct KeyboardSeveralWindowsTests {
  /// Two objects standing for two screens.
  final class Screen {}

  @Test func aKeyboardFrameIsMovedIntoTheWindowsCoordinates() {
    let placement = KeyboardHostPlacement(windowOriginInScreen: CGPoint(x: 100, y: 422))
    #expect(
      placement.keyboardFrameInWindow(CGRect(x: 0, y: 553, width: 390, height: 291), keyboardScreenID: nil)
        == CGRect(x: -100, y: 131, width: 390, height: 291))
  }

  @Test func aKeyboardOnAnotherScreenIsNotOverTheWindow() {
    let (main, external) = (Screen(), Screen())
    let placement = KeyboardHostPlacement(screenID: ObjectIdentifier(external))
    let frame = CGRect(x: 0, y: 553, width: 390, height: 291)
    #expect(placement.keyboardFrameInWindow(frame, keyboardScreenID: ObjectIdentifier(main)) == nil)
    #expect(placement.keyboardFrameInWindow(frame, keyboardScreenID: ObjectIdentifier(external)) == frame)
    // A notification that names no screen (before iOS 16.1) is taken to be on the host's.
    #expect(placement.keyboardFrameInWindow(frame, keyboardScreenID: nil) == frame)
  }

  @Test func twoHostsInStackedWindowsEachGetTheirOwnOverlap() {
    let scheduler = ManualScheduler()
    let store = KeyboardFrameStore()
    let window = CGRect(x: 0, y: 0, width: 390, height: 422)
    let (upperHost, lowerHost) = (RecordingKeyboardHost(), RecordingKeyboardHost())
    let upper = KeyboardAvoidanceController(host: upperHost, scheduler: scheduler, keyboardStore: store)
    let lower = KeyboardAvoidanceController(host: lowerHost, scheduler: scheduler, keyboardStore: store)
    upper.placement = KeyboardHostPlacement(frameInWindow: window, windowBounds: window)
    lower.placement = KeyboardHostPlacement(
      frameInWindow: window, windowBounds: window, windowOriginInScreen: CGPoint(x: 0, y: 422))
    store.post(KeyboardEvent(kind: .willShow, endFrame: CGRect(x: 0, y: 553, width: 390, height: 291)))
    scheduler.advance(by: 0.1)
    #expect(lower.appliedAdditionalSafeAreaInsets.bottom == 291)
    #expect(upper.appliedAdditionalSafeAreaInsets.bottom == 0)
    #expect(upper.keyboardOverlap == .none)
  }

  @Test func aHostOnAnotherScreenIgnoresTheKeyboardAndAHostArrivingLaterKnowsItsScreen() {
    let scheduler = ManualScheduler()
    let store = KeyboardFrameStore()
    let (main, external) = (Screen(), Screen())
    let host = RecordingKeyboardHost()
    let onExternal = KeyboardAvoidanceController(host: host, scheduler: scheduler, keyboardStore: store)
    onExternal.placement = KeyboardHostPlacement.filling(KeyboardScene.window)
    onExternal.placement.screenID = ObjectIdentifier(external)
    store.post(
      KeyboardEvent(kind: .willShow, endFrame: KeyboardScene.keyboardFrame, screenID: ObjectIdentifier(main)))
    scheduler.advance(by: 0.1)
    #expect(host.insetChanges.isEmpty)
    #expect(store.screenID == ObjectIdentifier(main))
    // A controller created while that keyboard is up takes its screen with its frame.
    let later = KeyboardAvoidanceController(host: RecordingKeyboardHost(), scheduler: scheduler, keyboardStore: store)
    #expect(later.keyboardScreenID == ObjectIdentifier(main))
    var onMain = KeyboardHostPlacement.filling(KeyboardScene.window)
    onMain.screenID = ObjectIdentifier(main)
    later.placement = onMain
    #expect(later.appliedAdditionalSafeAreaInsets.bottom == KeyboardScene.keyboardHeight)
  }

  @Test func anUnusableWindowOriginIsReportedAndTakenAsTheScreensOrigin() {
    let scene = KeyboardScene()
    var placement = KeyboardScene.fullScreen
    placement.windowOriginInScreen = CGPoint(x: CGFloat.nan, y: 0)
    scene.controller.placement = placement
    #expect(scene.controller.placement.windowOriginInScreen == .zero)
    #expect(scene.diagnosticKinds == [.invalidKeyboardInput])
  }
}
