import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@testable import ScrollStackCore

/// AloeStackView's row calls (rows named by their view) place, move, remove, hide and find rows
/// as AloeStackView's did (AloeStackView.swift: `insertCell(withContentView:atIndex:animated:)`
/// and the calls built on it), and report a view that is not a row instead of ignoring it.
@Suite @MainActor struct AloeStackViewRowTests {
  // MARK: Adding

  @Test func addRowAppendsAndAddRowsAppendsInOrder() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b", "c")

    fixture.stack.addRow(views[0])
    fixture.stack.addRows(Array(views[1...]))

    #expect(fixture.titles == ["a", "b", "c"])
    #expect(fixture.stack.getAllRows() == views)
    #expect(fixture.frames.map(\.height) == [44, 44, 44])
    #expect(fixture.inconsistencies() == [])
  }

  @Test func prependRowPutsTheViewFirstAndPrependRowsKeepsTheirOrder() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b", "c", "d")

    fixture.stack.addRow(views[0])
    fixture.stack.prependRows([views[1], views[2]])
    fixture.stack.prependRow(views[3])

    #expect(fixture.titles == ["d", "b", "c", "a"])
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func insertRowBeforeAndAfterPlaceTheViewNextToTheAnchor() {
    let fixture = StackFixture()
    let (a, b, x, y) = (AloeRowView("a"), AloeRowView("b"), AloeRowView("x"), AloeRowView("y"))
    fixture.stack.addRows([a, b])

    fixture.stack.insertRow(x, before: b)
    #expect(fixture.titles == ["a", "x", "b"])
    fixture.stack.insertRow(y, after: a)
    #expect(fixture.titles == ["a", "y", "x", "b"])
    #expect(fixture.inconsistencies() == [])
  }

  @Test func insertRowsBeforeKeepsTheirOrderAndInsertRowsAfterChainsThem() {
    let fixture = StackFixture()
    let (a, b) = (AloeRowView("a"), AloeRowView("b"))
    fixture.stack.addRows([a, b])

    fixture.stack.insertRows(aloeRows("x", "y"), before: b)
    fixture.stack.insertRows(aloeRows("p", "q"), after: a)

    #expect(fixture.titles == ["a", "p", "q", "x", "y", "b"])
  }

  @Test func addingAViewThatIsAlreadyARowMovesItsRow() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b", "c")
    fixture.stack.addRows(views)
    let rowOfA = fixture.stack.rows[0]

    fixture.stack.addRow(views[0])
    #expect(fixture.titles == ["b", "c", "a"])
    fixture.stack.insertRow(views[0], before: views[0])
    #expect(fixture.titles == ["b", "c", "a"])
    fixture.stack.insertRow(views[0], before: views[1])
    #expect(fixture.titles == ["a", "b", "c"])
    fixture.stack.insertRow(views[2], after: views[0])
    #expect(fixture.titles == ["a", "c", "b"])
    fixture.stack.prependRow(views[1])
    #expect(fixture.titles == ["b", "a", "c"])

    #expect(fixture.stack.rows.count == 3)
    #expect(fixture.stack.rows[1] === rowOfA)
    #expect(fixture.inconsistencies() == [])
  }

  @Test func animatedInsertionAddsTheRowAtOnceAndSettles() {
    let fixture = StackFixture()
    let view = AloeRowView("a")

    fixture.stack.addRow(view, animated: true)
    #expect(fixture.stack.containsRow(view))
    fixture.finishAnimations()

    #expect(fixture.frames == [CGRect(x: 0, y: 0, width: 320, height: 44)])
  }

  @Test func anAnchorThatIsNotARowIsReportedAndNothingIsInserted() {
    let fixture = StackFixture()
    fixture.stack.addRows(aloeRows("a"))
    let stranger = AloeRowView("stranger")
    let view = AloeRowView("x")

    fixture.stack.insertRow(view, before: stranger)
    fixture.stack.insertRow(view, after: stranger)
    fixture.stack.insertRows([view], after: stranger)

    #expect(fixture.titles == ["a"])
    #expect(view.superview == nil)
    #expect(fixture.diagnosticKinds == [.contentNotFound, .contentNotFound, .contentNotFound])
    #expect(fixture.diagnostics.first?.operation == "insertRow(_:before:animated:)")
  }

  // MARK: Removing

  @Test func removeRowAndRemoveRowsRemoveTheRowsShowingTheViews() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b", "c", "d")
    fixture.stack.addRows(views)

    fixture.stack.removeRow(views[1])
    #expect(fixture.titles == ["a", "c", "d"])
    fixture.stack.removeRows([views[0], views[3]])
    #expect(fixture.titles == ["c"])
    fixture.stack.removeRow(views[1])
    #expect(fixture.diagnosticKinds == [.contentNotFound])
    fixture.stack.removeAllRows()

    #expect(fixture.stack.rows.isEmpty)
    #expect(views.allSatisfy { !fixture.stack.containsRow($0) })
  }

  @Test func animatedRemovalEndsWithTheRowGone() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b")
    fixture.stack.addRows(views)

    fixture.stack.removeRow(views[0], animated: true)
    fixture.finishAnimations()

    #expect(fixture.titles == ["b"])
    #expect(fixture.frames == [CGRect(x: 0, y: 0, width: 320, height: 44)])
  }

  // MARK: Hiding and showing

  @Test func hideRowAndShowRowHideAndShowTheRowShowingTheView() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b", "c")
    fixture.stack.addRows(views)

    fixture.stack.hideRow(views[1])
    #expect(fixture.stack.isRowHidden(views[1]))
    #expect(fixture.frames.map(\.minY) == [0, 44, 44])
    fixture.stack.showRow(views[1])
    #expect(!fixture.stack.isRowHidden(views[1]))
    #expect(fixture.frames.map(\.minY) == [0, 44, 88])
    #expect(fixture.inconsistencies() == [])
  }

  @Test func pluralAndSetHiddenCallsHideAndShowEveryRowNamed() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b", "c")
    fixture.stack.addRows(views)

    fixture.stack.hideRows([views[0], views[2]])
    #expect(views.map { fixture.stack.isRowHidden($0) } == [true, false, true])
    fixture.stack.showRows([views[0]])
    #expect(views.map { fixture.stack.isRowHidden($0) } == [false, false, true])
    fixture.stack.setRowHidden(views[1], isHidden: true)
    #expect(views.map { fixture.stack.isRowHidden($0) } == [false, true, true])
    fixture.stack.setRowsHidden(views, isHidden: false, animated: true)
    fixture.finishAnimations()

    #expect(views.map { fixture.stack.isRowHidden($0) } == [false, false, false])
    #expect(fixture.frames.map(\.minY) == [0, 44, 88])
  }

  @Test func animatedHideCollapsesTheRow() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b")
    fixture.stack.addRows(views)

    fixture.stack.hideRow(views[0], animated: true)
    fixture.finishAnimations()

    #expect(fixture.stack.rows[0].isHidden)
    #expect(fixture.frames[1].minY == 0)
  }

  @Test func hidingAViewThatIsNotARowIsReportedAndAnsweredNotHidden() {
    let fixture = StackFixture()
    let stranger = AloeRowView("stranger")

    fixture.stack.hideRow(stranger)
    let isHidden = fixture.stack.isRowHidden(stranger)

    #expect(!isHidden)
    #expect(fixture.diagnosticKinds == [.contentNotFound, .contentNotFound])
    #expect(fixture.diagnostics.map(\.operation) == ["setRowHidden(_:isHidden:animated:)", "isRowHidden(_:)"])
  }

  // MARK: Accessing rows

  @Test func containsRowKnowsTheViewsAndTheRowsWithoutReportingStrangers() {
    let fixture = StackFixture()
    let views = aloeRows("a")
    fixture.stack.addRows(views)

    #expect(fixture.stack.containsRow(views[0]))
    #expect(fixture.stack.containsRow(fixture.stack.rows[0] as UIView))
    #expect(!fixture.stack.containsRow(AloeRowView("stranger")))
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func cellForRowGivesTheRowShowingTheViewAndReportsAStranger() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b")
    fixture.stack.addRows(views)

    #expect(fixture.stack.cellForRow(views[1]) === fixture.stack.rows[1])
    #expect(fixture.stack.cellForRow(views[1])?.contentView === views[1])
    #expect(fixture.stack.cellForRow(AloeRowView("stranger")) == nil)
    #expect(fixture.diagnosticKinds == [.contentNotFound])
  }

  @Test func firstAndLastRowAreTheRowsWhoseContentIsTheFirstAndLastView() {
    let fixture = StackFixture()
    let views = aloeRows("a", "b", "c")
    #expect(fixture.stack.firstRow == nil)
    fixture.stack.addRows(views)

    #expect(fixture.stack.firstRow?.contentView === views[0])
    #expect(fixture.stack.lastRow?.contentView === views[2])
  }

  @Test func aloeCallsAcceptAControllerRowByItsView() {
    let fixture = StackFixture()
    let controller = SizedController("c", size: .fixed(100))
    fixture.stack.addRow(controller: controller)
    let after = AloeRowView("after")

    fixture.stack.insertRow(after, after: controller.view)
    fixture.stack.hideRow(controller.view)

    #expect(fixture.titles == ["c", "after"])
    #expect(fixture.stack.rows[0].isHidden)
    #expect(fixture.stack.getAllRows() == [controller.view, after])
  }

  @Test func aRowOfThisStackIsAcceptedAsItsViewAndAStaleRowIsReportedAsStale() {
    let fixture = StackFixture()
    fixture.stack.addRows(aloeRows("a", "b"))
    let rowA = fixture.stack.rows[0]

    fixture.stack.addRow(rowA)
    #expect(fixture.titles == ["b", "a"])
    fixture.stack.hideRow(rowA)
    #expect(rowA.isHidden)
    fixture.stack.removeRow(rowA as UIView)
    fixture.stack.removeRow(rowA as UIView)

    #expect(fixture.titles == ["b"])
    #expect(fixture.diagnosticKinds == [.staleRow])
    #expect(fixture.diagnostics.first?.operation == "removeRow(_:animated:)")
  }

  // MARK: Scrolling and the controller

  @Test func scrollRowToVisibleScrollsTheLeastThatShowsTheWholeRow() {
    let fixture = StackFixture()
    let views = (0..<20).map { AloeRowView("r\($0)") }
    fixture.stack.addRows(views)
    fixture.layout()

    let bottomOfRow15: CGFloat = 16 * 44 - 480

    fixture.stack.scrollRowToVisible(views[15], animated: false)
    #expect(fixture.stack.contentOffset.y == bottomOfRow15)
    fixture.stack.scrollRowToVisible(views[12])
    fixture.finishAnimations()
    #expect(fixture.stack.contentOffset.y == bottomOfRow15)
    fixture.stack.scrollRowToVisible(views[0])
    fixture.finishAnimations()

    #expect(fixture.stack.contentOffset.y == 0)
    #expect(fixture.stack.rows[0].visibility == .entire)
  }

  @Test func theControllersStackViewIsItsStack() {
    let controller = ScrollStackController()

    #expect(controller.stackView === controller.scrollStack)
    #expect(ScrollStack().axis == .vertical)
    #expect(ScrollStack().rows.isEmpty)
  }
}
