import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

/// Row settings changed in one main-actor turn cost one layout pass, like UIKit's
/// `setNeedsLayout`: the pass runs on the stack's scheduler, or earlier when something needs it.
@Suite @MainActor struct LayoutPassCoalescingTests {
  private let scheduler = ManualScheduler()
  private let fixture: StackFixture

  init() {
    fixture = StackFixture(scheduler: scheduler)
    fixture.addFixedRows(5)
    scheduler.runUntilIdle()
    fixture.delegate.clear()
  }

  private var layoutPasses: Int { fixture.delegate.log.filter { $0 == "layout" }.count }

  @Test func fourRowSettingsInOneTurnCostOneLayoutPass() {
    let row = fixture.stack.rows[0]
    row.rowInsets = StackEdgeInsets(top: 10)
    row.rowPadding = StackEdgeInsets(bottom: 10)
    row.isSeparatorHidden = true
    row.separatorInsets = StackEdgeInsets(left: 30)
    #expect(layoutPasses == 0)
    // The model is current at once: the row's frame already has its new insets.
    #expect(row.frame == CGRect(x: 0, y: 0, width: 320, height: 110))
    scheduler.advance(by: 0)
    #expect(layoutPasses == 1)
    #expect(fixture.delegate.log == ["contentSize 320x520", "layout"])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 520))
    #expect(row.separatorView.isHidden)
    scheduler.runUntilIdle()
    #expect(layoutPasses == 1)
  }

  @Test func aVisibilityQueryRunsThePendingPassFirst() {
    fixture.stack.rows[0].rowPadding = StackEdgeInsets(top: 300)
    #expect(fixture.stack.visibleRows.map(\.index) == [0, 1])
    #expect(
      fixture.delegate.visibilityLog == [
        "visible 1 partial(80%)", "hidden 2 offscreen", "hidden 3 offscreen", "hidden 4 offscreen",
      ])
    scheduler.runUntilIdle()
    #expect(layoutPasses == 1)
  }

  @Test func aRowsVisibilityIsCurrentBeforeThePass() {
    fixture.stack.rows[0].rowInsets = StackEdgeInsets(top: 400)
    #expect(fixture.stack.rows[3].visibility == .offscreen)
    #expect(layoutPasses == 1)
  }

  @Test func aChangeEndingBeforeThePassIncludesIt() {
    fixture.stack.rows[0].rowInsets = StackEdgeInsets(top: 50)
    fixture.stack.addRow(controller: SizedController("new", size: .fixed(10)))
    #expect(layoutPasses == 1)
    #expect(fixture.stack.contentSize.height == 560)
    scheduler.runUntilIdle()
    #expect(layoutPasses == 1)
  }

  @Test func layoutIfNeededRunsThePendingPassNow() {
    fixture.stack.rows[1].rowInsets = StackEdgeInsets(bottom: 20)
    fixture.stack.layoutIfNeeded()
    #expect(fixture.delegate.log == ["contentSize 320x520", "layout"])
    fixture.stack.layoutIfNeeded()
    scheduler.runUntilIdle()
    #expect(layoutPasses == 1)
  }

  @Test func anImmediateSchedulerLaysOutWithinEachChange() {
    let immediate = StackFixture()
    immediate.addFixedRows(2)
    immediate.delegate.clear()
    immediate.stack.rows[0].rowInsets = StackEdgeInsets(top: 10)
    #expect(immediate.delegate.log == ["contentSize 320x210", "layout"])
  }
}
