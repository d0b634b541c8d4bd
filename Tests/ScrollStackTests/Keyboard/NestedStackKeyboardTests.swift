import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// A shown 390x844 window (34-point home indicator) whose root is a page of five 100-point
/// field rows; a carousel added after them spans 500..<800, so the 291-point keyboard
/// (553..<844) covers its last 247 points.
@MainActor
struct NestedStackFixture {
  let window: UIWindow
  let page = ScrollStackController()
  let carousel = CarouselController()

  init(carouselBeforeWindow: Bool) {
    KeyboardStackFixture.resetDevice()
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    ScreenTestDriver.setSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0), of: window)
    page.scrollStack.addRows(controllers: (0..<5).map { FieldController("field\($0)") })
    if carouselBeforeWindow { page.scrollStack.addRow(controller: carousel) }
    window.rootViewController = page
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    if !carouselBeforeWindow { page.scrollStack.addRow(controller: carousel) }
    ScreenTestDriver.runLayoutPass()
  }

  func showKeyboardAndSettle() {
    ScreenTestDriver.showKeyboard()
    ScreenTestDriver.advanceTime(by: 0.1)
  }
}

@Suite @MainActor struct NestedStackKeyboardTests {
  @Test func carouselAddedToAPageInAWindowFollowsTheKeyboard() {
    let fixture = NestedStackFixture(carouselBeforeWindow: false)
    #expect(fixture.carousel.viewIfLoaded?.window === fixture.window)
    fixture.showKeyboardAndSettle()
    // UIKit passes the page's safe area (grown by the keyboard) on to the views inside it
    // (UIView.safeAreaInsets: the part of the view the ancestors' safe area leaves out), so the
    // carousel's last 247 points are outside its safe area without an inset of its own.
    #expect(fixture.carousel.view.safeAreaInsets.bottom == 247)
    #expect(fixture.carousel.additionalSafeAreaInsets == .zero)
  }

  @Test func carouselRemovedFromThePageStopsFollowingTheKeyboard() {
    let fixture = NestedStackFixture(carouselBeforeWindow: true)
    fixture.showKeyboardAndSettle()
    // Inherited from the page (see carouselAddedToAPageInAWindowFollowsTheKeyboard).
    #expect(fixture.carousel.view.safeAreaInsets.bottom == 247)

    fixture.page.scrollStack.removeRow(index: 5)

    #expect(fixture.carousel.viewIfLoaded?.window == nil)
    #expect(fixture.carousel.additionalSafeAreaInsets == .zero)
    #expect(fixture.carousel.view.safeAreaInsets == .zero)
    ScreenTestDriver.hideKeyboard()
    fixture.showKeyboardAndSettle()
    #expect(fixture.carousel.additionalSafeAreaInsets == .zero)
    #expect(fixture.carousel.view.safeAreaInsets == .zero)
  }

  @Test func everyNestedControllerHearsEachWindowChangeOnce() {
    KeyboardStackFixture.resetDevice()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let page = ScrollStackController()
    let carousel = ScrollStackController()
    let deep = WindowLoggingController()
    carousel.scrollStack.addRow(controller: deep)
    page.scrollStack.addRow(controller: carousel)

    window.rootViewController = page
    ScreenTestDriver.runLayoutPass()
    #expect(deep.windows == [ObjectIdentifier(window)])
    // Moving the carousel within the window is not a window change.
    page.scrollStack.moveRow(index: 0, to: 0)
    page.scrollStack.addRow(controller: WindowLoggingController(), at: .top)
    ScreenTestDriver.runLayoutPass()
    #expect(deep.windows == [ObjectIdentifier(window)])

    window.rootViewController = nil
    #expect(deep.windows == [ObjectIdentifier(window), nil])
  }
}
