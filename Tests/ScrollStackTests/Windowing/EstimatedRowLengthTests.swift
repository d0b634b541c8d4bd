import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// With `estimatedRowLength`, self-sizing rows are measured when the window first reaches them,
/// and the content on screen stays put while rows above it get their real length.
@Suite @MainActor struct EstimatedRowLengthTests {
  /// A 320-point-wide view of `height` points that counts how often it is measured.
  final class CountingView: SizedView {
    var measurements = 0

    init(height: CGFloat) {
      super.init(intrinsicSize: CGSize(width: 320, height: height))
    }

    required init?(coder: NSCoder) { nil }

    override func systemLayoutSizeFitting(
      _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      measurements += 1
      return super.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }
  }

  static func estimatedStack(rows: Int) -> (StackFixture, [CountingView]) {
    let fixture = StackFixture(attachment: .standard)
    fixture.stack.estimatedRowLength = 50
    let views = (0..<rows).map { _ in CountingView(height: 100) }
    fixture.stack.addRows(views: views)
    return (fixture, views)
  }

  @Test func addingSelfSizingRowsMeasuresOnlyThoseInTheWindow() {
    let (fixture, views) = Self.estimatedStack(rows: 1_000)
    let measured = views.filter { $0.measurements > 0 }.count
    #expect(measured > 0)
    // The visible 480 points and the 800-point margin, in rows of 100 points, and a few more.
    #expect(measured <= 16, "\(measured) rows measured")
    #expect(fixture.stack.contentSize.height == CGFloat(measured * 100 + (1_000 - measured) * 50))
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  @Test func scrollingToTheBottomMeasuresEveryRowOnceAndEndsAtTheExactLength() {
    let (fixture, views) = Self.estimatedStack(rows: 1_000)
    var offset: CGFloat = 0
    while offset + 480 < fixture.stack.contentSize.height {
      offset += 300
      fixture.stack.contentOffset = CGPoint(x: 0, y: offset)
    }
    #expect(fixture.stack.contentSize.height == 100_000)
    #expect(views.allSatisfy { $0.measurements == 1 })
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  @Test func measuringRowsAboveTheViewportKeepsTheVisibleContentStill() {
    let (fixture, _) = Self.estimatedStack(rows: 1_000)
    let stack = fixture.stack
    stack.contentOffset = CGPoint(x: 0, y: 30_000)
    fixture.layout()
    let lengthAfterJump = stack.contentSize.height
    guard let anchor = stack.visibleRows.first else {
      Issue.record("nothing visible after the jump")
      return
    }
    for _ in 0..<10 {
      let onScreen = Self.placedFrame(of: anchor, in: stack).minY - stack.contentOffset.y
      stack.contentOffset = CGPoint(x: 0, y: stack.contentOffset.y - 200)
      // The rows' views move in the layout pass that follows, as in a run loop.
      fixture.layout()
      #expect(Self.placedFrame(of: anchor, in: stack).minY - stack.contentOffset.y == onScreen + 200)
      #expect(fixture.inconsistencies() == [])
    }
    // Rows above the viewport were measured on the way up: the content grew above it.
    #expect(stack.contentSize.height > lengthAfterJump)
  }

  /// Where `row` is: its view's frame while it is displayed (placed by the last layout pass),
  /// else the frame the stack computed for it (`frameOfRow(index:)`): a row that left the window
  /// has no view in the stack, so UIKit does not move its view any more.
  static func placedFrame(of row: ScrollStackRow, in stack: ScrollStack) -> CGRect {
    guard !row.isDisplayed, let index = row.index, let frame = stack.frameOfRow(index: index) else {
      return row.frame
    }
    return frame
  }

  /// An offset UIKit sets without the `contentOffset` setter (`bounds.origin`, as a scroll view's
  /// own scrolling may) is reported in the next layout pass: the rows it displays and the rows
  /// its measuring moves are placed in that same pass, not one later.
  @Test func anOffsetSetThroughTheBoundsPlacesTheRowsItMeasuresInTheSameLayoutPass() {
    let (fixture, _) = Self.estimatedStack(rows: 1_000)
    let stack = fixture.stack
    stack.contentOffset = CGPoint(x: 0, y: 30_000)
    fixture.layout()
    var bounds = stack.bounds
    bounds.origin.y -= 1_000
    stack.bounds = bounds
    fixture.layout()
    let misplaced = stack.displayedRows.filter { row in
      row.index.flatMap { stack.frameOfRow(index: $0) } != row.frame
    }
    #expect(stack.visibleRows.allSatisfy { $0.isDisplayed })
    #expect(misplaced.compactMap(\.index) == [])
    #expect(ScrollStackInvariants.violations(in: stack) == [])
  }

  // MARK: Scrolling to estimated rows

  /// 5,000 self-sizing rows of 240 points estimated at 20, as a hostile user would: a scroll
  /// target computed from the estimates is 11 times too short.
  static func longEstimatedStack() -> StackFixture {
    let fixture = StackFixture()
    fixture.stack.estimatedRowLength = 20
    fixture.stack.addRows(views: (0..<5_000).map { _ in SizedView(intrinsicSize: CGSize(width: 320, height: 240)) })
    fixture.clearLogs()
    return fixture
  }

  /// Where a row's edge ends up in the 480-point viewport: its start for `.initial`, its middle
  /// for `.middle`, its end for `.final`.
  static func placement(of frame: CGRect, at position: ScrollStackScrollPosition, offset: CGFloat) -> CGFloat {
    switch position {
    case .initial: frame.minY - offset
    case .middle: frame.midY - offset
    case .final, .automatic: frame.maxY - offset
    }
  }

  /// Measuring the rows at the destination moves the row: the scroll aims again at it until the
  /// lengths around it are known, so the row lands exactly where it was asked to, from the top
  /// (estimated rows after the viewport) or from the end of the estimated content (estimated rows
  /// before it, whose measuring moves the offset).
  @Test(arguments: [ScrollStackScrollPosition.initial, .middle, .final], [false, true])
  func scrollingToAnEstimatedRowPlacesItExactly(position: ScrollStackScrollPosition, animated: Bool) {
    for (start, index) in [(CGFloat(0), 3_000), (99_520, 1_000)] {
      let fixture = Self.longEstimatedStack()
      let stack = fixture.stack
      stack.contentOffset = CGPoint(x: 0, y: start)
      fixture.clearLogs()
      let counter = CompletionCounter()

      #expect(stack.scrollToRow(index: index, at: position, animated: animated, completion: counter.handler))
      // The animation ends, then the layout pass places the rows' views.
      fixture.finishAnimations()

      let row = stack.rows[index]
      let offset = stack.contentOffset.y
      let expected: CGFloat = position == .initial ? 0 : position == .middle ? 240 : 480
      #expect(Self.placement(of: row.frame, at: position, offset: offset) == expected, "from \(start)")
      #expect(row.visibility == .entire)
      #expect(counter.count == 1)
      // The delegate heard the content grow as rows were measured, and (animated) the end last.
      let log = fixture.delegate.log
      #expect(log.contains { $0.hasPrefix("contentSize") })
      #expect(log.filter { $0 == "endScroll" }.count == (animated ? 1 : 0))
      if animated { #expect(log.last == "endScroll") }
      #expect(fixture.diagnostics.isEmpty)
      fixture.layout()
      #expect(fixture.inconsistencies() == [])
      // The rows displayed on the way to the target were taken out when the scroll landed.
      let reach: ClosedRange<CGFloat> = (offset - 1_200)...(offset + 480 + 1_200)
      let strays = stack.displayedRows.filter { !reach.contains($0.frame.minY) && !reach.contains($0.frame.maxY) }
      #expect(strays.compactMap(\.index) == [], "displayed far from \(offset)")
    }
  }

  @Test func aHorizontalStackScrollsToEstimatedRowsExactly() {
    let fixture = StackFixture()
    let stack = fixture.stack
    stack.axis = .horizontal
    stack.estimatedRowLength = 20
    stack.addRows(views: (0..<2_000).map { _ in SizedView(intrinsicSize: CGSize(width: 240, height: 480)) })

    stack.scrollToRow(index: 1_200, at: .final, animated: false)
    // The rows' views are placed in the layout pass that follows.
    fixture.layout()
    #expect(stack.rows[1_200].frame.maxX - stack.contentOffset.x == 320)

    stack.scrollToBottom(animated: false)
    #expect(stack.contentOffset.x + 320 == stack.contentSize.width)
    #expect(stack.rows[1_999].visibility == .entire)
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  /// A row inserted just past the window is estimated, and a scroll that stays within half the
  /// margin of where the window was computed skips its pass, so the row, now in the window, is
  /// still estimated. A scroll to a row visible already measures it and stays where it is: the
  /// events of that measuring reach the delegate before the completion runs.
  @Test func aScrollThatMeasuresRowsButStaysPutDeliversTheirEventsBeforeItsCompletion() {
    let (fixture, _) = Self.estimatedStack(rows: 100)
    let stack = fixture.stack
    // 100-point rows: the window at offset 0 reaches 1,280, so rows 0...12 are in it.
    stack.addRow(view: CountingView(height: 100), at: .atIndex(13))
    stack.contentOffset = CGPoint(x: 0, y: 390)
    #expect(stack.rows[13].rowState.hasProvisionalLength)
    fixture.clearLogs()
    var logAtCompletion: [String]?

    stack.scrollToRow(index: 5, at: .automatic, animated: false) { logAtCompletion = fixture.delegate.log }

    #expect(stack.contentOffset == CGPoint(x: 0, y: 390))
    #expect(!stack.rows[13].rowState.hasProvisionalLength)
    #expect(logAtCompletion == ["contentSize 320x6100", "layout"])
    #expect(logAtCompletion == fixture.delegate.log)
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  /// A size request of a row measured on the way removes the target row: the scroll keeps the
  /// last offset it computed, and completes once.
  @Test(arguments: [false, true])
  func anEstimatedTargetRemovedWhileMeasuringEndsTheScrollCleanly(animated: Bool) {
    let fixture = StackFixture(attachment: .standard)
    let stack = fixture.stack
    stack.estimatedRowLength = 20
    let controllers = (0..<500).map { _ in SizeHookController(height: 240) }
    stack.addRows(controllers: controllers)
    controllers[300].onSizeRequest = { [unowned stack] in stack.removeRows(indexes: [300, 301]) }
    let counter = CompletionCounter()

    #expect(stack.scrollToRow(index: 301, at: .final, animated: animated, completion: counter.handler))
    ScreenTestDriver.finishAnimations()

    #expect(stack.rows.count == 498)
    #expect(counter.count == 1)
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
    #expect(stack.visibleRows.allSatisfy { $0.isDisplayed })
  }

  /// The end of the content is only known once the last rows are measured: the scroll aims
  /// again at the end they make.
  @Test(arguments: [false, true])
  func scrollingToTheBottomOverEstimatedRowsReachesTheRealEnd(animated: Bool) {
    let fixture = Self.longEstimatedStack()
    let stack = fixture.stack
    let counter = CompletionCounter()

    stack.scrollToBottom(animated: animated, completion: counter.handler)
    // The animation ends, then the layout pass places the rows' views.
    fixture.finishAnimations()

    #expect(stack.contentOffset.y + 480 == stack.contentSize.height)
    #expect(stack.rows[4_999].frame.maxY == stack.contentSize.height)
    #expect(stack.rows[4_999].visibility == .entire)
    #expect(counter.count == 1)
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  @Test func rowsWithAFixedSizeAreNeverEstimated() {
    let fixture = StackFixture()
    fixture.stack.estimatedRowLength = 50
    fixture.addFixedRows(500, length: 70)
    #expect(fixture.stack.contentSize.height == 35_000)
    #expect(fixture.stack.rows.allSatisfy { !$0.rowState.hasProvisionalLength })
  }

  @Test func attachingEveryRowMeasuresTheEstimatedOnes() {
    let (fixture, views) = Self.estimatedStack(rows: 300)
    fixture.stack.rowAttachment = .all
    #expect(views.allSatisfy { $0.measurements == 1 })
    #expect(fixture.stack.contentSize.height == 30_000)
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  @Test func anAttachAllStackMeasuresEveryRowAsItIsAdded() {
    let fixture = StackFixture()
    fixture.stack.rowAttachment = .all
    fixture.stack.estimatedRowLength = 50
    let views = (0..<200).map { _ in CountingView(height: 100) }
    fixture.stack.addRows(views: views)
    #expect(views.allSatisfy { $0.measurements == 1 })
    #expect(fixture.stack.contentSize.height == 20_000)
  }

  @Test func anEstimateThatIsNotFiniteAndPositiveIsReportedAndIgnored() {
    let fixture = StackFixture()
    fixture.stack.estimatedRowLength = 40
    for bad: CGFloat in [0, -3, .nan, .infinity] {
      fixture.stack.estimatedRowLength = bad
      #expect(fixture.stack.estimatedRowLength == 40)
    }
    #expect(fixture.diagnosticKinds == Array(repeating: .invalidSize, count: 4))
    fixture.stack.estimatedRowLength = nil
    #expect(fixture.stack.estimatedRowLength == nil)
  }

  @Test func aHorizontalStackKeepsTheVisibleContentStillToo() {
    let fixture = StackFixture()
    let stack = fixture.stack
    stack.axis = .horizontal
    stack.estimatedRowLength = 50
    let views = (0..<1_000).map { _ in SizedView(intrinsicSize: CGSize(width: 100, height: 480)) }
    stack.addRows(views: views)
    stack.contentOffset = CGPoint(x: 30_000, y: 0)
    fixture.layout()
    guard let anchor = stack.visibleRows.first else {
      Issue.record("nothing visible after the jump")
      return
    }
    let widthAfterJump = stack.contentSize.width
    for _ in 0..<10 {
      let onScreen = Self.placedFrame(of: anchor, in: stack).minX - stack.contentOffset.x
      stack.contentOffset = CGPoint(x: stack.contentOffset.x - 200, y: 0)
      fixture.layout()
      #expect(Self.placedFrame(of: anchor, in: stack).minX - stack.contentOffset.x == onScreen + 200)
      #expect(fixture.inconsistencies() == [])
    }
    #expect(stack.contentSize.width > widthAfterJump)
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  @Test func changingTheAxisMeasuresTheDisplayedRowsAndEstimatesTheOthers() {
    let (fixture, views) = Self.estimatedStack(rows: 1_000)
    let stack = fixture.stack
    var offset: CGFloat = 0
    while offset + 480 < stack.contentSize.height {
      offset += 300
      stack.contentOffset = CGPoint(x: 0, y: offset)
    }
    stack.contentOffset = .zero
    #expect(stack.contentSize.height == 100_000)
    let displayed = stack.displayedRows.count
    #expect(views.allSatisfy { $0.measurements == 1 })

    stack.axis = .horizontal

    // The rows displayed when the axis changed (the window at the top), 320 points wide now; the
    // others take the estimate again.
    let measured = views.filter { $0.measurements == 2 }.count
    #expect(measured == displayed, "\(measured) rows measured, \(displayed) displayed")
    #expect(views.allSatisfy { $0.measurements <= 2 })
    #expect(stack.rows.filter { !$0.rowState.hasProvisionalLength }.count == measured)
    #expect(stack.contentSize.width == CGFloat(measured * 320 + (1_000 - measured) * 50))
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
    offset = 0
    while offset + 320 < stack.contentSize.width {
      offset += 300
      stack.contentOffset = CGPoint(x: offset, y: 0)
    }
    #expect(stack.contentSize.width == 320_000)
    #expect(views.allSatisfy { $0.measurements == 2 })
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  /// A row measured by the window pass asks its controller for its size: user code, which here
  /// removes rows and adds one while the pass runs.
  @Test func aSizeRequestThatChangesTheStackDuringMeasuringLeavesItConsistent() {
    let fixture = StackFixture(attachment: .standard)
    let stack = fixture.stack
    stack.estimatedRowLength = 50
    let controllers = (0..<300).map { _ in SizeHookController(height: 100) }
    stack.addRows(controllers: controllers)
    var fired = false
    controllers[150].onSizeRequest = { [unowned stack] in
      guard !fired else { return }
      fired = true
      stack.removeRows(indexes: [148, 149, 151])
      stack.addRow(view: SizedView(intrinsicSize: CGSize(width: 320, height: 70)), at: .atIndex(140))
    }
    stack.contentOffset = CGPoint(x: 0, y: 7_400)
    #expect(fired)
    #expect(stack.rows.count == 298)
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
    #expect(stack.visibleRows.allSatisfy { $0.isDisplayed })
    #expect(stack.subviews.map(ObjectIdentifier.init) == stack.displayedRows.map(ObjectIdentifier.init))
  }
}
