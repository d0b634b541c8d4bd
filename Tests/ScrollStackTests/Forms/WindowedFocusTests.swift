import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// On a windowed stack a field in a row outside the window can take the focus: through
/// `makeFirstResponder(_:)`, which displays its row first, and along a Return/Next chain, whose
/// next row is kept displayed (issue 22 item 2).
@Suite @MainActor struct WindowedFocusTests {
  @Test func aFieldOutsideTheWindowIsRefusedAsUIKitRefusesAViewInNoWindow() {
    let screen = FormScreen(attachment: .standard)
    #expect(!screen.stack.rows[60].isDisplayed)
    #expect(!screen.fields[60].field.becomeFirstResponder())
  }

  @Test func makeFirstResponderDisplaysTheRowAndItsNeighboursFirst() {
    let screen = FormScreen(attachment: .standard)
    let stack = screen.stack

    #expect(stack.makeFirstResponder(screen.fields[60].field))

    #expect(screen.fields[60].field.isFirstResponder)
    #expect([59, 60, 61].allSatisfy { stack.rows[$0].isDisplayed })
    #expect(!stack.rows[58].isDisplayed && !stack.rows[62].isDisplayed)
    #expect(screen.fields[60].lifecycleLog.last == .viewDidAppear)
    #expect(screen.subviewsFollowDisplayedRows)
  }

  @Test func aReturnChainGoesOnFromRowToRowOutsideTheWindow() {
    let screen = FormScreen(attachment: .standard)
    let stack = screen.stack
    #expect(stack.makeFirstResponder(screen.fields[60].field))

    // What a `textFieldShouldReturn(_:)` does: the next row's field, each time.
    for index in 61..<70 {
      #expect(screen.fields[index].field.becomeFirstResponder(), "field \(index)")
    }

    #expect(screen.fields[69].field.isFirstResponder)
    #expect([68, 69, 70].allSatisfy { stack.rows[$0].isDisplayed })
    #expect(!stack.rows[60].isDisplayed)
    #expect(screen.subviewsFollowDisplayedRows)
  }

  @Test func aFocusedRowKeepsItsNeighboursWhenTheUserScrollsAway() {
    let screen = FormScreen(attachment: .standard)
    let stack = screen.stack
    #expect(screen.fields[2].field.becomeFirstResponder())

    stack.contentOffset = CGPoint(x: 0, y: 5_000)

    #expect([1, 2, 3].allSatisfy { stack.rows[$0].isDisplayed })
    #expect(!stack.rows[4].isDisplayed)
    #expect(screen.fields[3].field.becomeFirstResponder())
    #expect(screen.subviewsFollowDisplayedRows)
  }

  @Test func aRowWhoseResponderRefusesTheFocusLeavesAgain() {
    let screen = FormScreen(attachment: .standard)
    let stack = screen.stack
    screen.fields[60].field.isEnabled = false

    #expect(!stack.makeFirstResponder(screen.fields[60].field))

    #expect(!stack.rows[60].isDisplayed)
    #expect(screen.subviewsFollowDisplayedRows)
  }

  @Test func aResponderInNoRowIsReportedAndAskedAllTheSame() {
    let screen = FormScreen(attachment: .standard)
    var kinds: [StackDiagnostic.Kind] = []
    screen.stack.onDiagnostic = { kinds.append($0.kind) }
    let outside = UITextField()
    screen.window.addSubview(outside)

    #expect(screen.stack.makeFirstResponder(outside))
    #expect(kinds == [.contentNotFound])
  }

  @Test func onAStackDisplayingEveryRowItIsBecomeFirstResponder() {
    let screen = FormScreen()
    #expect(screen.stack.makeFirstResponder(screen.fields[60].field))
    #expect(screen.fields[60].field.isFirstResponder)
  }
}
