import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// When rows are displayed relative to what the delegate hears, to animations and to
/// measurements.
@Suite @MainActor struct WindowTimingTests {
  @Test func aRowIsDisplayedBeforeTheDelegateHearsItBecomeVisible() {
    for estimate: CGFloat? in [nil, 30] {
      let fixture = StackFixture(attachment: .standard)
      let delegate = DisplayCheckingDelegate()
      fixture.stack.stackDelegate = delegate
      fixture.stack.estimatedRowLength = estimate
      fixture.stack.addRows(views: WindowedRowsTests.views(heights: WindowedRowsTests.rowHeights(3_000)))
      var generator = SeededGenerator(seed: 3)
      for _ in 0..<100 {
        let offset = CGFloat(Int.random(in: 0..<Int(fixture.stack.contentSize.height - 480), using: &generator))
        fixture.stack.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        let index = Int.random(in: 0..<fixture.stack.rows.count, using: &generator)
        fixture.stack.scrollToRow(index: index, at: .middle)
        // A few of the animated scroll's steps, each displaying the rows it reaches.
        ScreenTestDriver.advanceTime(by: 0.1)
        fixture.stack.addRow(view: SizedView(intrinsicSize: CGSize(width: 320, height: 60)), at: .atIndex(index))
      }
      #expect(delegate.visibleCalls > 1_000)
      #expect(
        delegate.notDisplayed.isEmpty, "estimate \(String(describing: estimate)): \(delegate.notDisplayed.prefix(5))")
    }
  }

  @Test func anEstimateFarLargerThanTheRowsStillDisplaysTheScreenAfterAJump() {
    let fixture = StackFixture(attachment: .standard)
    fixture.stack.estimatedRowLength = 500
    fixture.stack.addRows(views: (0..<1_000).map { _ in SizedView(intrinsicSize: CGSize(width: 320, height: 10)) })
    fixture.stack.contentOffset = CGPoint(x: 0, y: 400_000)
    let visible = fixture.stack.visibleRows
    #expect(!visible.isEmpty)
    #expect(visible.allSatisfy { $0.isDisplayed && !$0.rowState.hasProvisionalLength })
    // Rows of 10 points: the window's 480 + 3 × 800 points hold at most 290.
    #expect(fixture.stack.displayedRows.count <= 290)
    #expect(!fixture.stack.rows[0].isDisplayed)
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  @Test func anAnimatedScrollDisplaysItsDestinationBeforeItStarts() {
    let fixture = StackFixture(attachment: .standard)
    fixture.addFixedRows(200)
    fixture.stack.scrollToRow(index: 150, at: .initial, animated: true)
    // Not moved yet (UIKit's animated scroll moves from the next frame on): both ends are
    // displayed.
    #expect(fixture.stack.contentOffset.y == 0)
    #expect(fixture.stack.rows[0].isDisplayed)
    #expect(fixture.stack.rows[150].isDisplayed && fixture.stack.rows[154].isDisplayed)
    ScreenTestDriver.advanceTime(by: 1)
    #expect(fixture.stack.contentOffset.y == 15_000)
    #expect(!fixture.stack.rows[0].isDisplayed)
    #expect(fixture.stack.rows[150].isDisplayed)
  }

  @Test func rowsDisplayedForAnAnimatedScrollLeaveWhenANewerOffsetCancelsIt() {
    let fixture = StackFixture(width: 300, height: 400, attachment: .standard)
    fixture.controller.simulateAppearance()
    fixture.addFixedRows(100)
    fixture.stack.setContentOffset(CGPoint(x: 0, y: 5_000), animated: true)
    #expect(fixture.stack.rows[50].isDisplayed)
    // A newer offset cancels the scroll: the window is around it again, one and a half margins
    // at most (rows starting by 100 + 400 + 1,200 points).
    fixture.stack.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    let displayed = fixture.stack.displayedRows.compactMap(\.index)
    #expect(displayed.allSatisfy { $0 <= 17 }, "displayed: \(displayed)")
    #expect(AppearanceBalance.problems(in: fixture.stack) == [])
    ScreenTestDriver.advanceTime(by: 1)
    #expect(fixture.stack.contentOffset.y == 100)
    #expect(fixture.stack.displayedRows.compactMap(\.index).allSatisfy { $0 <= 17 })
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  @Test func aNewerAnimatedScrollKeepsItsDestinationDisplayedAndTheFirstOnesLeaveOnceItLands() {
    let fixture = StackFixture(width: 300, height: 400, attachment: .standard)
    fixture.addFixedRows(100)
    fixture.stack.setContentOffset(CGPoint(x: 0, y: 5_000), animated: true)
    fixture.stack.setContentOffset(CGPoint(x: 0, y: 8_000), animated: true)
    #expect(fixture.stack.rows[80].isDisplayed && fixture.stack.rows[83].isDisplayed)
    ScreenTestDriver.advanceTime(by: 1)
    #expect(fixture.stack.contentOffset.y == 8_000)
    // The rows around the first destination left: those displayed start within one and a half
    // margins (from 6,800 points on).
    let displayed = fixture.stack.displayedRows.compactMap(\.index)
    #expect(displayed.allSatisfy { $0 >= 68 }, "displayed: \(displayed)")
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  @Test func aRowRemovingItselfAsItAppearsInAWindowPassLetsNoRowBeReportedBeforeItIsDisplayed() {
    let fixture = StackFixture(attachment: .standard)
    let delegate = DisplayCheckingDelegate()
    fixture.stack.stackDelegate = delegate
    fixture.controller.simulateAppearance()
    fixture.addFixedRows(200)
    let hooked = AppearanceHookController()
    fixture.stack.addRow(controller: hooked, at: .atIndex(145))
    // The visible calls delivered when the removal's completion runs, once per call.
    var visibleCallsAtCompletion: [Int] = []
    hooked.onWillAppear = { [unowned fixture, unowned hooked] in
      guard let index = fixture.stack.rows.firstIndex(where: { $0.controller === hooked }) else { return }
      fixture.stack.removeRow(index: index, completion: { visibleCallsAtCompletion.append(delegate.visibleCalls) })
    }
    // The window reaches the hooked row (145) before the visible ones (150…).
    fixture.stack.contentOffset = CGPoint(x: 0, y: 15_000)
    #expect(hooked.parent == nil)
    // The completion runs once, after the removal's events: the rows it brought into view (and
    // the scroll's) were reported first.
    #expect(visibleCallsAtCompletion == [delegate.visibleCalls])
    #expect(delegate.visibleCalls > 0)
    #expect(delegate.notDisplayed.isEmpty, "reported visible before displayed: \(delegate.notDisplayed)")
    #expect(fixture.stack.visibleRows.allSatisfy { $0.isDisplayed })
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  @Test func aChangeMadeWhileAScrollMeasuresItsTargetLetsNoRowBeReportedBeforeItIsDisplayed() {
    let fixture = StackFixture(attachment: .standard)
    let delegate = DisplayCheckingDelegate()
    fixture.stack.stackDelegate = delegate
    fixture.controller.simulateAppearance()
    fixture.stack.estimatedRowLength = 20
    fixture.stack.addRows(views: (0..<300).map { _ in SizedView(intrinsicSize: CGSize(width: 320, height: 100)) })
    let hooked = AppearanceHookController()
    fixture.stack.addRow(controller: hooked, at: .atIndex(145))
    // Measuring the rows around the target displays the hooked row, which removes the rows at the
    // top of the screen: rows not displayed yet come into view before the scroll moves.
    hooked.onWillAppear = { [unowned fixture, unowned hooked] in
      hooked.onWillAppear = nil
      fixture.stack.removeRows(indexes: Array(0..<10))
    }
    fixture.stack.scrollToRow(index: 150, at: .initial)
    #expect(hooked.onWillAppear == nil)
    #expect(delegate.notDisplayed.isEmpty, "reported visible before displayed: \(delegate.notDisplayed)")
    #expect(fixture.stack.visibleRows.allSatisfy { $0.isDisplayed })
    // The scroll is animated (scrollToRow's default): UIKit's offset holds the target from the
    // start while the rows' visibility follows when it lands, so the stack is checked once the
    // animation ended and the rows are laid out.
    fixture.finishAnimations()
    #expect(fixture.stack.contentOffset.y == fixture.stack.frameOfRow(index: 140)?.minY)
    #expect(delegate.notDisplayed.isEmpty, "reported visible before displayed: \(delegate.notDisplayed)")
    #expect(fixture.inconsistencies() == [])
  }

  @Test func rowsLeavingTheWindowDuringAnAnimatedChangeStayUntilItEnds() {
    let fixture = StackFixture(attachment: .standard)
    fixture.addFixedRows(50)
    // A 3,000-point row at the top pushes the visible rows far below the window, animated.
    fixture.stack.addRow(
      controller: SizedController("tall", size: .fixed(3_000)), at: .top, animated: true)
    #expect(fixture.stack.rows[1].isDisplayed)
    ScreenTestDriver.advanceTime(by: 1)
    #expect(!fixture.stack.rows[1].isDisplayed)
    #expect(fixture.stack.rows[0].isDisplayed)
    #expect(fixture.stack.subviews.map(ObjectIdentifier.init) == fixture.stack.displayedRows.map(ObjectIdentifier.init))
  }

  /// A view 50 points tall out of the stack and 100 points in it, as a UIKit view whose
  /// Dynamic Type font only applies once it is in the window.
  final class HierarchyDependentView: UIView {
    var measurements = 0

    override func systemLayoutSizeFitting(
      _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      measurements += 1
      return CGSize(width: 320, height: superview?.superview == nil ? 50 : 100)
    }
  }

  /// The UIKit host does not take a detached row's measurement as final (its fonts and traits may
  /// change in the stack): a row measured while detached is measured again when displayed.
  @Test func detachedRowsAreMeasuredAgainWhenDisplayed() {
    let fixture = StackFixture(attachment: .standard)
    let views = (0..<200).map { _ in HierarchyDependentView() }
    fixture.stack.addRows(views: views)
    var offset: CGFloat = 0
    while offset + 480 < fixture.stack.contentSize.height {
      offset += 200
      fixture.stack.contentOffset = CGPoint(x: 0, y: offset)
    }
    #expect(fixture.stack.contentSize.height == 20_000)
    #expect(views.allSatisfy { $0.measurements <= 2 })
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }
}
