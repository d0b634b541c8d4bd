import Foundation
import Testing

@testable import ScrollStackCore

@Suite struct ScrollGeometryTests {
  @Test func contentShorterThanViewportStaysAtTop() {
    let geometry = ScrollViewGeometry(
      viewportSize: CGSize(width: 100, height: 500), contentSize: CGSize(width: 100, height: 200),
      adjustedContentInset: StackEdgeInsets(top: 20))
    #expect(geometry.maximumOffset == CGPoint(x: 0, y: -20))
    #expect(geometry.clamped(CGPoint(x: 0, y: 300)) == CGPoint(x: 0, y: -20))
  }

  @Test func nonFiniteOffsetsClampToMinimum() {
    let geometry = ScrollViewGeometry(
      viewportSize: CGSize(width: 100, height: 100), contentSize: CGSize(width: 100, height: 1000))
    #expect(geometry.clamped(CGPoint(x: CGFloat.nan, y: .infinity)) == .zero)
  }

  @Test func middlePositionCentresTargetInVisibleArea() {
    let geometry = ScrollViewGeometry(
      viewportSize: CGSize(width: 100, height: 200), contentSize: CGSize(width: 100, height: 2000),
      adjustedContentInset: StackEdgeInsets(top: 40, bottom: 60))
    let offset = geometry.offset(
      toShow: CGRect(x: 0, y: 1000, width: 100, height: 50), along: .vertical, at: .middle)
    // Visible length 100; centre of target 1025 must sit at offset + 40 + 50.
    #expect(offset.y == 935)
  }
}
