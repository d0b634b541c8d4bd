import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct RowReplacementTests {
  @Test func replacingWithControllerSwapsContentAndContainment() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(3)
    let newcomer = SizedController("new", size: .fixed(40))
    _ = newcomer.view
    newcomer.clearLifecycleLog()
    controllers[1].clearLifecycleLog()
    let counter = CompletionCounter()

    let row = fixture.stack.replaceRow(index: 1, withRow: newcomer, completion: counter.handler)

    #expect(row === fixture.stack.rows[1])
    #expect(row?.controller === newcomer)
    #expect(fixture.titles == ["r0", "new", "r2"])
    #expect(
      fixture.frames == [
        CGRect(x: 0, y: 0, width: 320, height: 100), CGRect(x: 0, y: 100, width: 320, height: 40),
        CGRect(x: 0, y: 140, width: 320, height: 100),
      ])
    #expect(controllers[1].parent == nil)
    // UIKit's `removeFromParent()` calls `didMove(toParent: nil)` itself; the log records the
    // removal when the call returns.
    #expect(
      controllers[1].lifecycleLog == [
        .willMove(toParent: false), .viewDetached, .didMove(toParent: false), .removedFromParent,
      ])
    #expect(
      newcomer.lifecycleLog == [.willMove(toParent: true), .viewAttached, .didMove(toParent: true)])
    #expect(counter.count == 1)
  }

  @Test func replacingWithViewKeepsInsetsPaddingAndSeparatorOfThePlace() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let padding = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    fixture.stack.setRowInsets(index: 0, insets: insets)
    fixture.stack.setRowPadding(index: 0, padding: padding)
    fixture.stack.rows[0].isSeparatorHidden = true
    fixture.stack.rows[0].separatorInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)

    let row = fixture.stack.replaceRow(index: 0, withRow: labelledView("plain", length: 50))
    fixture.layout()

    #expect(row?.rowInsets == insets)
    #expect(row?.rowPadding == padding)
    #expect(row?.isSeparatorHidden == true)
    #expect(row?.separatorInsets == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0))
    // 50 of content + 4 of insets + 12 of padding along the axis.
    #expect(row?.frame == CGRect(x: 6, y: 5, width: 306, height: 54))
    #expect(row?.contentView.frame == CGRect(x: 2, y: 1, width: 300, height: 50))
    #expect(fixture.stack.rows[1].frame == CGRect(x: 0, y: 66, width: 320, height: 100))
  }

  @Test func replacingHiddenRowKeepsItHidden() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    fixture.stack.setRowHidden(index: 1, isHidden: true)

    let row = fixture.stack.replaceRow(index: 1, withRow: SizedController("new", size: .fixed(40)))
    fixture.layout()

    #expect(row?.isHidden == true)
    #expect(row?.visibility == .hidden)
    #expect(row?.frame == CGRect(x: 0, y: 100, width: 320, height: 0))
    #expect(fixture.stack.rows[2].frame == CGRect(x: 0, y: 100, width: 320, height: 100))
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 200))
  }

  @Test func replacingWithControllerOfAnotherRowIsRefused() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(3)
    let rowsBefore = fixture.stack.rows
    let counter = CompletionCounter()

    let row = fixture.stack.replaceRow(index: 0, withRow: controllers[2], completion: counter.handler)

    #expect(row == nil)
    let unchanged = fixture.stack.rows.elementsEqual(rowsBefore) { $0 === $1 }
    #expect(unchanged)
    #expect(controllers.allSatisfy { $0.parent === fixture.controller })
    #expect(fixture.diagnosticKinds == [.duplicateContent])
    #expect(counter.count == 1)
  }

  @Test func replacingWithTheViewOfAnotherRowsControllerIsRefused() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(2)

    #expect(fixture.stack.replaceRow(index: 0, withRow: controllers[1].view) == nil)
    #expect(fixture.titles == ["r0", "r1"])
    #expect(fixture.diagnosticKinds == [.duplicateContent])
  }

  @Test func replacingRowWithItsOwnControllerKeepsTheRowAndReportsRedundantRequest() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(2)
    let original = fixture.stack.rows[0]
    controllers[0].clearLifecycleLog()
    let counter = CompletionCounter()

    let row = fixture.stack.replaceRow(index: 0, withRow: controllers[0], completion: counter.handler)

    #expect(row === original)
    #expect(controllers[0].lifecycleLog.isEmpty)
    #expect(fixture.diagnosticKinds == [.redundantRequest])
    #expect(counter.count == 1)
  }

  @Test func animatedReplacementCompletesOnceAfterTheAnimation() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let counter = CompletionCounter()

    fixture.stack.replaceRow(
      index: 1, withRow: labelledView("v", length: 20), animated: true, completion: counter.handler)

    #expect(fixture.titles == ["r0", "v"])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 120))
    #expect(counter.count == 0)
    ScreenTestDriver.advanceTime(by: 0.25)
    #expect(counter.count == 1)
    fixture.finishAnimations()
    #expect(counter.count == 1)
  }

  @Test func replacingVisibleRowReportsVisibilityOfTheNewRow() {
    let fixture = StackFixture()
    fixture.addFixedRows(5)
    fixture.clearLogs()

    let row = fixture.stack.replaceRow(index: 4, withRow: SizedController("short", size: .fixed(50)))

    #expect(row?.visibility == .entire)
    #expect(fixture.delegate.log == ["hidden 4 offscreen", "contentSize 320x450", "visible 4 entire", "layout"])
  }
}
