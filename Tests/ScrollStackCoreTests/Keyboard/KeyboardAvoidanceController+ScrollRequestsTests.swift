import Foundation
import Testing

@testable import ScrollStackCore

@Suite @MainActor struct KeyboardAvoidanceControllerScrollRequestTests {
  /// A 100 × 100 viewport over 1000 × 1000 content, scrolled to the origin.
  static let square = ScrollViewGeometry(
    viewportSize: CGSize(width: 100, height: 100), contentSize: CGSize(width: 1000, height: 1000))

  @Test func requestWaitsForTheFilterAndResolvesAgainstTheLayoutWhenItFires() {
    let scene = KeyboardScene(geometry: Self.square)
    let field = TestOwner(frame: CGRect(x: 0, y: 300, width: 100, height: 40))
    scene.controller.scrollToVisible(field.whole, animated: true)
    scene.scheduler.advance(by: 0.05)
    #expect(scene.host.offsetChanges.isEmpty)
    #expect(scene.controller.hasPendingScrollRequest)

    // The layout changes before the request fires: the field moves down.
    field.frameInScrollContent = CGRect(x: 0, y: 600, width: 100, height: 40)
    scene.scheduler.advance(by: 0.1)
    #expect(scene.host.offsetChanges == [OffsetChange(offset: CGPoint(x: 0, y: 540), animated: true)])
    #expect(!scene.controller.hasPendingScrollRequest)
  }

  @Test func rectRelativeToItsOwnerFollowsTheOwner() {
    let scene = KeyboardScene(geometry: Self.square)
    let row = TestOwner(frame: CGRect(x: 0, y: 200, width: 100, height: 300))
    scene.controller.scrollToVisible(row.rect(CGRect(x: 0, y: 250, width: 10, height: 10)), animated: false)
    row.frameInScrollContent = CGRect(x: 0, y: 400, width: 100, height: 300)
    scene.scheduler.advance(by: 0.1)
    #expect(scene.host.offsetChanges == [OffsetChange(offset: CGPoint(x: 0, y: 660 - 100), animated: false)])
  }

  @Test func requestAfterAKeyboardBurstSeesTheInsetTheBurstApplied() {
    var geometry = Self.square
    geometry.viewportSize = CGSize(width: 100, height: 400)
    let scene = KeyboardScene(geometry: geometry)
    let field = TestOwner(frame: CGRect(x: 0, y: 300, width: 100, height: 40))
    scene.show()
    scene.controller.scrollToVisible(field.whole, animated: true)
    // Before the burst settles the field is visible; the host's layout only learns of the
    // keyboard inset when the filter delivers.
    scene.host.geometry?.adjustedContentInset.bottom = 0
    scene.scheduler.advance(by: 0.05)
    scene.host.geometry?.adjustedContentInset.bottom = 200
    scene.scheduler.advance(by: 0.1)
    // Visible height 200: the field's bottom edge 340 must be at most offset + 200.
    #expect(scene.host.offsetChanges.map(\.offset) == [CGPoint(x: 0, y: 140)])
  }

  @Test func marginAppliesOnBothAxes() {
    let scene = KeyboardScene(geometry: Self.square)
    scene.controller.scrollRectToVisible(CGRect(x: 300, y: 300, width: 50, height: 50), animated: false, margin: 10)
    scene.scheduler.advance(by: 0.1)
    #expect(scene.host.offsetChanges.map(\.offset) == [CGPoint(x: 260, y: 260)])
  }

  @Test func visibilityScrollMarginIsTheDefaultMargin() {
    let scene = KeyboardScene(geometry: Self.square)
    scene.controller.visibilityScrollMargin = 20
    scene.controller.scrollRectToVisible(CGRect(x: 300, y: 300, width: 50, height: 50), animated: false)
    scene.scheduler.advance(by: 0.1)
    #expect(scene.host.offsetChanges.map(\.offset) == [CGPoint(x: 270, y: 270)])
  }

  @Test func resultIsClampedToTheLegalOffsetRange() {
    let scene = KeyboardScene(geometry: Self.square)
    scene.controller.scrollRectToVisible(CGRect(x: 960, y: 960, width: 40, height: 40), animated: false, margin: 30)
    scene.scheduler.advance(by: 0.1)
    #expect(scene.host.offsetChanges.map(\.offset) == [CGPoint(x: 900, y: 900)])
  }

  @Test func onlyTheLatestRequestOfABurstIsPerformed() {
    let scene = KeyboardScene(geometry: Self.square)
    scene.controller.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 10), animated: false)
    scene.scheduler.advance(by: 0.05)
    scene.controller.scrollRectToVisible(CGRect(x: 0, y: 800, width: 10, height: 10), animated: false)
    scene.scheduler.advance(by: 1)
    #expect(scene.host.offsetChanges.map(\.offset) == [CGPoint(x: 0, y: 710)])
  }

  @Test func firstResponderIsAskedForWhenTheRequestFires() {
    let scene = KeyboardScene(geometry: Self.square)
    scene.controller.scrollFirstResponderToVisible(animated: true)
    let field = TestOwner(frame: CGRect(x: 0, y: 450, width: 100, height: 50))
    scene.host.firstResponder = field.whole
    scene.scheduler.advance(by: 0.1)
    #expect(scene.host.offsetChanges == [OffsetChange(offset: CGPoint(x: 0, y: 400), animated: true)])

    scene.host.firstResponder = nil
    scene.controller.scrollFirstResponderToVisible(animated: true)
    scene.scheduler.advance(by: 0.1)
    #expect(scene.host.offsetChanges.count == 1)
    #expect(scene.diagnostics.isEmpty)
  }

  @Test func targetOutsideTheContentIsReportedAndIgnored() {
    let scene = KeyboardScene(geometry: Self.square)
    scene.controller.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 10), animated: false)
    scene.scheduler.advance(by: 0.1)
    #expect(scene.host.offsetChanges.isEmpty)
    #expect(scene.diagnosticKinds == [.targetOutsideContent])
  }

  @Test func ownerThatLeftTheContentIsReportedAndIgnored() {
    let scene = KeyboardScene(geometry: Self.square)
    let removed = TestOwner(frame: CGRect(x: 0, y: 500, width: 10, height: 10))
    scene.controller.scrollToVisible(removed.whole, animated: false)
    removed.frameInScrollContent = nil
    scene.scheduler.advance(by: 0.1)
    var released: TestOwner? = TestOwner(frame: CGRect(x: 0, y: 500, width: 10, height: 10))
    if let released { scene.controller.scrollToVisible(released.whole, animated: false) }
    released = nil
    scene.scheduler.advance(by: 0.1)
    #expect(released == nil)
    #expect(scene.host.offsetChanges.isEmpty)
    #expect(scene.diagnosticKinds == [.targetOutsideContent, .targetOutsideContent])
  }

  @Test func rotationKeepsTheVisibleTopLeftCornerInPlace() {
    let portrait = ScrollViewGeometry(
      viewportSize: CGSize(width: 390, height: 844), contentOffset: CGPoint(x: 0, y: 453),
      contentSize: CGSize(width: 390, height: 2000), adjustedContentInset: StackEdgeInsets(top: 47, bottom: 34))
    let scene = KeyboardScene(geometry: portrait)
    scene.controller.beginSizeTransition()
    scene.host.geometry = ScrollViewGeometry(
      viewportSize: CGSize(width: 844, height: 390), contentOffset: CGPoint(x: 0, y: 100),
      contentSize: CGSize(width: 844, height: 1500), adjustedContentInset: StackEdgeInsets(bottom: 21))
    scene.controller.endSizeTransition()
    #expect(scene.host.offsetChanges == [OffsetChange(offset: CGPoint(x: 0, y: 500), animated: false)])
  }

  @Test func rotationClampsTheKeptCornerToTheNewRange() {
    let portrait = ScrollViewGeometry(
      viewportSize: CGSize(width: 390, height: 844), contentOffset: CGPoint(x: 0, y: 1500),
      contentSize: CGSize(width: 390, height: 2400))
    let scene = KeyboardScene(geometry: portrait)
    scene.controller.beginSizeTransition()
    scene.controller.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
    scene.host.geometry = ScrollViewGeometry(
      viewportSize: CGSize(width: 844, height: 390), contentOffset: CGPoint(x: 0, y: 1500),
      contentSize: CGSize(width: 844, height: 1200))
    scene.controller.endSizeTransition()
    // First the corner is kept (clamped to 1200 - 390), then the held request scrolls to the top.
    #expect(
      scene.host.offsetChanges == [
        OffsetChange(offset: CGPoint(x: 0, y: 810), animated: false),
        OffsetChange(offset: CGPoint(x: 0, y: 0), animated: true),
      ])
  }
}
