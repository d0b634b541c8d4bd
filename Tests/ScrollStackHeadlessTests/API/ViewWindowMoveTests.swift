import Foundation
import Testing

@testable import ScrollStackHeadless

/// A view moved in or out of a window tells the controllers of its subtree, once per change of
/// window, whether it moves itself or an ancestor moves.
@Suite @MainActor struct ViewWindowMoveTests {
  @Test func aControllerHearsEachChangeOfWindowAndNoMoveWithinOne() {
    let (first, second) = (Headless.Window(), Headless.Window())
    let (container, other) = (Headless.View(), Headless.View())
    let controller = WindowLoggingController()
    container.addSubview(controller.view)

    first.addSubview(container)
    first.addSubview(other)
    other.addSubview(controller.view)
    controller.view.removeFromSuperview()
    container.addSubview(controller.view)
    second.addSubview(container)
    container.removeFromSuperview()

    let expected: [ObjectIdentifier?] = [
      ObjectIdentifier(first), nil, ObjectIdentifier(first), ObjectIdentifier(second), nil,
    ]
    #expect(controller.windows == expected)
  }

  @Test func aWindowTakenInAndOutOfAViewStaysItsContentsWindow() {
    let window = Headless.Window()
    let holder = Headless.View()
    let controller = WindowLoggingController()
    window.addSubview(controller.view)

    holder.addSubview(window)
    window.removeFromSuperview()

    #expect(controller.windows == [ObjectIdentifier(window)])
    #expect(controller.view.window === window)
  }
}
