import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// A 320x480 viewport over rows of 100 points: rows 0-3 are entirely visible at rest, row 4 shows
/// its top 80 points.
@Suite @MainActor struct VisibilityDelegateTests {
  private func tenRows() -> StackFixture {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    fixture.clearLogs()
    return fixture
  }

  @Test func addingRowsReportsContentSizeVisibilityThenLayout() {
    let fixture = StackFixture()
    // The fixture's first layout pass gave the empty content the viewport's width.
    fixture.clearLogs()
    fixture.addFixedRows(6)
    #expect(
      fixture.delegate.log == [
        "contentSize 320x600", "visible 0 entire", "visible 1 entire", "visible 2 entire", "visible 3 entire",
        "visible 4 partial(80%)", "layout",
      ])
    #expect(
      fixture.delegate.contentSizeChanges == [
        .init(from: CGSize(width: 320, height: 0), to: CGSize(width: 320, height: 600))
      ])
  }

  @Test func scrollingReportsOnlyChangesOfKindAndKeepsPercentagesInTheRow() {
    let fixture = tenRows()

    fixture.stack.contentOffset = CGPoint(x: 0, y: 50)
    #expect(
      fixture.delegate.log == ["scroll 0,50", "visible 0 partial(50%)", "visible 4 entire", "visible 5 partial(30%)"])

    fixture.clearLogs()
    fixture.stack.contentOffset = CGPoint(x: 0, y: 60)
    #expect(fixture.delegate.log == ["scroll 0,60"])
    #expect(fixture.stack.rows[0].visibility == .partial(percentage: 40))
    #expect(fixture.stack.rows[5].visibility == .partial(percentage: 40))

    fixture.clearLogs()
    fixture.stack.contentOffset = CGPoint(x: 0, y: 100)
    #expect(fixture.delegate.log == ["scroll 0,100", "hidden 0 offscreen"])
    #expect(fixture.stack.rows[5].visibility == .partial(percentage: 80))
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func jumpFromOffscreenToEntireReportsASingleVisibleEntire() {
    let fixture = tenRows()

    fixture.stack.contentOffset = CGPoint(x: 0, y: 600)

    #expect(
      fixture.delegate.log == [
        "scroll 0,600", "hidden 0 offscreen", "hidden 1 offscreen", "hidden 2 offscreen", "hidden 3 offscreen",
        "hidden 4 offscreen", "visible 6 entire", "visible 7 entire", "visible 8 entire", "visible 9 entire",
      ])
    #expect(fixture.stack.rows[5].visibility == .offscreen)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func settingTheSameOffsetReportsNothing() {
    let fixture = tenRows()
    fixture.stack.contentOffset = .zero
    #expect(fixture.delegate.log.isEmpty)
  }

  @Test func insertionAboveTheViewportPushesRowsDown() {
    let fixture = tenRows()
    fixture.stack.contentOffset = CGPoint(x: 0, y: 500)
    fixture.clearLogs()

    fixture.stack.addRow(controller: SizedController("new", size: .fixed(100)), at: .top)

    // The visible area is 500..980. Old r4 moves to 500..600 (entire), old r8 to 900..1000
    // (partial) and old r9 to 1000..1100 (offscreen).
    #expect(
      fixture.delegate.log == [
        "contentSize 320x1100", "visible 5 entire", "visible 9 partial(80%)", "hidden 10 offscreen", "layout",
      ])
    #expect(fixture.stack.rows[0].visibility == .offscreen)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func removingAVisibleRowPullsTheNextRowsIntoView() {
    let fixture = tenRows()

    fixture.stack.removeRow(index: 0)

    // The removed row is reported as no longer visible, with the index it had.
    #expect(
      fixture.delegate.log == [
        "hidden 0 offscreen", "contentSize 320x900", "visible 3 entire", "visible 4 partial(80%)", "layout",
      ])
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func resizingARowThroughReloadReportsTheShift() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(10)
    fixture.clearLogs()

    controllers[1].size = .fixed(20)
    fixture.stack.reloadRow(index: 1)

    // Rows 2 on move up 80 points: r4 to 320..420 (entire), r5 to 420..520 (partial).
    #expect(fixture.delegate.log == ["contentSize 320x920", "visible 4 entire", "visible 5 partial(60%)", "layout"])
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func changingTheAxisReportsTheNewVisibility() {
    let fixture = tenRows()

    fixture.stack.axis = .horizontal

    #expect(
      fixture.delegate.log == ["contentSize 1000x480", "visible 3 partial(20%)", "hidden 4 offscreen", "layout"])
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func shrinkingTheViewportHidesRowsBelowIt() {
    let fixture = tenRows()

    fixture.stack.frame = CGRect(x: 0, y: 0, width: 320, height: 250)
    fixture.layout()

    #expect(
      fixture.delegate.log == ["visible 2 partial(50%)", "hidden 3 offscreen", "hidden 4 offscreen", "layout"])
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func narrowingTheViewportChangesOnlyTheContentWidth() {
    let fixture = tenRows()

    fixture.stack.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
    fixture.layout()

    #expect(fixture.delegate.log == ["contentSize 200x1000", "layout"])
    #expect(
      fixture.delegate.contentSizeChanges == [
        .init(from: CGSize(width: 320, height: 1000), to: CGSize(width: 200, height: 1000))
      ])
    #expect(fixture.frames[0] == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test func topContentInsetMakesTheFirstRowPartial() {
    let fixture = tenRows()

    fixture.stack.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    fixture.layout()

    #expect(fixture.delegate.log == ["visible 0 partial(36%)", "layout"])
    #expect(fixture.stack.rows[0].visibility == .partial(percentage: 36))
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func safeAreaInsetsCountLikeContentInsets() {
    let fixture = tenRows()

    fixture.controller.additionalSafeAreaInsets = UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0)
    fixture.layout()

    #expect(fixture.delegate.log == ["visible 0 partial(36%)", "layout"])
    #expect(fixture.stack.rows[4].visibility == .partial(percentage: 46))
    #expect(fixture.stack.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
    #expect(fixture.inconsistencies().isEmpty)

    fixture.clearLogs()
    fixture.controller.additionalSafeAreaInsets = .zero
    fixture.layout()
    #expect(fixture.delegate.log == ["visible 0 entire", "layout"])
  }

  @Test func sideInsetsNarrowTheRows() {
    let fixture = tenRows()

    fixture.stack.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)

    #expect(fixture.frames[0] == CGRect(x: 0, y: 0, width: 280, height: 100))
    #expect(fixture.delegate.log == ["contentSize 280x1000", "layout"])
  }

  @Test func everyMutationEndsWithOneLayoutCall() {
    let fixture = tenRows()
    let stack = fixture.stack
    var layoutCounts: [Int] = []
    func count(_ change: () -> Void) {
      fixture.clearLogs()
      change()
      layoutCounts.append(fixture.delegate.log.filter { $0 == "layout" }.count)
      #expect(fixture.delegate.log.last == "layout")
    }

    count { stack.addRow(view: labelledView("v")) }
    count { stack.removeRow(index: 10) }
    count { stack.replaceRow(index: 0, withRow: labelledView("w")) }
    count { stack.moveRow(index: 0, to: 3) }
    count { stack.setRowHidden(index: 2, isHidden: true) }
    count { stack.reloadRow(index: 1) }
    count { stack.setRowInsets(index: 1, insets: UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)) }
    count { stack.setRowPadding(index: 1, padding: UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)) }
    count { stack.axis = .horizontal }

    #expect(layoutCounts == [1, 1, 1, 1, 1, 1, 1, 1, 1])
  }

  @Test func contentSizeChangeReportsOldAndNewSize() {
    let fixture = StackFixture()
    // The fixture's first layout pass gave the empty content the viewport's width.
    fixture.clearLogs()
    fixture.addFixedRows(1)
    fixture.addFixedRows(1, length: 50)
    fixture.stack.setRowHidden(index: 0, isHidden: true)
    fixture.stack.removeAllRows()

    #expect(
      fixture.delegate.contentSizeChanges == [
        .init(from: CGSize(width: 320, height: 0), to: CGSize(width: 320, height: 100)),
        .init(from: CGSize(width: 320, height: 100), to: CGSize(width: 320, height: 150)),
        .init(from: CGSize(width: 320, height: 150), to: CGSize(width: 320, height: 50)),
        .init(from: CGSize(width: 320, height: 50), to: CGSize(width: 320, height: 0)),
      ])
  }

  @Test func changeThatKeepsTheContentSizeReportsNoContentSizeChange() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(2)
    fixture.clearLogs()

    fixture.stack.moveRow(index: 0, to: 1)
    fixture.stack.reloadRow(index: 0)
    _ = controllers

    #expect(fixture.delegate.contentSizeChanges.isEmpty)
    #expect(fixture.delegate.log == ["layout", "layout"])
  }

  @Test func didEndScrollingAnimationFollowsAnimatedScrollsOnly() {
    let fixture = tenRows()

    fixture.stack.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    fixture.stack.scrollToRow(index: 9, at: .initial, animated: false)
    #expect(fixture.delegate.log.contains("endScroll") == false)

    fixture.clearLogs()
    fixture.stack.scrollToRow(index: 0, at: .initial, animated: true)
    fixture.finishAnimations()
    // UIKit's own animated scroll: a scroll each step, the visibility following, the end last.
    let log = fixture.delegate.log
    #expect(log.filter { $0.hasPrefix("scroll") }.count > 1)
    #expect(log.last(where: { $0.hasPrefix("scroll") }) == "scroll 0,0")
    #expect(log.filter { $0 == "endScroll" } == ["endScroll"])
    #expect(log.last == "endScroll")
    for index in 5...9 { #expect(log.contains("hidden \(index) offscreen")) }
    #expect(log.contains("visible 0 entire"))

    fixture.clearLogs()
    fixture.stack.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
    fixture.finishAnimations()
    #expect(fixture.delegate.log.first?.hasPrefix("scroll 0,") == true)
    #expect(fixture.delegate.log.last(where: { $0.hasPrefix("scroll") }) == "scroll 0,50")
    #expect(fixture.delegate.log.last == "endScroll")
  }

  @Test func animatedScrollMovesTheOffsetStepByStepAndEndsOnArrival() {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    fixture.clearLogs()
    let counter = CompletionCounter()

    #expect(fixture.stack.scrollToRow(index: 6, at: .initial, animated: true, completion: counter.handler))

    // UIKit's own animated scroll: the offset moves from the next frame on, the delegate hearing
    // each step; the completion runs once it arrived.
    #expect(fixture.stack.contentOffset == .zero)
    #expect(counter.count == 0)
    #expect(fixture.delegate.log.isEmpty)
    ScreenTestDriver.advanceTime(by: 0.25)
    #expect(fixture.stack.contentOffset.y > 0 && fixture.stack.contentOffset.y < 520)
    #expect(counter.count == 0)
    ScreenTestDriver.advanceTime(by: 0.125)
    #expect(fixture.stack.contentOffset == CGPoint(x: 0, y: 520))
    #expect(fixture.delegate.log.first?.hasPrefix("scroll 0,") == true)
    #expect(fixture.delegate.log.last(where: { $0.hasPrefix("scroll") }) == "scroll 0,520")
    #expect(fixture.delegate.log.last == "endScroll")
    #expect(counter.count == 1)
  }
}
