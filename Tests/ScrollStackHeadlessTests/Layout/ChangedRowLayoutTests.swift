import Foundation
import Testing

@_spi(Engine) @testable import ScrollStackCore
@_spi(Engine) @testable import ScrollStackHeadless

/// A layout pass applies only the displayed rows whose layout in row coordinates may have
/// changed, every displayed row still ends up with the layout a full pass would give it, and a
/// row gets its layout when it is displayed.
@Suite @MainActor struct ChangedRowLayoutTests {
  /// Every displayed row's content frame, separator frame and separator visibility equal the
  /// engine's full computation (``ScrollStackEngine/rowLayouts()``), and some row is displayed.
  private func rowsMatchAFullPass(_ stack: Headless.ScrollStack) -> Bool {
    let full = stack.engine.rowLayouts()
    let displayed = zip(stack.rows, full).filter { $0.0.isDisplayed }
    return !displayed.isEmpty
      && displayed.allSatisfy { row, layout in
        row.contentView.frame == layout.contentFrame && row.separatorView.frame == layout.separatorFrame
          && row.separatorView.isHidden == !layout.isSeparatorVisible
      } && full.count == stack.rows.count
  }

  /// A stack of 1,000 rows with `autoHideLastRowSeparator` on whose row at `index` was then
  /// hidden, and how many row layouts the headless stack applied for that.
  private func hidingRow(_ index: Int) -> (fixture: StackFixture, applied: Int) {
    let fixture = StackFixture()
    fixture.stack.autoHideLastRowSeparator = true
    fixture.addFixedRows(1_000, length: 44)
    let before = fixture.stack.appliedRowLayoutCount
    fixture.stack.setRowHidden(index: index, isHidden: true)
    return (fixture, fixture.stack.appliedRowLayoutCount - before)
  }

  @Test func hidingOneRowAmongAThousandAppliesAtMostThreeRows() {
    for index in [5, 500] {
      let (fixture, applied) = hidingRow(index)

      // The hidden row and a row that entered the window; a row far from the screen is not
      // displayed: it gets its layout when it is.
      #expect(index == 5 ? applied <= 3 : applied == 0)
      #expect(rowsMatchAFullPass(fixture.stack))
      #expect(fixture.inconsistencies() == [])
    }
  }

  @Test func hidingTheLastRowHidesTheSeparatorOfTheNewLastShownRow() {
    let (fixture, applied) = hidingRow(999)
    #expect(applied == 0)
    fixture.stack.scrollToBottom()

    // The row before the hidden one, now the last shown one: its separator disappears.
    #expect(fixture.stack.rows[998].isDisplayed)
    #expect(fixture.stack.rows[998].separatorView.isHidden)
    #expect(rowsMatchAFullPass(fixture.stack))

    fixture.stack.autoHideLastRowSeparator = false
    #expect(fixture.stack.rows[998].separatorView.isHidden == false)
    #expect(rowsMatchAFullPass(fixture.stack))
  }

  @Test func resizingRemovingAndMovingRowsKeepEveryRowAsAFullPassLaysItOut() {
    let fixture = StackFixture()
    fixture.stack.autoHideLastRowSeparator = true
    let controllers = fixture.addFixedRows(50, length: 44)
    let before = fixture.stack.appliedRowLayoutCount

    controllers[10].size = .fixed(80)
    _ = fixture.stack.reloadRow(index: 10)
    #expect(fixture.stack.appliedRowLayoutCount - before == 1)
    _ = fixture.stack.removeRow(index: 49)
    fixture.stack.moveRow(index: 48, to: 0)
    fixture.stack.rows[5].separatorInsets = StackEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
    fixture.stack.layoutIfNeeded()

    #expect(rowsMatchAFullPass(fixture.stack))
    #expect(fixture.inconsistencies() == [])
  }

  @Test func changingTheWidthLaysOutEveryRow() {
    let fixture = StackFixture()
    fixture.addFixedRows(20, length: 44)
    let before = fixture.stack.appliedRowLayoutCount

    fixture.controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 480)

    #expect(fixture.stack.appliedRowLayoutCount - before == 20)
    #expect(fixture.stack.rows[3].contentView.frame.width == 200)
    #expect(rowsMatchAFullPass(fixture.stack))
  }
}
