import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStackCore
@testable import ScrollStackHeadless

/// With `estimatedRowLength`, self-sizing rows are measured when the window first reaches them,
/// and the content on screen stays put while rows above it get their real length.
@Suite @MainActor struct EstimatedRowLengthTests {
  /// A 320-point-wide view of `height` points that counts how often it is measured.
  final class CountingView: Headless.View {
    var measurements = 0

    init(height: CGFloat) {
      super.init(frame: .zero)
      intrinsicContentSize = CGSize(width: 320, height: height)
    }

    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
      measurements += 1
      return super.systemLayoutSizeFitting(targetSize)
    }
  }

  static func estimatedStack(rows: Int) -> (StackFixture, [CountingView]) {
    let fixture = StackFixture()
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
    #expect(fixture.inconsistencies() == [])
  }

  @Test func measuringRowsAboveTheViewportKeepsTheVisibleContentStill() {
    let (fixture, _) = Self.estimatedStack(rows: 1_000)
    let stack = fixture.stack
    stack.contentOffset = CGPoint(x: 0, y: 30_000)
    let lengthAfterJump = stack.contentSize.height
    guard let anchor = stack.visibleRows.first else {
      Issue.record("nothing visible after the jump")
      return
    }
    for _ in 0..<10 {
      let onScreen = anchor.frame.minY - stack.contentOffset.y
      stack.contentOffset = CGPoint(x: 0, y: stack.contentOffset.y - 200)
      #expect(anchor.frame.minY - stack.contentOffset.y == onScreen + 200)
      #expect(fixture.inconsistencies() == [])
    }
    // Rows above the viewport were measured on the way up: the content grew above it.
    #expect(stack.contentSize.height > lengthAfterJump)
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
    let views = (0..<1_000).map { _ in Headless.View(intrinsicSize: CGSize(width: 100, height: 480)) }
    stack.addRows(views: views)
    stack.contentOffset = CGPoint(x: 30_000, y: 0)
    guard let anchor = stack.visibleRows.first else {
      Issue.record("nothing visible after the jump")
      return
    }
    let widthAfterJump = stack.contentSize.width
    for _ in 0..<10 {
      let onScreen = anchor.frame.minX - stack.contentOffset.x
      stack.contentOffset = CGPoint(x: stack.contentOffset.x - 200, y: 0)
      #expect(anchor.frame.minX - stack.contentOffset.x == onScreen + 200)
    }
    #expect(stack.contentSize.width > widthAfterJump)
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
    #expect(fixture.inconsistencies() == [])
    offset = 0
    while offset + 320 < stack.contentSize.width {
      offset += 300
      stack.contentOffset = CGPoint(x: offset, y: 0)
    }
    #expect(stack.contentSize.width == 320_000)
    #expect(views.allSatisfy { $0.measurements == 2 })
    #expect(fixture.inconsistencies() == [])
  }

  /// A row measured by the window pass asks its controller for its size: user code, which here
  /// removes rows and adds one while the pass runs.
  @Test func aSizeRequestThatChangesTheStackDuringMeasuringLeavesItConsistent() {
    let fixture = StackFixture()
    let stack = fixture.stack
    stack.estimatedRowLength = 50
    let controllers = (0..<300).map { _ in SizeHookController(height: 100) }
    stack.addRows(controllers: controllers)
    var fired = false
    controllers[150].onSizeRequest = { [unowned stack] in
      guard !fired else { return }
      fired = true
      stack.removeRows(indexes: [148, 149, 151])
      stack.addRow(view: Headless.View(intrinsicSize: CGSize(width: 320, height: 70)), at: .atIndex(140))
    }
    stack.contentOffset = CGPoint(x: 0, y: 7_400)
    #expect(fired)
    #expect(stack.rows.count == 298)
    #expect(fixture.inconsistencies() == [])
    #expect(stack.visibleRows.allSatisfy { $0.isDisplayed })
    #expect(stack.subviews.map(ObjectIdentifier.init) == stack.displayedRows.map(ObjectIdentifier.init))
  }
}
