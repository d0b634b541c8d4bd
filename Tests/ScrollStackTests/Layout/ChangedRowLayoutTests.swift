import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// A layout pass applies only the displayed rows whose layout in row coordinates may have
/// changed, every displayed row still ends up with the layout a full pass would give it, and a
/// row gets its layout when it is displayed. Each row's content view counts the frames it is given.
@Suite @MainActor struct ChangedRowLayoutTests {
  /// A row's content view counting the frames the stack sets on it.
  private final class FrameCountingView: SizedView {
    var frameSets = 0

    override var frame: CGRect {
      didSet { frameSets += 1 }
    }
  }

  /// The frames set on every row's content view so far.
  private func frameSets(_ views: [FrameCountingView]) -> Int { views.reduce(0) { $0 + $1.frameSets } }

  /// `count` rows of `length` points in `fixture`'s stack, laid out; their content views.
  private func addCountingRows(_ fixture: StackFixture, count: Int, length: CGFloat) -> [FrameCountingView] {
    let views = (0..<count).map { _ in FrameCountingView(intrinsicSize: CGSize(width: 320, height: length)) }
    fixture.stack.addRows(views: views)
    fixture.layout()
    return views
  }

  /// Every displayed row's content frame, separator frame and separator visibility equal the
  /// engine's full computation (``ScrollStackEngine/rowLayouts()``), and some row is displayed.
  private func rowsMatchAFullPass(_ stack: ScrollStack) -> Bool {
    let full = stack.engine.rowLayouts()
    let displayed = zip(stack.rows, full).filter { $0.0.isDisplayed }
    return !displayed.isEmpty
      && displayed.allSatisfy { row, layout in
        row.contentView.frame == layout.contentFrame && row.separatorView.frame == layout.separatorFrame
          && row.separatorView.isHidden == !layout.isSeparatorVisible
      } && full.count == stack.rows.count
  }

  /// A stack of 1,000 rows with `autoHideLastRowSeparator` on whose row at `index` was then
  /// hidden and laid out, and how many row content frames the stack set for that.
  private func hidingRow(_ index: Int) -> (fixture: StackFixture, applied: Int) {
    let fixture = StackFixture()
    fixture.stack.autoHideLastRowSeparator = true
    let views = addCountingRows(fixture, count: 1_000, length: 44)
    let before = frameSets(views)
    fixture.stack.setRowHidden(index: index, isHidden: true)
    fixture.layout()
    return (fixture, frameSets(views) - before)
  }

  @Test func hidingOneRowAmongAThousandAppliesAtMostThreeRows() {
    for index in [5, 500] {
      let (fixture, applied) = hidingRow(index)

      // The hidden row and a row that entered the window; a row far from the screen is not
      // displayed: it gets its layout when it is.
      #expect(index == 5 ? applied <= 3 : applied == 0, "index \(index): \(applied) rows applied")
      #expect(rowsMatchAFullPass(fixture.stack))
      #expect(fixture.inconsistencies() == [])
    }
  }

  @Test func hidingTheLastRowHidesTheSeparatorOfTheNewLastShownRow() {
    let (fixture, applied) = hidingRow(999)
    #expect(applied == 0)
    fixture.stack.scrollToBottom()
    fixture.layout()

    // The row before the hidden one, now the last shown one: its separator disappears.
    #expect(fixture.stack.rows[998].isDisplayed)
    #expect(fixture.stack.rows[998].separatorView.isHidden)
    #expect(rowsMatchAFullPass(fixture.stack))

    fixture.stack.autoHideLastRowSeparator = false
    fixture.layout()
    #expect(fixture.stack.rows[998].separatorView.isHidden == false)
    #expect(rowsMatchAFullPass(fixture.stack))
  }

  @Test func resizingRemovingAndMovingRowsKeepEveryRowAsAFullPassLaysItOut() {
    let fixture = StackFixture()
    fixture.stack.autoHideLastRowSeparator = true
    let views = addCountingRows(fixture, count: 50, length: 44)
    let before = frameSets(views)

    views[10].intrinsicSize = CGSize(width: 320, height: 80)
    _ = fixture.stack.reloadRow(index: 10)
    fixture.layout()
    #expect(frameSets(views) - before == 1)
    _ = fixture.stack.removeRow(index: 49)
    fixture.stack.moveRow(index: 48, to: 0)
    fixture.stack.rows[5].separatorInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
    fixture.layout()

    #expect(rowsMatchAFullPass(fixture.stack))
    #expect(fixture.inconsistencies() == [])
  }

  @Test func changingTheWidthLaysOutEveryRow() {
    let fixture = StackFixture()
    let views = addCountingRows(fixture, count: 20, length: 44)
    let before = frameSets(views)

    fixture.controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
    fixture.layout()

    #expect(frameSets(views) - before == 20)
    #expect(fixture.stack.rows[3].contentView.frame.width == 200)
    #expect(rowsMatchAFullPass(fixture.stack))
  }

  @Test func insertingAboveTheWindowMovesEveryDisplayedRow() {
    let fixture = StackFixture(attachment: .standard)
    _ = addCountingRows(fixture, count: 1_000, length: 44)
    fixture.stack.contentOffset = CGPoint(x: 0, y: 500 * 44)
    fixture.layout()
    let displayed = fixture.stack.rows.filter(\.isDisplayed)
    #expect(displayed.first.flatMap(\.index).map { $0 > 400 } == true)

    fixture.stack.addRow(view: SizedView(intrinsicSize: CGSize(width: 320, height: 30)), at: .top)
    fixture.layout()

    // Each displayed row's view sits where the engine now places it: 30 points lower.
    #expect(!displayed.isEmpty)
    for row in displayed where row.isDisplayed {
      guard let index = row.index else { continue }
      #expect(row.frame == fixture.stack.engine.rowFrame(at: index))
      #expect(row.frame.minY == CGFloat(index - 1) * 44 + 30)
    }
    #expect(fixture.inconsistencies() == [])
  }

  @Test func aRowHiddenInsideAnAnimationStaysOnScreenUntilTheAnimationEnds() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    let row = fixture.stack.rows[1]

    fixture.stack.setRowHidden(index: 1, isHidden: true, animated: true)
    fixture.layout()

    // It collapses on screen: its view is not hidden yet.
    #expect(row.isHidden)
    #expect(row.frame.height == 0)
    #expect(row.isViewHidden == false)

    fixture.finishAnimations()
    #expect(row.isViewHidden)
    #expect(fixture.inconsistencies() == [])

    fixture.stack.setRowHidden(index: 1, isHidden: false, animated: true)
    fixture.finishAnimations()
    #expect(row.isViewHidden == false)
    #expect(row.frame == CGRect(x: 0, y: 100, width: 320, height: 100))
  }
}
