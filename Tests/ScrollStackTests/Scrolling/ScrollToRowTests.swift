import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Ten 100-point rows in a 320x480 viewport: 1000 points of content, offsets 0...520.
@Suite @MainActor struct ScrollToRowTests {
  private func tenRows(axis: NSLayoutConstraint.Axis = .vertical) -> StackFixture {
    let fixture = StackFixture()
    fixture.stack.axis = axis
    fixture.addFixedRows(10)
    fixture.clearLogs()
    return fixture
  }

  @Test(arguments: [
    (3, ScrollStackScrollPosition.initial, 300.0), (3, .middle, 110), (6, .final, 220), (2, .automatic, 0),
    (6, .automatic, 220), (9, .initial, 520), (1, .final, 0), (0, .middle, 0), (9, .middle, 520),
  ])
  func verticalScrollPlacesTheRowAndClamps(index: Int, position: ScrollStackScrollPosition, expectedY: CGFloat) {
    let fixture = tenRows()
    let counter = CompletionCounter()

    #expect(fixture.stack.scrollToRow(index: index, at: position, animated: false, completion: counter.handler))

    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: expectedY))
    #expect(counter.count == 1)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func automaticScrollUpAlignsTheRowToTheTop() {
    let fixture = tenRows()
    fixture.stack.contentOffset = CGPoint(x: 0, y: 500)

    fixture.stack.scrollToRow(index: 1, at: .automatic, animated: false)
    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 100))

    fixture.stack.scrollToRow(index: 3, at: .automatic, animated: false)
    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 100))
  }

  @Test func automaticScrollOfRowLongerThanTheViewportAlignsItsTop() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    fixture.addFixedRows(1, length: 600)
    fixture.addFixedRows(3)

    fixture.stack.scrollToRow(index: 1, at: .automatic, animated: false)

    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 100))
  }

  @Test(arguments: [
    (3, ScrollStackScrollPosition.initial, 236.0), (3, .middle, 95), (6, .final, 254), (9, .final, 554),
    (0, .initial, -64), (6, .automatic, 254),
  ])
  func scrollRespectsContentAndSafeAreaInsets(index: Int, position: ScrollStackScrollPosition, expectedY: CGFloat) {
    let fixture = tenRows()
    // 64 on top (20 of content inset, 44 of safe area) and 34 at the bottom: 382 points visible.
    fixture.stack.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    fixture.controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    fixture.layout()

    fixture.stack.scrollToRow(index: index, at: position, animated: false)

    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: expectedY))
  }

  @Test(arguments: ScrollStackScrollPosition.allCases)
  func contentShorterThanTheViewportStaysAtMinusTheTopInset(position: ScrollStackScrollPosition) {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    fixture.stack.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)

    fixture.stack.scrollToRow(index: 1, at: position, animated: false)
    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: -64))

    fixture.stack.scrollToBottom(animated: false)
    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: -64))
  }

  @Test(arguments: [
    (5, ScrollStackScrollPosition.initial, 500.0), (5, .middle, 390), (5, .final, 280), (1, .automatic, 0),
    (7, .automatic, 480), (9, .initial, 680),
  ])
  func horizontalScrollPlacesTheRowAlongX(index: Int, position: ScrollStackScrollPosition, expectedX: CGFloat) {
    let fixture = tenRows(axis: .horizontal)

    #expect(fixture.stack.scrollToRow(index: index, at: position, animated: false))

    #expect(fixture.stack.contentOffset == CGPoint(x: expectedX, y: 0))
  }

  @Test func horizontalScrollRespectsTheLeftInset() {
    let fixture = tenRows(axis: .horizontal)
    fixture.stack.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10)

    fixture.stack.scrollToRow(index: 5, at: .initial, animated: false)
    #expect(fixture.stack.contentOffset == CGPoint(x: 480, y: 0))

    fixture.stack.scrollToBottom(animated: false)
    #expect(fixture.stack.contentOffset == CGPoint(x: 690, y: 0))

    fixture.stack.scrollToTop(animated: false)
    #expect(fixture.stack.contentOffset == CGPoint(x: -20, y: 0))
  }

  @Test func scrollToTopAndBottomReachTheEdgesAndComplete() {
    let fixture = tenRows()
    let counter = CompletionCounter()

    fixture.stack.scrollToBottom(animated: false, completion: counter.handler)
    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 520))
    #expect(fixture.stack.visibleRows.map(\.index) == [5, 6, 7, 8, 9])

    fixture.stack.scrollToTop(animated: true, completion: counter.handler)
    fixture.finishAnimations()
    #expect(fixture.stack.contentOffset == .zero)
    #expect(fixture.delegate.log.last == "endScroll")
    #expect(counter.count == 2)
  }

  @Test func scrollToTopAndBottomRespectInsets() {
    let fixture = tenRows()
    fixture.controller.additionalSafeAreaInsets = UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0)
    fixture.layout()

    fixture.stack.scrollToBottom(animated: false)
    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 554))
    #expect(fixture.stack.rows[9].visibility == .entire)

    fixture.stack.scrollToTop(animated: false)
    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: -64))
    #expect(fixture.stack.rows[0].visibility == .entire)
  }

  @Test func scrollToTopClampsTheCrossOffsetIntoTheLegalRange() {
    let fixture = tenRows()
    fixture.stack.contentOffset = CGPoint(x: 7, y: 300)

    fixture.stack.scrollToTop(animated: false)

    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 0))
  }

  @Test(arguments: [-1, 10, Int.max, Int.min])
  func scrollToBadIndexReturnsFalseAndCompletesOnce(index: Int) {
    let fixture = tenRows()
    fixture.stack.contentOffset = CGPoint(x: 0, y: 200)
    fixture.clearLogs()
    let counter = CompletionCounter()

    #expect(fixture.stack.scrollToRow(index: index, at: .middle, animated: true, completion: counter.handler) == false)

    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 200))
    #expect(fixture.delegate.log.isEmpty)
    #expect(fixture.diagnosticKinds == [.indexOutOfRange])
    #expect(counter.count == 1)
  }
}
