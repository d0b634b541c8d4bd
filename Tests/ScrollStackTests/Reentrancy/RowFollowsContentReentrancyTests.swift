import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

/// The delegate that hears a row follow its content may change the stack, or let it go, from its
/// callback: nothing crashes and the stack stays consistent.
@Suite @MainActor struct RowFollowsContentReentrancyTests {
  private static let longText = String(repeating: "word ", count: 8)

  @Test func theDelegateMayRemoveTheResizedRowWhenItHearsTheResize() throws {
    let fixture = StackFixture()
    fixture.stack.rowAttachment = .all
    let card = LabelCard(text: "Short")
    fixture.stack.addRow(view: card)
    fixture.addFixedRows(1)
    fixture.layout()
    var removed = false
    fixture.delegate.onEvent = { event in
      guard event.hasPrefix("contentSize"), !removed else { return }
      removed = true
      fixture.stack.removeRow(index: 0)
    }

    card.label.text = Self.longText
    fixture.layout()
    fixture.layout()

    #expect(removed)
    #expect(fixture.stack.rows.count == 1)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func theDelegateMayRemoveTheRowInsideAnAnimationBlock() throws {
    let fixture = StackFixture()
    fixture.stack.rowAttachment = .all
    let card = LabelCard(text: "Short")
    fixture.stack.addRow(view: card)
    fixture.addFixedRows(1)
    fixture.layout()
    var removed = false
    fixture.delegate.onEvent = { event in
      guard event.hasPrefix("contentSize"), !removed else { return }
      removed = true
      fixture.stack.removeRow(index: 0)
    }

    UIView.animate(withDuration: 0.3) {
      card.label.text = Self.longText
      fixture.layout()
    }
    fixture.finishAnimations()

    #expect(removed)
    #expect(fixture.stack.rows.count == 1)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func theDelegateMayLetGoOfTheStackWhenItHearsTheResize() throws {
    ScreenTestDriver.reset()
    let delegate = RecordingScrollStackDelegate()
    var controller: ScrollStackController? = ScrollStackController()
    weak let weakStack = controller?.scrollStack
    controller?.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    controller?.scrollStack.rowAttachment = .all
    controller?.scrollStack.stackDelegate = delegate
    let card = LabelCard(text: "Short")
    controller?.scrollStack.addRow(view: card)
    controller?.view.layoutIfNeeded()
    delegate.onEvent = { event in
      if event.hasPrefix("contentSize") { controller = nil }
    }

    UIView.animate(withDuration: 0.3) {
      card.label.text = Self.longText
      weakStack?.layoutIfNeeded()
    }
    weakStack?.layoutIfNeeded()
    ScreenTestDriver.finishAnimations()

    #expect(controller == nil)
    #expect(weakStack == nil)
  }
}
