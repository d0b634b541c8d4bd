import Foundation
import Testing

@testable import ScrollStackCore

@Suite @MainActor struct KeyboardAvoidanceControllerTests {
  let inset = KeyboardScene.keyboardInset

  @Test func autoFillBurstCausesOneAdjustmentWithTheLastFrame() {
    let scene = KeyboardScene()
    let shortFrame = CGRect(x: 0, y: 844 - 290, width: 390, height: 290)
    scene.hide()
    scene.scheduler.advance(by: 0.03)
    scene.show(shortFrame)
    scene.scheduler.advance(by: 0.03)
    scene.show()
    scene.scheduler.advance(by: 0.099)
    #expect(scene.host.insetChanges.isEmpty)
    scene.scheduler.advance(by: 0.001)
    #expect(
      scene.host.insetChanges == [
        InsetChange(insets: StackEdgeInsets(bottom: inset), animation: KeyboardAnimation(duration: 0.25, curve: 7))
      ])
    scene.scheduler.advance(by: 5)
    #expect(scene.host.insetChanges.count == 1)
  }

  @Test func filterIntervalIsConfigurable() {
    let scheduler = ManualScheduler()
    let store = KeyboardFrameStore()
    let host = RecordingKeyboardHost()
    let controller = KeyboardAvoidanceController(
      host: host, scheduler: scheduler, keyboardStore: store, filterInterval: 0.5)
    controller.placement = KeyboardScene.fullScreen
    store.post(KeyboardEvent(kind: .willShow, endFrame: KeyboardScene.keyboardFrame))
    scheduler.advance(by: 0.4)
    #expect(host.insetChanges.isEmpty)
    scheduler.advance(by: 0.1)
    #expect(host.insetChanges.count == 1)
  }

  @Test func rotationWithKeyboardUpIsAppliedOnceAfterTheTransition() {
    let scene = KeyboardScene()
    scene.showAndSettle()
    #expect(scene.host.insetChanges.count == 1)

    scene.controller.beginSizeTransition()
    scene.hide()
    scene.scheduler.advance(by: 0.5)
    let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
    scene.controller.placement = .filling(landscape, inheritedSafeAreaBottom: 21)
    scene.show(CGRect(x: 0, y: 390 - 209, width: 844, height: 209))
    scene.scheduler.advance(by: 0.5)
    #expect(scene.host.insetChanges.count == 1)
    #expect(scene.controller.filterState == .suspended(depth: 1, hasPendingWork: true))

    scene.controller.endSizeTransition()
    #expect(scene.host.insetChanges.count == 2)
    #expect(scene.host.insetChanges.last == InsetChange(insets: StackEdgeInsets(bottom: 209 - 21), animation: nil))
    scene.scheduler.advance(by: 1)
    #expect(scene.host.insetChanges.count == 2)
  }

  @Test func endingASizeTransitionThatWasNeverBegunIsReported() {
    let scene = KeyboardScene()
    scene.controller.endSizeTransition()
    #expect(scene.diagnosticKinds == [.redundantRequest])
    #expect(scene.controller.filterState == .idle)
  }

  @Test func pushedControllerLearnsTheKeyboardAlreadyUpAndAppliesWithoutAnimation() {
    let scene = KeyboardScene()
    scene.showAndSettle()

    let pushedHost = RecordingKeyboardHost()
    let pushed = KeyboardAvoidanceController(host: pushedHost, scheduler: scene.scheduler, keyboardStore: scene.store)
    pushed.isNavigationTransitionInProgress = true
    #expect(pushed.keyboardState == .shown(frame: KeyboardScene.keyboardFrame))
    pushed.placement = KeyboardScene.fullScreen
    #expect(pushedHost.insetChanges == [InsetChange(insets: StackEdgeInsets(bottom: inset), animation: nil)])

    // The pushed screen's text field becomes first responder: the keyboard grows by an
    // accessory bar during the push.
    let taller = CGRect(x: 0, y: 844 - 380, width: 390, height: 380)
    scene.show(taller)
    scene.scheduler.advance(by: 0.1)
    #expect(pushedHost.insetChanges.last == InsetChange(insets: StackEdgeInsets(bottom: 380 - 34), animation: nil))
    pushed.isNavigationTransitionInProgress = false
    scene.show()
    scene.scheduler.advance(by: 0.1)
    #expect(pushedHost.insetChanges.last?.animation != nil)
  }

  @Test func storeDropsControllersThatAreGone() {
    let store = KeyboardFrameStore()
    let scheduler = ManualScheduler()
    let host = RecordingKeyboardHost()
    var controller: KeyboardAvoidanceController? = KeyboardAvoidanceController(
      host: host, scheduler: scheduler, keyboardStore: store)
    #expect(store.observerCount == 1)
    controller = nil
    store.post(KeyboardEvent(kind: .willHide))
    #expect(controller == nil)
    #expect(store.observerCount == 0)
  }

  @Test func partiallyOverlappingHostIsRaisedOnlyByItsOwnOverlap() {
    let placement = KeyboardHostPlacement(
      frameInWindow: CGRect(x: 0, y: 0, width: 390, height: 600), windowBounds: KeyboardScene.window)
    let scene = KeyboardScene(placement: placement)
    scene.showAndSettle()
    #expect(scene.controller.appliedAdditionalSafeAreaInsets == StackEdgeInsets(bottom: 600 - 508))
    #expect(scene.controller.keyboardOverlap.height == 92)
  }

  @Test func floatingAndSplitKeyboardsCauseNoInset() {
    let ipad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let scene = KeyboardScene(placement: .filling(ipad, inheritedSafeAreaBottom: 20))
    scene.show(.zero, kind: .willChangeFrame)
    scene.scheduler.advance(by: 1)
    scene.show(CGRect(x: 0, y: 800, width: 1024, height: 300), kind: .willChangeFrame)
    scene.scheduler.advance(by: 1)
    scene.show(CGRect(x: 350, y: 700, width: 320, height: 250), kind: .didChangeFrame)
    scene.scheduler.advance(by: 1)
    #expect(scene.host.insetChanges.isEmpty)
    #expect(scene.controller.keyboardOverlap.docking == .undocked)
    #expect(scene.diagnostics.isEmpty)
  }

  @Test func hardwareKeyboardBarInsetsByTheBarHeight() {
    let ipad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let scene = KeyboardScene(placement: .filling(ipad))
    scene.show(CGRect(x: 0, y: 1366 - 55, width: 1024, height: 55))
    scene.scheduler.advance(by: 0.1)
    #expect(scene.controller.appliedAdditionalSafeAreaInsets == StackEdgeInsets(bottom: 55))
  }

  @Test func interactiveDismissalAppliesAtOnceWithoutAnimation() {
    let scene = KeyboardScene()
    scene.showAndSettle()
    scene.controller.isInteractiveDismissalInProgress = true
    scene.show(CGRect(x: 0, y: 700, width: 390, height: 336), kind: .willChangeFrame)
    #expect(scene.host.insetChanges.last == InsetChange(insets: StackEdgeInsets(bottom: 144 - 34), animation: nil))
    scene.hide()
    #expect(scene.host.insetChanges.last == InsetChange(insets: .zero, animation: nil))
    #expect(scene.scheduler.pendingCount == 0)
  }

  @Test func turningTheFlagOffAndOnWithKeyboardUpStaysConsistent() {
    let scene = KeyboardScene()
    scene.controller.userAdditionalSafeAreaInsets = StackEdgeInsets(top: 4, bottom: 10)
    scene.showAndSettle()
    #expect(scene.controller.appliedAdditionalSafeAreaInsets == StackEdgeInsets(top: 4, bottom: inset))

    scene.controller.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = false
    #expect(scene.host.insetChanges.last == InsetChange(insets: StackEdgeInsets(top: 4, bottom: 10), animation: nil))
    scene.show(CGRect(x: 0, y: 844 - 300, width: 390, height: 300))
    scene.scheduler.advance(by: 1)
    #expect(scene.controller.appliedAdditionalSafeAreaInsets == StackEdgeInsets(top: 4, bottom: 10))

    scene.controller.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = true
    #expect(scene.host.insetChanges.last?.insets == StackEdgeInsets(top: 4, bottom: 300 - 34))
    scene.hide()
    scene.scheduler.advance(by: 1)
    #expect(scene.host.insetChanges.last?.insets == StackEdgeInsets(top: 4, bottom: 10))
  }

  @Test func userChangingTheirInsetsWithKeyboardUpIsKeptAndRestored() {
    let scene = KeyboardScene()
    scene.showAndSettle()
    scene.controller.userAdditionalSafeAreaInsets = StackEdgeInsets(bottom: 400)
    #expect(scene.controller.appliedAdditionalSafeAreaInsets.bottom == 400)
    scene.controller.userAdditionalSafeAreaInsets = StackEdgeInsets(left: 8, bottom: 20)
    #expect(scene.controller.appliedAdditionalSafeAreaInsets == StackEdgeInsets(left: 8, bottom: inset))
    #expect(scene.controller.keyboardSafeAreaContribution == inset - 20)
    scene.hide()
    scene.scheduler.advance(by: 1)
    #expect(scene.controller.appliedAdditionalSafeAreaInsets == StackEdgeInsets(left: 8, bottom: 20))
    #expect(scene.host.insetChanges.last?.insets == StackEdgeInsets(left: 8, bottom: 20))
  }

  @Test func bounceIsOnWhileTheKeyboardIsUpWithADismissMode() {
    let scene = KeyboardScene()
    scene.controller.keyboardDismissMode = .interactive
    #expect(scene.host.bounceChanges.isEmpty)
    scene.showAndSettle()
    #expect(scene.host.bounceChanges == [true])
    scene.hide()
    scene.scheduler.advance(by: 1)
    #expect(scene.host.bounceChanges == [true, false])
    #expect(!scene.controller.alwaysBounceVertical)
  }

  @Test func bounceKeepsTheUserValueWithoutDismissModeOrWhenAlreadyOn() {
    let scene = KeyboardScene()
    scene.showAndSettle()
    #expect(scene.host.bounceChanges.isEmpty)
    scene.controller.userAlwaysBounceVertical = true
    scene.controller.keyboardDismissMode = .onDrag
    scene.hide()
    scene.scheduler.advance(by: 1)
    #expect(scene.host.bounceChanges == [true])
    #expect(scene.controller.alwaysBounceVertical)
  }
}

extension KeyboardAvoidanceControllerTests {
  @Test func quietSizeTransitionLeavesTheNextKeyboardChangeAnimated() {
    let scene = KeyboardScene()
    scene.controller.beginSizeTransition()
    scene.controller.endSizeTransition()
    #expect(scene.host.insetChanges.isEmpty)
    scene.showAndSettle()
    #expect(scene.host.insetChanges.last?.animation == KeyboardAnimation(duration: 0.25, curve: 7))
  }

  @Test func placementChangesDuringASizeTransitionWaitForItsEnd() {
    let scene = KeyboardScene()
    scene.showAndSettle()
    scene.controller.beginSizeTransition()
    scene.controller.placement = KeyboardHostPlacement(
      frameInWindow: CGRect(x: 0, y: 0, width: 390, height: 600), windowBounds: KeyboardScene.window)
    #expect(scene.host.insetChanges.count == 1)
    scene.controller.endSizeTransition()
    #expect(scene.host.insetChanges.last == InsetChange(insets: StackEdgeInsets(bottom: 92), animation: nil))
  }

  @Test func hostComingIntoAWindowTakesTheKeyboardAsTheStoreKnowsIt() {
    let scene = KeyboardScene()
    scene.controller.keyboardDismissMode = .interactive
    scene.showAndSettle()
    // The host leaves its window: nothing overlaps it any more.
    scene.controller.placement = KeyboardHostPlacement()
    #expect(scene.controller.appliedAdditionalSafeAreaInsets == .zero)
    // Its field resigned on leaving, so the keyboard goes down; the filter holds the hide.
    scene.hide()
    #expect(scene.controller.filterState != .idle)
    // Straight into another window, before the filter fires: the keyboard is leaving, so no
    // inset and no bounce, as for a controller created now.
    scene.controller.placement = .filling(KeyboardScene.window)
    #expect(scene.controller.keyboardState == .hidden)
    #expect(scene.controller.appliedAdditionalSafeAreaInsets == .zero)
    #expect(!scene.controller.alwaysBounceVertical)
    scene.scheduler.advance(by: 1)
    #expect(scene.host.insetChanges.map(\.insets) == [StackEdgeInsets(bottom: inset), .zero])
    #expect(scene.host.bounceChanges == [true, false])

    // A keyboard coming up while the host is out of any window is applied at once when it
    // comes in, without waiting for the filter.
    scene.controller.placement = KeyboardHostPlacement()
    scene.show()
    scene.controller.placement = KeyboardScene.fullScreen
    #expect(scene.host.insetChanges.last == InsetChange(insets: StackEdgeInsets(bottom: inset), animation: nil))
    scene.scheduler.advance(by: 1)
    #expect(scene.host.insetChanges.count == 3)
  }
}
