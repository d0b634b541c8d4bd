import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// A row holding the first responder stays displayed when it leaves the window: taking its view
/// out would end the editing.
@Suite @MainActor struct FirstResponderRowTests {
  @Test func aRowWithTheFocusedFieldStaysDisplayedUntilTheFieldLetsGo() {
    KeyboardStackFixture.resetDevice()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ScrollStackController()
    controller.scrollStack.rowAttachment = .standard
    let fields = (0..<80).map { FieldController("field\($0)") }
    controller.scrollStack.addRows(controllers: fields)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    let stack = controller.scrollStack
    #expect(fields[2].field.becomeFirstResponder())
    ScreenTestDriver.advanceTime(by: 0.1)

    stack.contentOffset = CGPoint(x: 0, y: 5_000)
    #expect(stack.rows[2].isDisplayed)
    // Its neighbours stay too (a Return/Next chain goes on to them); the rows past them leave.
    #expect(stack.rows[3].isDisplayed)
    #expect(!stack.rows[4].isDisplayed)
    #expect(fields[2].field.isFirstResponder)
    #expect(stack.subviews.map(ObjectIdentifier.init) == stack.displayedRows.map(ObjectIdentifier.init))

    fields[2].field.resignFirstResponder()
    stack.contentOffset = CGPoint(x: 0, y: 6_000)
    #expect(!stack.rows[2].isDisplayed)
    #expect(fields[2].lifecycleLog.last == .viewDidDisappear)
  }
}
