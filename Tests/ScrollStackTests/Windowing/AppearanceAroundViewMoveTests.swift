import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// UIKit's documented order for a container that forwards appearance itself, end to end on the
/// headless host: viewWillAppear while the row's view is "about to be added" (not yet in the
/// stack), viewDidAppear once it "was added"; viewWillDisappear while it is still in the stack,
/// viewDidDisappear once it "was removed".
@Suite @MainActor struct AppearanceAroundViewMoveTests {
  @Test func aRowAddedToAnAppearedStackAppearsAroundItsViewJoining() {
    let fixture = StackFixture()
    fixture.controller.simulateAppearance()
    let row = ViewPlacementRecordingController()

    fixture.stack.addRow(controller: row)
    fixture.stack.removeRow(index: 0)

    #expect(row.placements == ["willAppear out", "didAppear in", "willDisappear in", "didDisappear out"])
  }

  @Test func aRowDisplayedAndTakenOutByScrollingAppearsAndDisappearsAroundItsViewMoving() {
    let (fixture, row) = appearedStackWithARecordingRowAt40()
    #expect(row.placements.isEmpty)

    fixture.stack.contentOffset = CGPoint(x: 0, y: 3_600)
    fixture.stack.contentOffset = .zero

    #expect(row.placements == ["willAppear out", "didAppear in", "willDisappear in", "didDisappear out"])
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  /// The row removes itself from its own viewWillAppear, before its view joined: the view never
  /// joins the stack (the rest of the display leaves it out), and its calls stay balanced.
  @Test func aRowThatRemovesItselfFromViewWillAppearNeverJoinsTheStack() {
    let (fixture, row) = appearedStackWithARecordingRowAt40()
    row.onWillAppear = { [unowned fixture] in fixture.stack.removeRow(index: 40) }

    fixture.stack.contentOffset = CGPoint(x: 0, y: 3_600)

    #expect(row.placements == ["willAppear out", "didAppear out", "willDisappear out", "didDisappear out"])
    #expect(!row.isAppeared)
    #expect(row.parent == nil)
    #expect(fixture.stack.rows.count == 50)
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
    #expect(fixture.stack.subviews.map(ObjectIdentifier.init) == fixture.stack.displayedRows.map(ObjectIdentifier.init))
  }

  /// An appeared stack of 51 rows of 100 points whose row 40 (outside the window) records its
  /// placements.
  private func appearedStackWithARecordingRowAt40() -> (StackFixture, ViewPlacementRecordingController) {
    let fixture = StackFixture(attachment: .standard)
    fixture.controller.simulateAppearance()
    fixture.addFixedRows(50)
    let row = ViewPlacementRecordingController()
    fixture.stack.addRow(controller: row, at: .atIndex(40))
    return (fixture, row)
  }
}
