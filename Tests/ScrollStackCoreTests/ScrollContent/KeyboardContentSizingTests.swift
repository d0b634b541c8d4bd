import Foundation
import Testing

@testable import ScrollStackCore

@Suite @MainActor struct KeyboardContentSizingTests {
  let fitting = CGSize(width: 390, height: 300)

  @Test func contentKeepsItsHeightWithTheKeyboardUpByDefault() {
    let scene = KeyboardScene()
    scene.showAndSettle()
    // The host's safe area already excludes the keyboard's inset: 844 - 47 - 302 - 34.
    let current = CGSize(width: 390, height: 844 - 47 - KeyboardScene.keyboardInset - 34)
    let sizing = scene.controller.contentSizing(fittingSize: fitting, currentVisibleSize: current)
    #expect(sizing.contentSize.height == CGFloat(844 - 47 - 34))
  }

  @Test func resizingForTheKeyboardUsesTheUncoveredPart() {
    let scene = KeyboardScene()
    scene.showAndSettle()
    let current = CGSize(width: 390, height: 844 - 47 - KeyboardScene.keyboardInset - 34)
    let sizing = scene.controller.contentSizing(
      fittingSize: fitting, currentVisibleSize: current, shouldResizeContentViewForKeyboard: true)
    #expect(sizing.contentSize.height == current.height)
  }

  @Test func resizingWithoutInsetAdjustmentSubtractsTheCoveredPart() {
    let scene = KeyboardScene()
    scene.controller.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = false
    scene.showAndSettle()
    let current = CGSize(width: 390, height: 844 - 47 - 34)
    let sizing = scene.controller.contentSizing(
      fittingSize: fitting, currentVisibleSize: current, shouldResizeContentViewForKeyboard: true)
    #expect(sizing.contentSize.height == current.height - KeyboardScene.keyboardInset)
  }

  @Test func stoppingObservationIgnoresLaterKeyboardEvents() {
    let scene = KeyboardScene()
    scene.show()
    scene.controller.stopObservingKeyboard()
    scene.scheduler.advance(by: 1)
    scene.showAndSettle()
    #expect(scene.host.insetChanges.isEmpty)
    #expect(scene.store.observerCount == 0)
  }

  @Test func scrollRequestDuringANavigationTransitionIsNotAnimated() {
    let scene = KeyboardScene(geometry: KeyboardAvoidanceControllerScrollRequestTests.square)
    scene.controller.isNavigationTransitionInProgress = true
    scene.controller.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 10), animated: true)
    scene.scheduler.advance(by: 0.1)
    #expect(scene.host.offsetChanges == [OffsetChange(offset: CGPoint(x: 0, y: 410), animated: false)])
  }
}
