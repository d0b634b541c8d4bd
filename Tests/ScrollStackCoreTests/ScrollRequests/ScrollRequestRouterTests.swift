import Foundation
import Testing

@testable import ScrollStackCore

/// `ScrollRequestRouter`: the one request path of every scroll view, driven with closures. No host.
@Suite @MainActor struct ScrollRequestRouterTests {
  /// A scroll view as three closures, recording every offset it is asked to move to.
  @MainActor final class FakeScrollView {
    var geometry = ScrollViewGeometry(
      viewportSize: CGSize(width: 100, height: 200), contentSize: CGSize(width: 100, height: 1000))
    var firstResponder: ScrollRequestTarget?
    var moves: [OffsetChange] = []
    var diagnostics: [StackDiagnostic] = []

    lazy var router: ScrollRequestRouter = {
      let router = ScrollRequestRouter(
        geometry: { [unowned self] in self.geometry }, firstResponder: { [unowned self] in self.firstResponder },
        writer: ContentOffsetWriter { [unowned self] offset, animated in
          self.moves.append(OffsetChange(offset: offset, animated: animated))
          self.geometry.contentOffset = offset
        })
      router.onDiagnostic = { [unowned self] in self.diagnostics.append($0) }
      return router
    }()
  }

  @Test func withoutAKeyboardCoreARequestIsPerformedAtOnceWithTheDefaultMargin() {
    let view = FakeScrollView()
    view.router.visibilityScrollMargin = 10
    view.router.request(
      .target(.contentRect(CGRect(x: 0, y: 500, width: 10, height: 20))), animated: true, margin: nil, operation: "t")
    #expect(view.moves == [OffsetChange(offset: CGPoint(x: 0, y: 330), animated: true)])
  }

  @Test func anExplicitMarginWinsOverTheDefault() {
    let view = FakeScrollView()
    view.router.visibilityScrollMargin = 10
    view.router.request(
      .target(.contentRect(CGRect(x: 0, y: 500, width: 10, height: 20))), animated: false, margin: 0, operation: "t")
    #expect(view.moves == [OffsetChange(offset: CGPoint(x: 0, y: 320), animated: false)])
  }

  @Test func unusableMarginsAreReportedAndCountAsZero() {
    let view = FakeScrollView()
    view.router.visibilityScrollMargin = -3
    #expect(view.router.visibilityScrollMargin == 0)
    view.router.request(
      .target(.contentRect(CGRect(x: 0, y: 500, width: 10, height: 20))), animated: false, margin: .nan,
      operation: "scrollRectToVisible")
    #expect(view.diagnostics.map(\.kind) == [.invalidSize, .invalidSize])
    #expect(view.diagnostics.last?.operation == "scrollRectToVisible")
    #expect(view.moves == [OffsetChange(offset: CGPoint(x: 0, y: 320), animated: false)])
  }

  @Test func aRejectedTargetIsReportedAndDoesNotMove() {
    let view = FakeScrollView()
    view.router.request(
      .target(.contentRect(CGRect(x: 0, y: 5000, width: 10, height: 20))), animated: false, margin: nil,
      operation: "t")
    #expect(view.diagnostics.map(\.kind) == [.targetOutsideContent])
    #expect(view.moves.isEmpty)
  }

  @Test func withAKeyboardCoreARequestWaitsForItsFilterAndCarriesTheDefaultMargin() {
    let view = FakeScrollView()
    let scene = KeyboardScene(geometry: view.geometry)
    view.router.avoidance = scene.controller
    view.router.visibilityScrollMargin = 12
    #expect(scene.controller.visibilityScrollMargin == 12)
    view.firstResponder = .contentRect(CGRect(x: 0, y: 500, width: 10, height: 20))
    scene.host.firstResponder = view.firstResponder
    view.router.request(.firstResponder, animated: true, margin: nil, operation: "t")
    #expect(view.moves.isEmpty)
    #expect(scene.controller.hasPendingScrollRequest)
    scene.scheduler.advance(by: 0.1)
    #expect(scene.host.offsetChanges == [OffsetChange(offset: CGPoint(x: 0, y: 332), animated: true)])
  }
}
