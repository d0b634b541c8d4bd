import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

/// A displayed row follows its content: a change Auto Layout sees (a label's text, a view's
/// intrinsic size) or a child controller's preferred size measures that row again by itself,
/// once per layout pass, and only that row; the rows below move, animated inside an animation
/// block, and the delegate hears the resize. No `reloadRow`.
@Suite @MainActor struct RowFollowsContentTests {
  private typealias Screen = WindowedStackScreen

  private static let longText = String(repeating: "word ", count: 8)

  @Test func aLabelWhoseTextChangesGrowsItsRowAndMovesTheRowsBelow() throws {
    let screen = Screen()
    let card = LabelCard(text: "Short")
    let row = try #require(screen.stack.addRow(view: card))
    let below = try #require(screen.addFixedRow())
    ScreenTestDriver.runLayoutPass()
    let shortHeight = card.textHeight
    #expect(row.frame.height == shortHeight)

    card.label.text = Self.longText
    ScreenTestDriver.runLayoutPass()

    #expect(card.textHeight > shortHeight)
    #expect(row.frame.height == card.textHeight)
    #expect(card.frame.height == card.textHeight)
    #expect(below.frame.minY == card.textHeight)
    #expect(screen.stack.contentSize.height == card.textHeight + 100)
  }

  @Test func aChildWhosePreferredContentSizeChangesResizesItsRow() throws {
    let screen = Screen()
    let child = PreferredSizeController()
    child.preferredContentSize = CGSize(width: 0, height: 60)
    let row = try #require(screen.stack.addRow(controller: child))
    let below = try #require(screen.addFixedRow())
    ScreenTestDriver.runLayoutPass()
    #expect(row.frame.height == 60)

    child.preferredContentSize = CGSize(width: 0, height: 150)
    ScreenTestDriver.runLayoutPass()

    #expect(row.frame.height == 150)
    #expect(below.frame.minY == 150)
  }

  @Test func aContentViewThatInvalidatesItsIntrinsicSizeResizesItsRow() throws {
    let screen = Screen()
    let view = SizedView(intrinsicSize: CGSize(width: UIView.noIntrinsicMetric, height: 40))
    let row = try #require(screen.stack.addRow(view: view))
    let below = try #require(screen.addFixedRow())
    ScreenTestDriver.runLayoutPass()
    #expect(row.frame.height == 40)

    view.intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: 90)
    ScreenTestDriver.runLayoutPass()

    #expect(row.frame.height == 90)
    #expect(view.frame.height == 90)
    #expect(below.frame.minY == 90)
  }

  @Test func twoChangesInOneTurnMeasureTheRowOnceInOneStackPass() throws {
    let screen = Screen()
    let card = LabelCard(text: "Short")
    let row = try #require(screen.stack.addRow(view: card))
    ScreenTestDriver.runLayoutPass()
    card.measurements = 0
    screen.delegate.clear()

    card.label.text = "A little longer"
    card.label.text = Self.longText
    ScreenTestDriver.runLayoutPass()

    #expect(card.measurements == 1)
    #expect(row.frame.height == card.textHeight)
    #expect(screen.delegate.log.filter { $0 == "layout" }.count == 1)
  }

  @Test func aRowWhoseContentDidNotChangeIsNotMeasuredAgain() throws {
    let screen = Screen()
    let changing = LabelCard(text: "Short")
    let steady = LabelCard(text: "Steady")
    screen.stack.addRow(view: changing)
    let steadyRow = try #require(screen.stack.addRow(view: steady))
    ScreenTestDriver.runLayoutPass()
    steady.measurements = 0
    changing.measurements = 0

    changing.label.text = Self.longText
    ScreenTestDriver.runLayoutPass()

    #expect(changing.measurements == 1)
    #expect(steady.measurements == 0)
    #expect(steadyRow.frame.minY == changing.textHeight)
  }

  @Test func aChangeInsideAnAnimationBlockResizesTheStackInsideIt() throws {
    let screen = Screen()
    let card = LabelCard(text: "Short")
    screen.stack.addRow(view: card)
    let below = try #require(screen.addFixedRow())
    ScreenTestDriver.runLayoutPass()
    var durationsHeard: [TimeInterval] = []
    screen.delegate.onEvent = {
      if $0.hasPrefix("contentSize") { durationsHeard.append(UIView.inheritedAnimationDuration) }
    }
    var belowStartInsideBlock: CGFloat?

    UIView.animate(withDuration: 0.3) {
      card.label.text = Self.longText
      screen.window.layoutIfNeeded()
      belowStartInsideBlock = below.frame.minY
    }

    #expect(belowStartInsideBlock == card.textHeight)
    #expect(durationsHeard == [0.3])
    ScreenTestDriver.finishAnimations()
    #expect(below.frame.minY == card.textHeight)
  }

  @Test func theDelegateHearsTheResize() throws {
    let screen = Screen()
    let card = LabelCard(text: "Short")
    screen.stack.addRow(view: card)
    screen.addFixedRow()
    ScreenTestDriver.runLayoutPass()
    let before = screen.stack.contentSize
    screen.delegate.clear()

    card.label.text = Self.longText
    ScreenTestDriver.runLayoutPass()

    let change = try #require(screen.delegate.contentSizeChanges.first)
    #expect(change.from == before)
    #expect(change.to.height == card.textHeight + 100)
    #expect(screen.delegate.log.contains("layout"))
  }

  @Test func aHiddenRowFollowsItsContentAndShowsAtItsNewSize() throws {
    let screen = Screen()
    let card = LabelCard(text: "Short")
    let row = try #require(screen.stack.addRow(view: card))
    let below = try #require(screen.addFixedRow())
    screen.stack.setRowHidden(index: 0, isHidden: true)
    ScreenTestDriver.runLayoutPass()

    card.label.text = Self.longText
    ScreenTestDriver.runLayoutPass()
    #expect(row.frame.height == 0)
    #expect(below.frame.minY == 0)
    screen.stack.setRowHidden(index: 0, isHidden: false)
    ScreenTestDriver.runLayoutPass()

    #expect(row.frame.height == card.textHeight)
    #expect(below.frame.minY == card.textHeight)
  }

  @Test func aWindowedRowChangedWhileOutOfTheWindowHasItsNewSizeWhenBack() throws {
    let screen = Screen(attachment: .standard)
    let card = LabelCard(text: "Short")
    let row = try #require(screen.stack.addRow(view: card))
    for _ in 0..<30 { screen.addFixedRow(300) }
    ScreenTestDriver.runLayoutPass()
    #expect(row.rowState.isDisplayed)
    screen.stack.contentOffset = CGPoint(x: 0, y: 6000)
    ScreenTestDriver.runLayoutPass()
    #expect(!row.rowState.isDisplayed)

    card.label.text = Self.longText
    ScreenTestDriver.runLayoutPass()
    screen.stack.contentOffset = CGPoint(x: 0, y: -screen.stack.adjustedContentInset.top)
    ScreenTestDriver.runLayoutPass()

    #expect(row.rowState.isDisplayed)
    #expect(row.frame.height == card.textHeight)
    #expect(screen.stack.rows[1].frame.minY == card.textHeight)
  }

  @Test func aRowThatIsNeverDisplayedIsNotJoinedToItsContent() throws {
    let screen = Screen(attachment: .standard)
    for _ in 0..<30 { screen.addFixedRow(300) }
    let card = LabelCard(text: "Short")
    let row = try #require(screen.stack.addRow(view: card))
    ScreenTestDriver.runLayoutPass()

    #expect(!row.rowState.isDisplayed)
    #expect(row.contentConstraints == nil)
    #expect(card.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func aDisplayedRowFollowsItsContentFromWhenItFirstComesOnScreen() throws {
    let screen = Screen(attachment: .all)
    for _ in 0..<30 { screen.addFixedRow(300) }
    let card = LabelCard(text: "Short")
    let row = try #require(screen.stack.addRow(view: card))
    ScreenTestDriver.runLayoutPass()
    #expect(row.rowState.isDisplayed)
    #expect(row.contentConstraints == nil)

    card.label.text = Self.longText
    screen.stack.scrollToRow(index: 30, at: .final, animated: false)
    ScreenTestDriver.runLayoutPass()

    #expect(row.contentConstraints != nil)
    // The row sits 9,000 points down: its frame's height carries the rounding of its origin.
    #expect(abs(row.frame.height - card.textHeight) < 0.001)
  }

  @Test func aRowOfARequestedSizeKeepsItAndItsContentFillsIt() throws {
    let screen = Screen()
    let card = LabelCard(text: "Short")
    let row = try #require(
      screen.stack.addRow(controller: SizedController("card", size: .fixed(70), contentView: card)))
    ScreenTestDriver.runLayoutPass()

    card.label.text = Self.longText
    ScreenTestDriver.runLayoutPass()

    #expect(row.frame.height == 70)
    #expect(card.frame.height == 70)
    #expect(row.contentConstraints == nil)
  }

  /// The README's example ("Rows that follow their content"): a label's text set later grows its
  /// row, and laid out inside an animation block the change animates.
  @Test func theReadmeExampleGrowsTheNoteRow() throws {
    let screen = Screen()
    let stack = screen.stack
    let note = UILabel()
    note.numberOfLines = 0
    let row = try #require(stack.addRow(view: note))
    let below = try #require(screen.addFixedRow())
    note.text = "Loading"
    ScreenTestDriver.runLayoutPass()
    let oneLine = row.frame.height
    var heardInsideAnimation = false
    screen.delegate.onEvent = {
      if $0.hasPrefix("contentSize") { heardInsideAnimation = UIView.inheritedAnimationDuration > 0 }
    }

    UIView.animate(withDuration: 0.3) {
      note.text = String(repeating: "A summary from the network. ", count: 6)
      stack.layoutIfNeeded()
    }

    #expect(heardInsideAnimation)
    #expect(row.frame.height > oneLine)
    #expect(below.frame.minY == row.frame.maxY)
  }

  @Test func reloadRowStillMeasuresTheRowAgain() throws {
    let screen = Screen()
    let view = TextView(text: "short")
    let row = try #require(screen.stack.addRow(view: view))
    ScreenTestDriver.runLayoutPass()
    let before = row.frame.height

    view.text = String(repeating: "x", count: 100)
    screen.stack.reloadRow(index: 0)
    ScreenTestDriver.runLayoutPass()

    #expect(row.frame.height > before)
  }
}

/// A child that asks for its `preferredContentSize`'s height as its row's length.
@MainActor
private final class PreferredSizeController: UIViewController, ScrollStackContainableController {
  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  {
    .fixed(axis == .vertical ? preferredContentSize.height : preferredContentSize.width)
  }

  func reloadContentFromStackView(stackView: ScrollStack, row: ScrollStackRow, animated: Bool) {}
}
