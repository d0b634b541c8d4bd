import Foundation
import Testing

@testable import ScrollStackCore

/// `KeyboardHostSnapshot` and `KeyboardHostPlacement.measured`: what both hosts hand the keyboard
/// core after a layout pass, decided once. No host: a recording double stands in for it.
@Suite @MainActor struct KeyboardHostSnapshotTests {
  let window = KeyboardScene.window

  func snapshot(
    safeAreaBottom: CGFloat = 34, own: CGFloat = 0, insets: StackEdgeInsets? = nil, mode: KeyboardDismissMode? = nil,
    bounce: Bool? = nil, tracking: Bool? = nil
  ) -> KeyboardHostSnapshot {
    KeyboardHostSnapshot(
      placement: .measured(
        frameInWindow: window, windowBounds: window, safeAreaBottom: safeAreaBottom, ownAdditionalSafeAreaBottom: own),
      additionalSafeAreaInsets: insets, keyboardDismissMode: mode, alwaysBounceVertical: bounce, isTracking: tracking)
  }

  @Test func inheritedSafeAreaIsTheViewsSafeAreaLessTheHostsOwn() {
    // A tab bar (49) over the home indicator (34), and 20 of the host's own.
    let placement = KeyboardHostPlacement.measured(
      frameInWindow: window, windowBounds: window, safeAreaBottom: 103, ownAdditionalSafeAreaBottom: 20)
    #expect(placement.inheritedSafeAreaBottom == 83)
  }

  @Test func inheritedSafeAreaIsNeverNegativeNorNonFinite() {
    let below = KeyboardHostPlacement.measured(
      frameInWindow: nil, windowBounds: nil, safeAreaBottom: 10, ownAdditionalSafeAreaBottom: 300)
    #expect(below.inheritedSafeAreaBottom == 0)
    let nan = KeyboardHostPlacement.measured(
      frameInWindow: nil, windowBounds: nil, safeAreaBottom: .nan, ownAdditionalSafeAreaBottom: .infinity)
    #expect(nan.inheritedSafeAreaBottom == 0)
  }

  @Test func theKeyboardsOwnInsetIsNotTakenAsTheUsersButAnEdgeTheAppChangedIs() {
    let scene = KeyboardScene()
    scene.showAndSettle()
    let applied = scene.controller.appliedAdditionalSafeAreaInsets
    #expect(applied.bottom == KeyboardScene.keyboardInset)
    // The view's safe area holds the home indicator and the keyboard's inset.
    scene.controller.hostDidLayout(snapshot(safeAreaBottom: 34 + applied.bottom, own: applied.bottom, insets: applied))
    #expect(scene.controller.userAdditionalSafeAreaInsets == .zero)
    var palette = applied
    palette.top = 44
    scene.controller.hostDidLayout(snapshot(safeAreaBottom: 34 + applied.bottom, own: applied.bottom, insets: palette))
    #expect(scene.controller.userAdditionalSafeAreaInsets == StackEdgeInsets(top: 44))
    scene.hide()
    scene.scheduler.advance(by: 1)
    #expect(scene.host.insetChanges.last?.insets == StackEdgeInsets(top: 44))
  }

  @Test func theHostsInheritedSafeAreaLowersTheKeyboardInset() {
    let scene = KeyboardScene(placement: nil)
    scene.controller.hostDidLayout(snapshot(safeAreaBottom: 83))
    scene.showAndSettle()
    #expect(scene.controller.appliedAdditionalSafeAreaInsets.bottom == KeyboardScene.keyboardHeight - 83)
  }

  @Test func aBounceValueOtherThanTheAppliedOneIsTheUsers() {
    let scene = KeyboardScene()
    scene.controller.hostDidLayout(snapshot(bounce: false))
    #expect(scene.controller.userAlwaysBounceVertical == false)
    scene.controller.hostDidLayout(snapshot(bounce: true))
    #expect(scene.controller.userAlwaysBounceVertical == true)
  }

  @Test func anInteractiveDismissalRunsOnlyWhileTrackingWithAnInteractiveMode() {
    let scene = KeyboardScene()
    scene.controller.hostDidLayout(snapshot(mode: .onDrag, tracking: true))
    #expect(scene.controller.keyboardDismissMode == .onDrag)
    #expect(!scene.controller.isInteractiveDismissalInProgress)
    scene.controller.hostDidLayout(snapshot(mode: .interactiveWithAccessory, tracking: true))
    #expect(scene.controller.isInteractiveDismissalInProgress)
    scene.controller.hostDidLayout(snapshot(tracking: false))
    #expect(!scene.controller.isInteractiveDismissalInProgress)
  }

  @Test func nilFieldsLeaveTheirInputsAlone() {
    let scene = KeyboardScene()
    scene.controller.userAlwaysBounceVertical = true
    scene.controller.keyboardDismissMode = .interactive
    scene.controller.hostDidLayout(snapshot())
    #expect(scene.controller.userAlwaysBounceVertical)
    #expect(scene.controller.keyboardDismissMode == .interactive)
  }
}
