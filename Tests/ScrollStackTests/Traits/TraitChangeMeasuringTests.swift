import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

#if !canImport(UIKit)
  import ScrollStackUIKitDouble
#endif

@Suite @MainActor struct TraitChangeMeasuringTests {
  /// A stack controller shown in a window, with a row of each kind whose height follows its
  /// traits.
  private func shownStack() -> (window: UIWindow, stack: ScrollStack) {
    ScreenTestDriver.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ScrollStackController()
    let rowController = UIViewController()
    rowController.view = TraitMeasuringView()
    controller.scrollStack.addRow(view: TraitMeasuringView())
    controller.scrollStack.addRow(controller: rowController)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    return (window, controller.scrollStack)
  }

  @Test func togglingBoldTextMeasuresTheRowsAgain() {
    let (window, stack) = shownStack()
    #expect(stack.rows.map(\.frame.height) == [40, 40])
    ScreenTestDriver.setBoldTextEnabled(true)
    ScreenTestDriver.runLayoutPass()
    #expect(stack.rows.map(\.frame.height) == [50, 50])
    #expect(stack.contentSize.height == 100)
    ScreenTestDriver.setBoldTextEnabled(false)
    ScreenTestDriver.runLayoutPass()
    #expect(stack.rows.map(\.frame.height) == [40, 40])
    _ = window
  }

  @Test func changingTheTextSizeMeasuresTheRowsAgain() {
    let (window, stack) = shownStack()
    ScreenTestDriver.setPreferredContentSizeCategory(.extraExtraLarge)
    ScreenTestDriver.runLayoutPass()
    #expect(stack.rows.map(\.frame.height) == [60, 60])
    _ = window
  }
}
