import Foundation
import ScrollStackTestSupport
import Testing

/// The reference model's places, content length and visibility, and its comparison with a stack.
@Suite @MainActor struct ScrollStackReferenceModelTests {
  /// Rows of 100, 50 (insets 5+5, padding 10+10) and 80 (hidden) points.
  private let model = ScrollStackReferenceModel<String>(rows: [
    .init(tag: "a", length: 100),
    .init(
      tag: "b", length: 50, insets: StackEdgeInsets(top: 5, bottom: 5), padding: StackEdgeInsets(top: 10, bottom: 10)),
    .init(tag: "c", length: 80, isHidden: true),
  ])

  @Test func placesAndLengthsFollowFromLengthsInsetsAndPadding() {
    #expect(model.rows.map(\.tag) == ["a", "b", "c"])
    #expect(model.rows.map { model.extent(of: $0) } == [100, 80, 0])
    #expect(model.contentLength == 180)
    #expect(model.start(of: 2) == 180)
    #expect(model.span(of: 1).map { [$0.start, $0.length] } == [110, 60])
    #expect(model.span(of: 2).map { [$0.start, $0.length] } == [180, 0])
  }

  @Test func badIndexesGiveTheEndsOrNothing() {
    #expect(model.start(of: -3) == 0)
    #expect(model.start(of: 99) == 180)
    #expect(model.span(of: 3) == nil)
    #expect(model.span(of: -1) == nil)
  }

  @Test func visibilityIsMeasuredOnTheFrameWithoutItsPadding() {
    // Row b's frame is 110..<170: a visible interval ending at 140 shows half of it.
    #expect(model.visibility(visibleStart: 0, visibleEnd: 140) == [.entire, .partial(percentage: 50), .hidden])
    #expect(model.visibility(visibleStart: 100, visibleEnd: 110) == [.offscreen, .offscreen, .hidden])
  }

  @Test func aStackBuiltTheSameWayMatchesAndADifferentOneIsReported() {
    let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 140))
    stack.addRows(views: [100, 50, 80].map { SizedView(intrinsicSize: CGSize(width: 320, height: $0)) })
    stack.setRowInsets(index: 1, insets: UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0))
    stack.setRowPadding(index: 1, padding: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
    stack.setRowHidden(index: 2, isHidden: true)
    stack.layoutIfNeeded()
    #expect(model.violations(in: stack) == [])

    stack.setRowHidden(index: 2, isHidden: false)
    stack.layoutIfNeeded()
    #expect(
      model.violations(in: stack) == [
        "row 2 spans 180.0 + 80.0, expected 180.0 + 0.0", "row 2 is offscreen, expected hidden",
        "content length 260.0, expected 180.0",
      ])
    stack.removeRow(index: 0)
    stack.layoutIfNeeded()
    #expect(model.violations(in: stack) == ["2 rows, the model has 3"])
  }
}
