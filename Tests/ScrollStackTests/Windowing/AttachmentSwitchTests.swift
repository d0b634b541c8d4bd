import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// Switching a stack that displays every row to a window, in the middle of many rows: the rows
/// outside the window leave the hierarchy in one pass over the displayed rows (each once, from
/// both ends of the list of row views), and the stack ends as a stack windowed all along.
@Suite @MainActor struct AttachmentSwitchTests {
  /// A shown stack of `count` rows of 100 points scrolled to `offset`.
  static func shownStack(rows count: Int, at offset: CGFloat) -> (StackFixture, [SizedController]) {
    let fixture = StackFixture(attachment: .standard)
    fixture.controller.simulateAppearance()
    let controllers = fixture.addFixedRows(count)
    fixture.stack.contentOffset = CGPoint(x: 0, y: offset)
    return (fixture, controllers)
  }

  /// The appearance calls `controller` heard, in order.
  static func appearance(of controller: SizedController) -> [LoggingViewController.Event] {
    controller.lifecycleLog.filter {
      [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear].contains($0)
    }
  }

  @Test func switchingFromAllToAWindowInTheMiddleDisplaysWhatAWindowedStackDisplays() {
    let (windowed, _) = Self.shownStack(rows: 2_000, at: 100_000)
    let (fixture, controllers) = Self.shownStack(rows: 2_000, at: 100_000)
    let stack = fixture.stack
    stack.rowAttachment = .all
    #expect(stack.displayedRows.count == 2_000)

    stack.rowAttachment = .standard

    let expected = windowed.stack.displayedRows.compactMap(\.index)
    #expect(!expected.isEmpty)
    #expect(stack.displayedRows.compactMap(\.index) == expected)
    #expect(stack.subviews.map(ObjectIdentifier.init) == stack.displayedRows.map(ObjectIdentifier.init))
    #expect(stack.rows.filter(\.isDisplayed).compactMap(\.index) == expected)
    // Every row that left was taken out once, its calls balanced (rows 0 and 1 were also in the
    // window at the top, before the scroll).
    for index in [0, 1, 990, expected[0] - 1, expected[expected.count - 1] + 1, 1_998, 1_999] {
      let calls = Self.appearance(of: controllers[index])
      #expect(calls.suffix(2) == [.viewWillDisappear, .viewDidDisappear], "row \(index)")
      let pairs = index < 2 ? 2 : 1
      #expect(
        calls
          == Array(repeating: [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear], count: pairs)
          .flatMap { $0 }, "row \(index)")
      #expect(!stack.rows[index].isDisplayed)
    }
    for row in stack.displayedRows {
      guard let controller = row.controller as? SizedController else { continue }
      #expect(Self.appearance(of: controller).last == .viewDidAppear, "row \(row.index ?? -1)")
    }
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  @Test func switchingBackAndForthKeepsTheWindowAndTheSubviewsInOrder() {
    let (fixture, _) = Self.shownStack(rows: 500, at: 20_000)
    let stack = fixture.stack
    let window = stack.displayedRows.compactMap(\.index)
    for _ in 0..<3 {
      stack.rowAttachment = .all
      #expect(stack.subviews.count == 500)
      #expect(stack.subviews.map(ObjectIdentifier.init) == stack.rows.map(ObjectIdentifier.init))
      stack.rowAttachment = .standard
      #expect(stack.displayedRows.compactMap(\.index) == window)
      #expect(stack.subviews.map(ObjectIdentifier.init) == stack.displayedRows.map(ObjectIdentifier.init))
    }
    fixture.layout()
    #expect(fixture.inconsistencies() == [])
  }

  @Test func aRowHoldingTheFirstResponderStaysDisplayedWhenTheOthersLeave() {
    KeyboardStackFixture.resetDevice()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ScrollStackController()
    let fields = (0..<200).map { FieldController("field\($0)") }
    controller.scrollStack.addRows(controllers: fields)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    let stack = controller.scrollStack
    stack.rowAttachment = .all
    #expect(fields[150].field.becomeFirstResponder())
    ScreenTestDriver.advanceTime(by: 0.1)
    // Back to the top, far from the focused row (the keyboard scrolled to it).
    stack.contentOffset = .zero
    #expect(!stack.rows[149].frame.intersects(CGRect(x: 0, y: -800, width: 390, height: 2_444)))

    stack.rowAttachment = .standard

    #expect(stack.rows[150].isDisplayed)
    // Its neighbours stay too (a Return/Next chain goes on to them); the rows past them leave.
    #expect(stack.rows[149].isDisplayed)
    #expect(stack.rows[151].isDisplayed)
    #expect(!stack.rows[148].isDisplayed)
    #expect(!stack.rows[152].isDisplayed)
    #expect(fields[150].field.isFirstResponder)
    #expect(stack.subviews.map(ObjectIdentifier.init) == stack.displayedRows.map(ObjectIdentifier.init))
  }
}
