import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

/// A stack controller that sits in a row of another stack (a carousel in a page), 300 points
/// tall, holding one field row.
@MainActor
final class CarouselController: Headless.ScrollStackController, Headless.ScrollStackContainableController {
  let field = FieldController("carouselField")

  override init(animationScheduler: any StackScheduler = ImmediateStackScheduler()) {
    super.init(animationScheduler: animationScheduler)
    title = "carousel"
    scrollStack.addRow(controller: field)
  }

  func scrollStackRowSizeForAxis(_ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(300) }
}

/// A 390x844 window (34-point home indicator) whose root is a page of five 100-point field rows;
/// a carousel added after them spans 500..<800, so the 291-point keyboard (553..<844) covers
/// its last 247 points.
@MainActor
struct NestedStackFixture {
  let scheduler = ManualScheduler()
  let window: Headless.Window
  let page = Headless.ScrollStackController()
  let carousel = CarouselController()

  init(carouselBeforeWindow: Bool) {
    window = Headless.Window(safeAreaInsets: StackEdgeInsets(bottom: 34), keyboardScheduler: scheduler)
    page.scrollStack.addRows(controllers: (0..<5).map { FieldController("field\($0)") })
    if carouselBeforeWindow { page.scrollStack.addRow(controller: carousel) }
    window.rootViewController = page
    if !carouselBeforeWindow { page.scrollStack.addRow(controller: carousel) }
  }

  func showKeyboardAndSettle() {
    window.showKeyboard()
    scheduler.advance(by: 0.1)
  }
}

@Suite @MainActor struct NestedStackKeyboardTests {
  @Test func carouselAddedToAPageInAWindowFollowsTheKeyboard() {
    let fixture = NestedStackFixture(carouselBeforeWindow: false)
    #expect(fixture.carousel.window === fixture.window)
    #expect(fixture.carousel.keyboardAvoidance != nil)
    fixture.showKeyboardAndSettle()
    #expect(fixture.carousel.additionalSafeAreaInsets.bottom == 247)
  }

  @Test func carouselRemovedFromThePageStopsFollowingTheKeyboard() {
    let fixture = NestedStackFixture(carouselBeforeWindow: true)
    fixture.showKeyboardAndSettle()
    #expect(fixture.carousel.additionalSafeAreaInsets.bottom == 247)

    fixture.page.scrollStack.removeRow(index: 5)

    #expect(fixture.carousel.window == nil)
    #expect(fixture.carousel.keyboardAvoidance == nil)
    #expect(fixture.carousel.additionalSafeAreaInsets == .zero)
    fixture.window.hideKeyboard()
    fixture.showKeyboardAndSettle()
    #expect(fixture.carousel.additionalSafeAreaInsets == .zero)
  }

  @Test func everyNestedControllerHearsEachWindowChangeOnce() {
    let window = Headless.Window()
    let page = Headless.ScrollStackController()
    let carousel = Headless.ScrollStackController()
    let deep = WindowLoggingController()
    carousel.scrollStack.addRow(controller: deep)
    page.scrollStack.addRow(controller: carousel)

    window.rootViewController = page
    #expect(deep.windows == [ObjectIdentifier(window)])
    #expect(carousel.keyboardAvoidance != nil)
    // Moving the carousel within the window is not a window change.
    page.scrollStack.moveRow(index: 0, to: 0)
    page.scrollStack.addRow(controller: WindowLoggingController(), at: .top)
    #expect(deep.windows == [ObjectIdentifier(window)])

    window.rootViewController = nil
    #expect(deep.windows == [ObjectIdentifier(window), nil])
    #expect(carousel.keyboardAvoidance == nil)
    #expect(page.keyboardAvoidance == nil)
  }
}

/// Records the windows ``Headless/ViewController/viewDidMoveToWindow(_:)`` reports.
@MainActor
final class WindowLoggingController: Headless.ViewController {
  var windows: [ObjectIdentifier?] = []

  override func viewDidMoveToWindow(_ window: Headless.Window?) {
    super.viewDidMoveToWindow(window)
    windows.append(window.map(ObjectIdentifier.init))
  }
}
