import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Whatever changes the displayed rows (the attachment, the order of the rows), every displayed
/// row's controller ends appeared and every other one disappeared, with balanced calls.
@Suite @MainActor struct WindowAppearanceBalanceTests {
  @Test(arguments: [false, true])
  func switchingTheAttachmentInAShownWindowKeepsAppearanceFollowingDisplay(inWindow: Bool) {
    let fixture = StackFixture()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    if inWindow {
      window.rootViewController = fixture.controller
      window.makeKeyAndVisible()
      ScreenTestDriver.runLayoutPass()
    } else {
      fixture.controller.simulateAppearance()
    }
    fixture.addFixedRows(100)
    fixture.stack.contentOffset = CGPoint(x: 0, y: 5_000)
    #expect(AppearanceBalance.problems(in: fixture.stack) == [])

    fixture.stack.rowAttachment = .all
    #expect(fixture.stack.displayedRows.count == 100)
    #expect(AppearanceBalance.problems(in: fixture.stack) == [])

    fixture.stack.rowAttachment = .windowed(margin: 100)
    #expect(fixture.stack.displayedRows.count < 100)
    #expect(AppearanceBalance.problems(in: fixture.stack) == [])
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
    window.rootViewController = nil
    #expect(AppearanceBalance.problems(in: fixture.stack) == [])
  }

  @Test(
    arguments: [false, true])
  func settingTheSameControllersInReverseOrderKeepsTheDisplayedOnesAppeared(inWindow: Bool) {
    for attachment in [ScrollStackRowAttachment.standard, .all] {
      let fixture = StackFixture()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      fixture.stack.rowAttachment = attachment
      if inWindow {
        window.rootViewController = fixture.controller
        window.makeKeyAndVisible()
        ScreenTestDriver.runLayoutPass()
      } else {
        fixture.controller.simulateAppearance()
      }
      let controllers = fixture.addFixedRows(30)
      fixture.stack.setRows(controllers: controllers.reversed())
      #expect(fixture.titles.first == "r29")
      #expect(AppearanceBalance.problems(in: fixture.stack) == [], "\(attachment)")
      fixture.layout()
      #expect(fixture.inconsistencies() == [])
    }
  }

  @Test(
    arguments: [(5, 60), (60, 5)])
  func aRowMovedOutOfOrIntoTheWindowFromItsOwnWillMoveAppearsOnlyIfDisplayed(from: Int, to: Int) {
    let fixture = StackFixture(attachment: .standard)
    fixture.controller.simulateAppearance()
    fixture.addFixedRows(100)
    let hooked = HookedController("hooked")
    hooked.onWillMove = { [unowned fixture, unowned hooked] toParent in
      // Before the controller has a parent: the move's window pass moves the row view alone.
      guard toParent, let index = fixture.stack.rows.firstIndex(where: { $0.controller === hooked }) else { return }
      fixture.stack.moveRow(index: index, to: to)
    }
    fixture.stack.addRow(controller: hooked, at: .atIndex(from))
    #expect(fixture.stack.rows[to].controller === hooked)
    // The window holds rows 0…12: a row moved to 60 is not displayed, one moved to 5 is.
    #expect(fixture.stack.rows[to].isDisplayed == (to < 13))
    #expect(AppearanceBalance.problems(in: fixture.stack) == [])
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }
}
