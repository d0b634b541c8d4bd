import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// By default every row stays in the hierarchy, as in ScrollStackController and AloeStackView
/// (issue 22 item 2); only a stack past ``ScrollStackRowAttachment/automaticWindowingThreshold``
/// rows windows by itself.
@Suite @MainActor struct DefaultAttachmentTests {
  static func views(_ count: Int) -> [UIView] {
    (0..<count).map { _ in SizedView(intrinsicSize: CGSize(width: 320, height: 50)) }
  }

  @Test func aFormKeepsEveryRowInTheHierarchyWhileScrolling() {
    let screen = FormScreen()
    let stack = screen.stack
    #expect(stack.rowAttachment == .automatic)

    stack.contentOffset = CGPoint(x: 0, y: 7_000)
    ScreenTestDriver.runLayoutPass()

    #expect(stack.displayedRows.count == 80)
    #expect(screen.subviewsFollowDisplayedRows)
    // Row controllers far from the screen did not disappear (a player or a timer keeps running).
    #expect(screen.fields.filter { $0.lifecycleLog.contains(.viewDidDisappear) }.isEmpty)
    #expect(screen.fields.allSatisfy { $0.viewIfLoaded?.window === screen.window })
    // A field far above the screen can take the focus: a Return/Next chain or Tab reaches it.
    #expect(screen.fields[2].field.becomeFirstResponder())
  }

  @Test func aConstraintFromARowToAViewOutsideItStaysActiveWhileScrolling() {
    let screen = FormScreen()
    let badge = UIView()
    screen.controller.view.addSubview(badge)
    let constraint = screen.fields[1].field.leadingAnchor.constraint(equalTo: badge.leadingAnchor)
    constraint.isActive = true

    screen.stack.contentOffset = CGPoint(x: 0, y: 7_000)
    ScreenTestDriver.runLayoutPass()

    #expect(constraint.isActive)
  }

  @Test func anAutomaticStackDisplaysEveryRowUpToItsThresholdAndWindowsPastIt() {
    let fixture = StackFixture()
    let stack = fixture.stack
    let threshold = ScrollStackRowAttachment.automaticWindowingThreshold
    stack.addRows(views: Self.views(threshold))
    fixture.layout()
    #expect(stack.displayedRows.count == threshold)

    stack.addRow(view: SizedView(intrinsicSize: CGSize(width: 320, height: 50)))
    fixture.layout()

    #expect(stack.rowAttachment == .automatic)
    #expect(stack.displayedRows.count < 50)
    #expect(stack.displayedRows.first?.index == 0)
    #expect(stack.subviews.count == stack.displayedRows.count)
  }

  @Test func aBatchPastTheThresholdIsWindowedAsItIsAdded() {
    let fixture = StackFixture()
    let stack = fixture.stack
    let threshold = ScrollStackRowAttachment.automaticWindowingThreshold
    stack.estimatedRowLength = 50
    let views = (0..<(threshold + 1)).map { _ in FittingRecordingView(height: 50) }

    stack.addRows(views: views)
    fixture.layout()

    // Windowed before the rows joined: the estimate spared measuring those outside the window.
    #expect(stack.displayedRows.count < 50)
    #expect(views.filter { !$0.fittingTargets.isEmpty }.count < 50)
  }

  @Test func anAutomaticStackDisplaysEveryRowAgainAtHalfItsThreshold() {
    let fixture = StackFixture()
    let stack = fixture.stack
    let threshold = ScrollStackRowAttachment.automaticWindowingThreshold
    stack.addRows(views: Self.views(threshold + 1))
    fixture.layout()

    stack.removeRows(indexes: Array((threshold / 2 + 1)...threshold))
    fixture.layout()
    #expect(stack.displayedRows.count < 50)

    stack.removeRow(index: threshold / 2)
    fixture.layout()
    #expect(stack.displayedRows.count == threshold / 2)
    #expect(stack.subviews.count == threshold / 2)
  }

  @Test func anExplicitAttachmentIsKeptWhateverTheRowCount() {
    let fixture = StackFixture()
    let stack = fixture.stack
    stack.rowAttachment = .standard
    stack.addRows(views: Self.views(100))
    fixture.layout()
    #expect(stack.rowAttachment == .standard)
    #expect(stack.displayedRows.count < 100)

    stack.rowAttachment = .all
    stack.addRows(views: Self.views(ScrollStackRowAttachment.automaticWindowingThreshold))
    fixture.layout()
    #expect(stack.displayedRows.count == stack.rows.count)

    stack.rowAttachment = .automatic
    #expect(stack.rowAttachment == .automatic)
    #expect(stack.displayedRows.count < 50)
  }
}
