import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Rows are displayed (their view in the stack, their controller appearing) only within the
/// visible area extended by the window's margin; containment, visibility and delegate calls do
/// not depend on it.
@Suite @MainActor struct WindowedRowsTests {
  /// Heights from 44 to 120 points, the same sequence for every call.
  static func rowHeights(_ count: Int, seed: UInt64 = 5) -> [CGFloat] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in CGFloat(Int.random(in: 44...120, using: &generator)) }
  }

  static func views(heights: [CGFloat]) -> [UIView] {
    heights.map { SizedView(intrinsicSize: CGSize(width: 320, height: $0)) }
  }

  /// The most rows a standard window can hold over a 480-point viewport: the viewport and one
  /// and a half margins on each side, in rows of at least 44 points, plus one at each end.
  static let windowBound = Int((480 + 3 * ScrollStackRowAttachment.standardMargin) / 44) + 2

  @Test func scrollingTenThousandRowsTopToBottomKeepsTheDisplayedRowsBounded() {
    let fixture = StackFixture()
    let stack = fixture.stack
    stack.addRows(views: Self.views(heights: Self.rowHeights(10_000)))
    var largest = 0
    var problems: [String] = []
    var offset: CGFloat = 0
    let bottom = stack.contentSize.height - 480
    while offset <= bottom && problems.count < 5 {
      stack.contentOffset = CGPoint(x: 0, y: offset)
      let displayed = stack.displayedRows
      largest = Swift.max(largest, displayed.count)
      if !stack.visibleRows.allSatisfy({ $0.isDisplayed }) {
        problems.append("a visible row is not displayed at \(offset)")
      }
      if stack.subviews.map(ObjectIdentifier.init) != displayed.map(ObjectIdentifier.init) {
        problems.append("the subviews are not the displayed rows in order at \(offset)")
      }
      offset += 150
    }
    #expect(problems.isEmpty, "\(problems)")
    #expect(largest > 0)
    #expect(largest <= Self.windowBound, "up to \(largest) rows displayed at once")
    #expect(stack.rows.filter(\.isDisplayed).count <= Self.windowBound)
  }

  @Test func windowedAndAttachAllStacksTellTheDelegateTheSameThings() {
    let heights = Self.rowHeights(10_000)
    let windowed = StackFixture(attachment: .standard)
    let all = StackFixture()
    all.stack.rowAttachment = .all
    var generator = SeededGenerator(seed: 9)
    var largestWindow = 0
    var violations = Set<String>()
    // Where the two stacks place a displayed row's content (added and changed rows included).
    var frameDifferences: [String] = []
    for fixture in [windowed, all] { fixture.stack.addRows(views: Self.views(heights: heights)) }
    func both(_ change: (ScrollStack) -> Void) {
      // Each change, then the layout pass a run loop runs after it (UIKit places views there).
      for fixture in [windowed, all] {
        change(fixture.stack)
        fixture.layout()
      }
      largestWindow = Swift.max(largestWindow, windowed.stack.displayedRows.count)
      for row in windowed.stack.displayedRows where frameDifferences.count < 5 {
        guard let index = row.index else { continue }
        let other = all.stack.rows[index].contentView.frame
        if row.contentView.frame != other {
          frameDifferences.append("row \(index): \(row.contentView.frame) windowed, \(other) all")
        }
      }
    }
    // A drag, random jumps, changes near the viewport, and a drag to the bottom.
    for step in 0..<200 { both { $0.contentOffset = CGPoint(x: 0, y: CGFloat(step * 37)) } }
    for _ in 0..<200 {
      let offset = CGFloat(Int.random(in: 0..<Int(all.stack.contentSize.height - 480), using: &generator))
      both { $0.contentOffset = CGPoint(x: 0, y: offset) }
      let visible = all.stack.visibleRows.compactMap(\.index)
      guard let index = visible.randomElement(using: &generator) else { continue }
      switch Int.random(in: 0..<5, using: &generator) {
      case 0:
        both { $0.addRow(view: SizedView(intrinsicSize: CGSize(width: 320, height: 77)), at: .atIndex(index)) }
      case 1: both { $0.removeRow(index: index) }
      case 2: both { $0.setRowHidden(index: index, isHidden: !$0.rows[index].isHidden) }
      case 3:
        let destination = Int.random(in: 0..<9_000, using: &generator)
        both { $0.moveRow(index: index, to: destination) }
      default:
        both { $0.setRowsInsets(indexes: [index], insets: UIEdgeInsets(top: 9, left: 0, bottom: 9, right: 0)) }
      }
      violations.formUnion(ScrollStackInvariants.violations(in: windowed.stack))
    }
    var offset = all.stack.contentOffset.y
    while offset < all.stack.contentSize.height {
      both { $0.contentOffset = CGPoint(x: 0, y: offset) }
      offset += 500
    }
    #expect(windowed.delegate.log.count > 1_000)
    let firstDifference = zip(windowed.delegate.log, all.delegate.log).enumerated().first {
      $0.element.0 != $0.element.1
    }
    #expect(firstDifference == nil)

    #expect(windowed.delegate.log == all.delegate.log)
    #expect(windowed.stack.rows.map(\.visibility) == all.stack.rows.map(\.visibility))
    #expect(largestWindow <= Self.windowBound)
    #expect(all.stack.displayedRows.count == all.stack.rows.count)
    #expect(violations.isEmpty)
    #expect(frameDifferences.isEmpty, "content frames differ: \(frameDifferences)")
  }

  @Test func anAttachAllStackPlacesTheContentOfRowsAChangeTouches() {
    let fixture = StackFixture()
    fixture.stack.rowAttachment = .all
    fixture.stack.addRows(views: Self.views(heights: [50, 60, 70]))
    let added = fixture.stack.addRow(
      view: SizedView(intrinsicSize: CGSize(width: 320, height: 77)), at: .atIndex(1))
    // UIKit places views in the layout pass after a change (`layoutSubviews`), as a run loop
    // would before the screen is drawn.
    fixture.layout()
    #expect(added?.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 77))
    fixture.stack.setRowsInsets(indexes: [0], insets: UIEdgeInsets(top: 9, left: 0, bottom: 9, right: 0))
    fixture.layout()
    #expect(fixture.stack.rows[0].contentView.frame == CGRect(x: 0, y: 9, width: 320, height: 50))
    fixture.stack.setRowHidden(index: 2, isHidden: true)
    fixture.layout()
    #expect(fixture.stack.rows[2].frame.height == 0)
    // A hidden row clips its content, which keeps its measured size.
    #expect(fixture.stack.rows[2].contentView.frame.height == 60)
  }

  @Test func rowControllersStayChildrenAndAppearOnlyWhileDisplayed() {
    let fixture = StackFixture(attachment: .standard)
    fixture.controller.simulateAppearance()
    let controllers = fixture.addFixedRows(100)
    // The window: 800 points before and after the 480 visible ones, so rows 0…12.
    #expect(controllers.allSatisfy { $0.parent === fixture.controller })
    #expect(fixture.stack.displayedRows.compactMap(\.index) == Array(0...12))
    #expect(controllers[12].lifecycleLog.contains(.viewDidAppear))
    #expect(!controllers[13].lifecycleLog.contains(.viewWillAppear))

    fixture.stack.contentOffset = CGPoint(x: 0, y: 5_000)
    #expect(controllers[50].lifecycleLog.suffix(2) == [.viewWillAppear, .viewDidAppear])
    #expect(controllers[0].lifecycleLog.suffix(2) == [.viewWillDisappear, .viewDidDisappear])
    #expect(controllers[0].parent === fixture.controller)
    #expect(!controllers[0].isViewInStack(fixture.stack))
    #expect(controllers[50].isViewInStack(fixture.stack))

    // Only displayed rows follow the stack controller's own appearance.
    fixture.controller.simulateDisappearance()
    #expect(controllers[50].lifecycleLog.suffix(2) == [.viewWillDisappear, .viewDidDisappear])
    #expect(controllers[0].lifecycleLog.filter { $0 == .viewWillDisappear }.count == 1)
    #expect(!controllers[99].lifecycleLog.contains(.viewWillDisappear))
  }

  @Test func removingARowEndsItsAppearanceOnlyIfItWasDisplayed() {
    let fixture = StackFixture(attachment: .standard)
    fixture.controller.simulateAppearance()
    let controllers = fixture.addFixedRows(100)
    fixture.stack.removeRows(indexes: [1, 90])
    #expect(controllers[1].lifecycleLog.filter { $0 == .viewDidDisappear }.count == 1)
    #expect(!controllers[90].lifecycleLog.contains(.viewWillDisappear))
    #expect(
      controllers[90].lifecycleLog.suffix(4) == [
        // UIKit's `removeFromParent()` calls `didMove(toParent: nil)` itself (its documentation
        // of `didMove(toParent:)`), so the log's `removedFromParent`, written once it returns,
        // comes after it.
        .willMove(toParent: false), .viewDetached, .didMove(toParent: false), .removedFromParent,
      ])
    #expect(controllers[90].parent == nil)
  }

  @Test func switchingToAllDisplaysEveryRowAndBackTakesTheFarOnesOut() {
    let fixture = StackFixture(attachment: .standard)
    fixture.controller.simulateAppearance()
    let controllers = fixture.addFixedRows(60)
    fixture.stack.rowAttachment = .all
    #expect(fixture.stack.displayedRows.count == 60)
    #expect(fixture.stack.subviews.count == 60)
    #expect(controllers[59].lifecycleLog.suffix(2) == [.viewWillAppear, .viewDidAppear])
    fixture.stack.rowAttachment = .standard
    #expect(fixture.stack.displayedRows.compactMap(\.index) == Array(0...12))
    #expect(controllers[59].lifecycleLog.suffix(2) == [.viewWillDisappear, .viewDidDisappear])
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  @Test func aMarginThatIsNotPositiveDisplaysTheVisibleRowsOnly() {
    for margin: CGFloat in [0, -20, .nan, .infinity] {
      let fixture = StackFixture()
      fixture.stack.rowAttachment = .windowed(margin: margin)
      fixture.addFixedRows(30)
      fixture.stack.contentOffset = CGPoint(x: 0, y: 1_050)
      #expect(fixture.stack.displayedRows.compactMap(\.index) == fixture.stack.visibleRows.compactMap(\.index))
      #expect(fixture.stack.displayedRows.compactMap(\.index) == Array(10...15), "margin \(margin)")
    }
  }

  @Test func aRowThatRemovesRowsWhenItAppearsByScrollingLeavesAConsistentStack() {
    let fixture = StackFixture(attachment: .standard)
    fixture.controller.simulateAppearance()
    fixture.addFixedRows(50)
    let hooked = AppearanceHookController()
    fixture.stack.addRow(controller: hooked, at: .atIndex(40))
    hooked.onWillAppear = { [unowned fixture, unowned hooked] in
      // Removes itself and the row just before it, from its own appearance.
      guard let index = fixture.stack.rows.firstIndex(where: { $0.controller === hooked }) else { return }
      fixture.stack.removeRows(indexes: [index - 1, index])
    }
    fixture.stack.contentOffset = CGPoint(x: 0, y: 3_600)
    #expect(fixture.stack.rows.count == 49)
    #expect(hooked.parent == nil)
    #expect(hooked.lifecycleLog.filter { $0 == .viewWillAppear }.count == 1)
    #expect(hooked.lifecycleLog.filter { $0 == .viewWillDisappear }.count == 1)
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
    #expect(fixture.stack.subviews.map(ObjectIdentifier.init) == fixture.stack.displayedRows.map(ObjectIdentifier.init))
    #expect(fixture.stack.displayedRows.allSatisfy { $0.controller?.parent === fixture.controller })
  }

  @Test func frameOfRowGivesThePlaceOfAnyRowAndRefusesABadIndex() {
    let fixture = StackFixture(attachment: .standard)
    fixture.addFixedRows(100)
    #expect(!fixture.stack.rows[90].isDisplayed)
    #expect(fixture.stack.frameOfRow(index: 90) == CGRect(x: 0, y: 9_000, width: 320, height: 100))
    #expect(fixture.stack.frameOfRow(index: 100) == nil)
    #expect(fixture.diagnosticKinds == [.indexOutOfRange])
  }

  @Test func movingRowsInAndOutOfTheWindowKeepsTheSubviewsInRowOrder() {
    let fixture = StackFixture(attachment: .standard)
    fixture.addFixedRows(100)
    for (source, destination) in [(3, 8), (8, 50), (60, 2), (0, 12), (12, 0), (99, 5)] {
      fixture.stack.moveRow(index: source, to: destination)
      #expect(
        fixture.stack.subviews.map(ObjectIdentifier.init) == fixture.stack.displayedRows.map(ObjectIdentifier.init),
        "after moving \(source) to \(destination)")
      fixture.layout()
      #expect(fixture.inconsistencies() == [])
    }
  }
}

extension LoggingViewController {
  /// Whether the controller's view is in a row that is a subview of `stack`.
  fileprivate func isViewInStack(_ stack: ScrollStack) -> Bool {
    view.superview?.superview === stack
  }
}
