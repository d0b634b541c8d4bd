import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@testable import ScrollStackCore

/// The invariant checker passes a consistent stack and names each rule a broken one breaks.
@Suite @MainActor struct ScrollStackInvariantsTests {
  /// Three 100-point rows in a 320x200 stack, the middle one with 10 points of padding around it.
  private func paddedStack() -> ScrollStack {
    let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    stack.addRows(views: (0..<3).map { _ in SizedView(intrinsicSize: CGSize(width: 320, height: 100)) })
    stack.setRowPadding(index: 1, padding: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
    stack.layoutIfNeeded()
    return stack
  }

  @Test func aConsistentStackWithPaddingAndAHiddenRowHasNoViolations() {
    let stack = paddedStack()
    stack.setRowHidden(index: 0, isHidden: true)
    stack.contentOffset = CGPoint(x: 0, y: 30)
    stack.layoutIfNeeded()
    #expect(ScrollStackInvariants.violations(in: stack) == [])
  }

  @Test func aRowShorterThanItsPlaceIsReported() {
    let stack = paddedStack()
    // The row's length changes behind the engine's back: its place (and the next row's) stays,
    // and its view keeps the 100 points it was given.
    stack.rows[1].rowState.measuredLength = 90
    #expect(
      ScrollStackInvariants.violations(in: stack) == [
        "row 1 is 100.0 long, expected 90.0", "row 2 starts at 220.0, expected 210.0",
        "content length 320.0 != 310.0",
      ])
  }

  @Test func aWrongVisibilityOrContentLengthIsReported() {
    let stack = paddedStack()
    stack.rows[2].rowState.visibility = .entire
    stack.contentSize.height = 300
    #expect(
      ScrollStackInvariants.violations(in: stack) == [
        "row 2 is entire, expected offscreen", "content length 300.0 != 320.0",
      ])
  }

  @Test func aStackWithAnEmptyFrameShowsNothing() {
    let stack = ScrollStack(frame: .zero)
    stack.addRows(views: [SizedView(intrinsicSize: CGSize(width: 320, height: 100))])
    #expect(ScrollStackInvariants.violations(in: stack) == [])
    stack.rows[0].rowState.visibility = .entire
    #expect(ScrollStackInvariants.violations(in: stack) == ["row 0 is entire, expected offscreen"])
  }

  // MARK: Displayed rows

  /// A row whose view left the stack behind the engine's back, and whose flag says so, is still
  /// listed by `displayedRows` (the window's list was not told).
  @Test func displayedRowsListingARowThatIsNotDisplayedIsReported() {
    let stack = paddedStack()
    // Windowed: the engine lists the displayed rows itself (with every row displayed it reads
    // each row's flag, which cannot disagree).
    stack.rowAttachment = .standard
    #expect(ScrollStackInvariants.violations(in: stack) == [])
    stack.rows[1].removeFromSuperview()
    stack.rows[1].rowState.isDisplayed = false
    #expect(ScrollStackInvariants.violations(in: stack) == ["displayedRows is not the displayed rows in index order"])
  }

  /// The rows' views reordered among the stack's subviews behind the engine's back.
  @Test func rowViewsOutOfOrderAmongTheSubviewsAreReported() {
    let stack = paddedStack()
    stack.addSubview(stack.rows[0])
    #expect(
      ScrollStackInvariants.violations(in: stack) == [
        "the rows among the subviews are not the displayed rows in order"
      ])
  }

  /// A row marked displayed whose view is not in the stack, and that the window does not list.
  @Test func aRowMarkedDisplayedButNotInTheStackIsReported() {
    let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    stack.rowAttachment = .standard
    stack.addRows(views: (0..<40).map { _ in SizedView(intrinsicSize: CGSize(width: 320, height: 100)) })
    #expect(!stack.rows[30].isDisplayed)
    stack.rows[30].rowState.isDisplayed = true
    // Its view was never placed: a displayed row is checked at its view's frame.
    #expect(
      ScrollStackInvariants.violations(in: stack) == [
        "row 30 starts at 0.0, expected 3000.0", "displayedRows is not the displayed rows in index order",
        "the rows among the subviews are not the displayed rows in order",
      ])
  }

  // MARK: Fractional coordinates

  /// 40 rows of a fractional length, with fractional padding and insets on some, scrolled to a
  /// fractional offset: the stack sums their places exactly, and so must the checker.
  private func fractionalStack(length: CGFloat, axis: NSLayoutConstraint.Axis) -> ScrollStack {
    let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 2))
    stack.axis = axis
    stack.addRows(views: (0..<40).map { _ in SizedView(intrinsicSize: CGSize(width: length, height: length)) })
    stack.setRowPadding(index: 3, padding: UIEdgeInsets(top: 0.1, left: 0.1, bottom: 0.3, right: 0.3))
    stack.setRowInsets(index: 5, insets: UIEdgeInsets(top: 0.7, left: 0.7, bottom: 0.1, right: 0.1))
    stack.setRowHidden(index: 7, isHidden: true)
    stack.contentOffset = axis == .vertical ? CGPoint(x: 0, y: length * 7.3) : CGPoint(x: length * 7.3, y: 0)
    stack.layoutIfNeeded()
    return stack
  }

  @Test(arguments: [0.1, 0.2, 0.3, 0.7, 1.1, 0.01, 1.0 / 3], [NSLayoutConstraint.Axis.vertical, .horizontal])
  func aFractionalStackHasNoViolations(length: CGFloat, axis: NSLayoutConstraint.Axis) {
    let stack = fractionalStack(length: length, axis: axis)
    #expect(ScrollStackInvariants.violations(in: stack) == [])
  }

  /// A row a tenth of a point too long behind the engine's back, in a fractional stack: its place
  /// and the next row's stay, which the checker still reports.
  @Test func aFractionalStackThatBreaksARuleIsStillReported() {
    let stack = fractionalStack(length: 0.1, axis: .vertical)
    stack.rows[10].rowState.measuredLength += 0.1
    let violations = ScrollStackInvariants.violations(in: stack)
    #expect(violations.contains { $0.hasPrefix("row 11 starts at ") }, "\(violations)")
    #expect(violations.contains { $0.hasPrefix("content length ") }, "\(violations)")
    // Its frame is cut at the end of the place the stack gave it (lengths rounded at its end).
    #expect(violations.contains("row 10 is 0.10000000000000009 long, expected 0.19999999999999973"), "\(violations)")
  }
}
