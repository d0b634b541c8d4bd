import Foundation
import Testing

@testable import ScrollStackCore

@Suite @MainActor struct KeyboardBadInputTests {
  enum BadFrame: String, CaseIterable, Sendable {
    case nan, infinite, negativeSize, huge

    var rect: CGRect {
      switch self {
      case .nan: return CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)
      case .infinite: return CGRect(x: 0, y: 508, width: CGFloat.infinity, height: 336)
      case .negativeSize: return CGRect(x: 0, y: 844, width: 390, height: -336)
      case .huge: return CGRect(x: 0, y: -1e12, width: 390, height: 2e12)
      }
    }
  }

  @Test(arguments: BadFrame.allCases)
  func unusableKeyboardFrameIsReportedAndIgnored(_ bad: BadFrame) {
    let scene = KeyboardScene()
    scene.controller.userAdditionalSafeAreaInsets = StackEdgeInsets(bottom: 12)
    scene.show(bad.rect)
    scene.scheduler.advance(by: 1)
    #expect(scene.diagnosticKinds == [.invalidKeyboardInput])
    #expect(scene.host.insetChanges.last?.insets == StackEdgeInsets(bottom: 12))
    #expect(scene.controller.keyboardState == .hidden)

    scene.showAndSettle()
    #expect(scene.controller.appliedAdditionalSafeAreaInsets.bottom == KeyboardScene.keyboardInset)
    scene.store.post(KeyboardEvent(kind: .willChangeFrame, endFrame: bad.rect))
    scene.store.post(KeyboardEvent(kind: .willHide, endFrame: bad.rect))
    scene.scheduler.advance(by: 1)
    #expect(scene.controller.appliedAdditionalSafeAreaInsets == StackEdgeInsets(bottom: 12))
    #expect(scene.host.insetChanges.last?.insets == StackEdgeInsets(bottom: 12))
  }

  @Test func missingEndFrameIsReportedAndIgnored() {
    let scene = KeyboardScene()
    scene.showAndSettle()
    scene.show(nil, kind: .willChangeFrame)
    scene.scheduler.advance(by: 1)
    #expect(scene.diagnosticKinds == [.invalidKeyboardInput])
    #expect(scene.host.insetChanges.count == 1)
    scene.store.post(KeyboardEvent(kind: .willHide))
    scene.scheduler.advance(by: 1)
    #expect(scene.controller.appliedAdditionalSafeAreaInsets == .zero)
  }

  @Test func unusableDurationIsReportedAndTheChangeStillApplies() {
    let scene = KeyboardScene()
    scene.store.post(KeyboardEvent(kind: .willShow, endFrame: KeyboardScene.keyboardFrame, animationDuration: -.nan))
    scene.scheduler.advance(by: 1)
    #expect(scene.diagnosticKinds == [.invalidKeyboardInput])
    #expect(scene.host.insetChanges.last?.animation == KeyboardAnimation(duration: 0, curve: 7))
  }

  @Test func hostOutsideAnyWindowGetsNoInsetUntilItIsPlaced() {
    let scene = KeyboardScene(placement: nil)
    scene.controller.userAdditionalSafeAreaInsets = StackEdgeInsets(bottom: 5)
    scene.showAndSettle()
    #expect(scene.diagnosticKinds == [.invalidKeyboardInput])
    #expect(scene.controller.appliedAdditionalSafeAreaInsets == StackEdgeInsets(bottom: 5))

    scene.controller.placement = KeyboardScene.fullScreen
    #expect(scene.controller.appliedAdditionalSafeAreaInsets.bottom == KeyboardScene.keyboardInset)
    scene.controller.placement = KeyboardHostPlacement()
    #expect(scene.controller.appliedAdditionalSafeAreaInsets == StackEdgeInsets(bottom: 5))
    scene.hide()
    scene.scheduler.advance(by: 1)
    #expect(scene.host.insetChanges.last?.insets == StackEdgeInsets(bottom: 5))
  }

  @Test func unusablePlacementAndUserValuesAreReportedAndReplaced() {
    let scene = KeyboardScene()
    scene.controller.placement = KeyboardHostPlacement(
      frameInWindow: CGRect(x: CGFloat.nan, y: 0, width: 390, height: 844), windowBounds: KeyboardScene.window,
      inheritedSafeAreaBottom: -.infinity)
    #expect(scene.controller.placement.frameInWindow == nil)
    #expect(scene.controller.placement.inheritedSafeAreaBottom == 0)
    scene.controller.userAdditionalSafeAreaInsets = StackEdgeInsets(top: .nan, bottom: 3)
    #expect(scene.controller.userAdditionalSafeAreaInsets == StackEdgeInsets(bottom: 3))
    scene.controller.visibilityScrollMargin = -4
    #expect(scene.controller.visibilityScrollMargin == 0)
    #expect(
      scene.diagnosticKinds == [.invalidKeyboardInput, .invalidKeyboardInput, .invalidSize, .invalidSize])
  }

  @Test func nonFiniteScrollTargetIsReportedAndIgnored() {
    let scene = KeyboardScene(geometry: KeyboardAvoidanceControllerScrollRequestTests.square)
    scene.controller.scrollRectToVisible(
      CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10), animated: false, margin: .nan)
    scene.scheduler.advance(by: 1)
    #expect(scene.host.offsetChanges.isEmpty)
    #expect(scene.diagnosticKinds == [.invalidSize, .invalidSize])
  }

  @Test func diagnosticsAlsoReachTheProcessWideHandler() {
    let scene = KeyboardScene()
    let log = DiagnosticLog()
    let previousHandler = StackDiagnostics.handler
    StackDiagnostics.handler = { log.entries.append($0) }
    defer { StackDiagnostics.handler = previousHandler }
    scene.show(nil)
    #expect(log.entries.map(\.kind) == [.invalidKeyboardInput])
  }
}
