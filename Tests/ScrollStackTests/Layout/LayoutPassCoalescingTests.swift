import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// Row settings changed in one main-actor turn cost one layout pass, like UIKit's
/// `setNeedsLayout`: the pass runs at the next layout pass (`layoutIfNeeded()`, the run loop's pass
/// for a stack in a window), or earlier when something needs it.
@Suite @MainActor struct LayoutPassCoalescingTests {
  private let fixture: StackFixture

  init() {
    fixture = StackFixture()
    fixture.addFixedRows(5)
    fixture.layout()
    fixture.delegate.clear()
  }

  private var layoutPasses: Int { fixture.delegate.log.filter { $0 == "layout" }.count }

  @Test func fourRowSettingsInOneTurnCostOneLayoutPass() {
    let row = fixture.stack.rows[0]
    row.rowInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    row.rowPadding = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    row.isSeparatorHidden = true
    row.separatorInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    #expect(layoutPasses == 0)
    // The model is current at once: the row's layout already has its new insets (its view
    // takes it at the pass).
    #expect(fixture.stack.engine.layout(of: row)?.rowFrame == CGRect(x: 0, y: 0, width: 320, height: 110))
    fixture.layout()
    #expect(layoutPasses == 1)
    #expect(fixture.delegate.log == ["contentSize 320x520", "layout"])
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 520))
    #expect(row.separatorView.isHidden)
    fixture.finishAnimations()
    #expect(layoutPasses == 1)
  }

  @Test func aVisibilityQueryRunsThePendingPassFirst() {
    fixture.stack.rows[0].rowPadding = UIEdgeInsets(top: 300, left: 0, bottom: 0, right: 0)
    #expect(fixture.stack.visibleRows.map(\.index) == [0, 1])
    #expect(
      fixture.delegate.visibilityLog == [
        "visible 1 partial(80%)", "hidden 2 offscreen", "hidden 3 offscreen", "hidden 4 offscreen",
      ])
    fixture.finishAnimations()
    #expect(layoutPasses == 1)
  }

  @Test func aRowsVisibilityIsCurrentBeforeThePass() {
    fixture.stack.rows[0].rowInsets = UIEdgeInsets(top: 400, left: 0, bottom: 0, right: 0)
    #expect(fixture.stack.rows[3].visibility == .offscreen)
    #expect(layoutPasses == 1)
  }

  @Test func aChangeEndingBeforeThePassIncludesIt() {
    fixture.stack.rows[0].rowInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
    fixture.stack.addRow(controller: SizedController("new", size: .fixed(10)))
    #expect(layoutPasses == 1)
    #expect(fixture.stack.contentSize.height == 560)
    fixture.finishAnimations()
    #expect(layoutPasses == 1)
  }

  @Test func layoutIfNeededRunsThePendingPassNow() {
    fixture.stack.rows[1].rowInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    fixture.stack.layoutIfNeeded()
    #expect(fixture.delegate.log == ["contentSize 320x520", "layout"])
    fixture.stack.layoutIfNeeded()
    fixture.finishAnimations()
    #expect(layoutPasses == 1)
  }

  /// A stack on screen needs no call: the run loop's layout pass at the end of the turn lays out
  /// the change.
  @Test func aStackInAWindowLaysOutAtTheRunLoopsPass() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let shown = StackFixture()
    window.rootViewController = shown.controller
    window.makeKeyAndVisible()
    shown.addFixedRows(2)
    ScreenTestDriver.runLayoutPass()
    shown.delegate.clear()
    shown.stack.rows[0].rowInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(shown.delegate.log.filter { $0 == "layout" }.isEmpty)
    ScreenTestDriver.runLayoutPass()
    #expect(shown.delegate.log == ["contentSize 320x210", "layout"])
    #expect(shown.stack.rows[0].contentView.frame.minY == 10)
  }
}
