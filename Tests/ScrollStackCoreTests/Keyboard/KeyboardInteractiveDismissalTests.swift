import Foundation
import Testing

@testable import ScrollStackCore

/// The keyboard the user drags down during an interactive dismissal (issue 23 item 4 (b)).
@Suite @MainActor struct KeyboardInteractiveDismissalTests {
  /// A host snapshot of a full-screen host, the finger on the scroll view with `mode`, the
  /// keyboard tracked at `tracked` (screen coordinates).
  func dragging(_ mode: KeyboardDismissMode = .interactive, tracked: CGRect?) -> KeyboardHostSnapshot {
    KeyboardHostSnapshot(
      placement: KeyboardScene.fullScreen, keyboardDismissMode: mode, isTracking: true, trackedKeyboardFrame: tracked)
  }

  /// The keyboard with its top at `top`.
  func keyboard(top: CGFloat) -> CGRect {
    CGRect(x: 0, y: top, width: 390, height: KeyboardScene.keyboardHeight)
  }

  @Test func theInsetFollowsATrackedKeyboardAtOnceWithoutAnimation() {
    let scene = KeyboardScene()
    scene.showAndSettle()
    scene.controller.hostDidLayout(dragging(tracked: keyboard(top: 700)))
    // 144 points of keyboard, less the 34-point home indicator.
    #expect(scene.host.insetChanges.last == InsetChange(insets: StackEdgeInsets(bottom: 110), animation: nil))
    scene.controller.hostDidLayout(dragging(tracked: keyboard(top: 844)))
    #expect(scene.controller.appliedAdditionalSafeAreaInsets == .zero)
    #expect(scene.controller.keyboardOverlap.docking == .hidden)
  }

  @Test func aTrackedFrameIsIgnoredUnlessTheUserDragsTheKeyboard() {
    let scene = KeyboardScene()
    // No keyboard up: nothing to follow.
    scene.controller.hostDidLayout(dragging(tracked: keyboard(top: 700)))
    #expect(scene.host.insetChanges.isEmpty)
    scene.showAndSettle()
    let settled = scene.host.insetChanges.count
    // A mode that does not drag the keyboard, or no finger.
    scene.controller.hostDidLayout(dragging(.onDrag, tracked: keyboard(top: 700)))
    scene.controller.hostDidLayout(
      KeyboardHostSnapshot(
        placement: KeyboardScene.fullScreen, keyboardDismissMode: .interactive, isTracking: false,
        trackedKeyboardFrame: keyboard(top: 700)))
    #expect(scene.host.insetChanges.count == settled)
  }

  @Test func aTrackedFrameIsHeldDuringASizeTransitionAndAnUnusableOneReported() {
    let scene = KeyboardScene()
    scene.showAndSettle()
    let settled = scene.host.insetChanges.count
    scene.controller.beginSizeTransition()
    scene.controller.hostDidLayout(dragging(tracked: keyboard(top: 700)))
    #expect(scene.host.insetChanges.count == settled)
    scene.controller.endSizeTransition()
    scene.controller.hostDidLayout(dragging(tracked: CGRect(x: 0, y: CGFloat.infinity, width: 390, height: 10)))
    #expect(scene.host.insetChanges.count == settled)
    #expect(scene.diagnosticKinds == [.invalidKeyboardInput])
  }

  @Test func theNotificationWhenTheFingerLiftsAppliesAsAnyOther() {
    let scene = KeyboardScene()
    scene.showAndSettle()
    scene.controller.hostDidLayout(dragging(tracked: keyboard(top: 750)))
    #expect(scene.controller.appliedAdditionalSafeAreaInsets.bottom == 60)
    // Released: the finger is off, UIKit posts the keyboard back in place.
    scene.controller.hostDidLayout(KeyboardHostSnapshot(placement: KeyboardScene.fullScreen, isTracking: false))
    scene.showAndSettle()
    #expect(scene.controller.appliedAdditionalSafeAreaInsets.bottom == KeyboardScene.keyboardInset)
  }
}
