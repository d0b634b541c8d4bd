import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// A scroll measures only the rows at the edges of the viewport: the engine keeps the rows it
/// tracked as an index range, the rows between two entirely visible rows as known entire, and the
/// rows it measured with their spans until the layout changes. These tests change the layout or
/// the rows between scrolls and check every step against a brute-force recomputation
/// (``ScrollStackInvariants``) and against what the delegate was told.
@Suite @MainActor struct ScrollVisibilityTrackingTests {
  /// The rows the delegate believes visible, by index, replayed from its log.
  private func reportedVisibleRows(_ fixture: StackFixture) -> [Int: String] {
    var visible: [Int: String] = [:]
    for line in fixture.delegate.log {
      let parts = line.split(separator: " ")
      guard parts.count == 3, let index = Int(parts[1]) else { continue }
      if parts[0] == "visible" { visible[index] = String(parts[2]) }
      if parts[0] == "hidden" { visible[index] = nil }
    }
    return visible
  }

  /// The rows the stack holds visible, by index, with their kind as the log spells it.
  private func visibleRows(_ fixture: StackFixture) -> [Int: String] {
    var visible: [Int: String] = [:]
    for (index, row) in fixture.stack.rows.enumerated() where row.visibility.isVisible {
      visible[index] = row.visibility == .entire ? "entire" : "partial"
    }
    return visible
  }

  /// Drags from `start` to `end` in steps of `step` points, checking every step; with
  /// `checkingDelegate`, also that the delegate was told of every row's kind of visibility (its
  /// log must then hold every call since the rows were added, at unchanged indexes).
  private func drag(
    _ fixture: StackFixture, from start: CGFloat, to end: CGFloat, step: CGFloat, checkingDelegate: Bool = true
  ) {
    var offset = start
    while step > 0 ? offset <= end : offset >= end {
      fixture.stack.contentOffset = CGPoint(x: 0, y: offset)
      #expect(fixture.inconsistencies().isEmpty, "at \(offset)")
      if checkingDelegate {
        #expect(
          reportedVisibleRows(fixture).mapValues { $0.hasPrefix("partial") ? "partial" : $0 }
            == visibleRows(fixture), "at \(offset)")
      }
      offset += step
    }
  }

  @Test func rowsInsertedAboveWhileScrolledAreMeasuredAgainOnTheNextDrag() {
    let fixture = StackFixture()
    fixture.addFixedRows(12)
    drag(fixture, from: 0, to: 250, step: 10)
    fixture.delegate.clear()

    // Every tracked index now names another row: the next scroll must not trust them.
    fixture.stack.addRow(controller: SizedController("new", size: .fixed(40)), at: .top)
    #expect(fixture.inconsistencies().isEmpty)
    fixture.delegate.clear()
    fixture.stack.contentOffset = CGPoint(x: 0, y: 251)
    #expect(fixture.delegate.log == ["scroll 0,251"])
    drag(fixture, from: 251, to: 0, step: -7, checkingDelegate: false)
  }

  @Test func aRowFlaggedWhileOutsideTheViewportIsCheckedAgain() {
    let fixture = StackFixture()
    fixture.addFixedRows(12)
    drag(fixture, from: 0, to: 600, step: 25)

    // Row 1 is far above the viewport: hiding it moves every visible row up by 100 points.
    fixture.stack.setRowHidden(index: 1, isHidden: true)
    #expect(fixture.inconsistencies().isEmpty)
    #expect(fixture.stack.rows[1].visibility == .hidden)
    drag(fixture, from: 600, to: 0, step: -25)
    #expect(fixture.stack.rows[1].visibility == .hidden)

    fixture.stack.setRowHidden(index: 1, isHidden: false)
    #expect(fixture.stack.rows[1].visibility == .entire)
    drag(fixture, from: 0, to: 400, step: 13)
  }

  @Test func aRowBetweenEntirelyVisibleRowsIsMeasuredAgainWhenItsLayoutChanges() {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    fixture.stack.contentOffset = CGPoint(x: 0, y: 10)

    // Row 2 (200..300) lies between entirely visible rows 1 and 3; it grows to 300 points.
    fixture.stack.rows[2].rowPadding = UIEdgeInsets(top: 0, left: 0, bottom: 200, right: 0)
    fixture.stack.layoutIfNeeded()
    #expect(fixture.inconsistencies().isEmpty)
    #expect(fixture.stack.rows[2].visibility == .entire)
    #expect(fixture.stack.rows[3].visibility == .offscreen)
    // Then padding moves to its top: the row's frame moves without its extent changing.
    fixture.stack.rows[2].rowPadding = UIEdgeInsets(top: 200, left: 0, bottom: 0, right: 0)
    fixture.stack.layoutIfNeeded()
    #expect(fixture.inconsistencies().isEmpty)
    #expect(fixture.stack.rows[2].visibility == .partial(percentage: 90))
    drag(fixture, from: 10, to: 300, step: 3)
  }

  @Test func mixedRowsStayConsistentThroughAFullDragAndBack() {
    let fixture = StackFixture()
    // Heights 0 to 150 in a fixed pattern, some rows hidden, one with negative padding.
    let controllers = (0..<60).map { SizedController("m\($0)", size: .fixed(CGFloat(($0 * 37) % 151))) }
    fixture.stack.addRows(controllers: controllers)
    for index in stride(from: 3, to: 60, by: 11) { fixture.stack.setRowHidden(index: index, isHidden: true) }
    fixture.stack.rows[20].rowPadding = UIEdgeInsets(top: -30, left: 0, bottom: 10, right: 0)
    fixture.stack.layoutIfNeeded()
    let end = fixture.stack.contentSize.height
    drag(fixture, from: 0, to: end, step: 9)
    drag(fixture, from: end, to: -20, step: -11)
  }

  @Test func rowsMeasuredAgainForANewWidthAreNotMeasuredFromTheirOldSpans() {
    let fixture = StackFixture()
    // 32 rows of 64 characters: 4 lines (80 points) at 160 points wide, 2 lines at 320.
    fixture.stack.addRows(views: (0..<32).map { _ in TextView(text: String(repeating: "x", count: 64)) })
    drag(fixture, from: 0, to: 200, step: 10)

    // Every row's length changes and no row is flagged: the next scroll must not use the spans
    // measured at the old width.
    fixture.controller.view.frame = CGRect(x: 0, y: 0, width: 160, height: 480)
    #expect(fixture.inconsistencies().isEmpty)
    drag(fixture, from: 201, to: 0, step: -10)
  }
}
