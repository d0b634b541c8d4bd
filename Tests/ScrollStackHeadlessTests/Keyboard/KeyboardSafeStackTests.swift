import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

/// A row holding a text field, 100 points tall.
@MainActor
final class FieldController: Headless.ViewController, Headless.ScrollStackContainableController {
  let field: Headless.TextField

  init(_ title: String) {
    field = Headless.TextField(placeholder: title)
    super.init()
    self.title = title
  }

  override func loadView() {
    let root = Headless.View()
    field.frame = CGRect(x: 16, y: 40, width: 200, height: 44)
    root.addSubview(field)
    view = root
  }

  func scrollStackRowSizeForAxis(_ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }
}

/// A 390x844 window whose root is a stack of ten 100-point rows, every row a text field.
@MainActor
struct KeyboardStackFixture {
  let scheduler = ManualScheduler()
  let window: Headless.Window
  let controller = Headless.ScrollStackController()
  let fields: [FieldController]
  let delegate = RecordingScrollStackDelegate()
  var stack: Headless.ScrollStack { controller.scrollStack }

  init(safeArea: StackEdgeInsets = StackEdgeInsets(top: 47, bottom: 34)) {
    window = Headless.Window(safeAreaInsets: safeArea, keyboardScheduler: scheduler)
    fields = (0..<10).map { FieldController("field\($0)") }
    controller.scrollStack.addRows(controllers: fields)
    controller.scrollStack.stackDelegate = delegate
    window.rootViewController = controller
  }

  func settle() { scheduler.advance(by: 0.1) }
}

@Suite @MainActor struct KeyboardSafeStackTests {
  @Test func focusingALowFieldScrollsItAboveTheKeyboard() throws {
    let fixture = KeyboardStackFixture()
    fixture.stack.visibilityScrollMargin = 8
    #expect(fixture.fields[7].field.becomeFirstResponder())
    #expect(fixture.window.keyboardFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
    // Nothing happens until the keyboard burst has settled.
    #expect(fixture.controller.additionalSafeAreaInsets == .zero)
    fixture.settle()
    // Overlap 291 less the 34-point home indicator already in the safe area.
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 257)
    let field = try #require(fixture.fields[7].field.convert(fixture.fields[7].field.bounds, to: fixture.stack))
    let visibleBottom = fixture.stack.contentOffset.y + 844 - 34 - 257
    #expect(field.maxY + 8 == visibleBottom)
    // The field (40..84 in its row) and 8 points of margin are above the keyboard; the row's
    // last 8 points are not.
    #expect(fixture.stack.rows[7].visibility == .partial(percentage: 92))
  }

  @Test func rowsUnderTheKeyboardAreNotVisible() {
    let fixture = KeyboardStackFixture()
    #expect(fixture.stack.rows[7].visibility == .entire)
    fixture.fields[1].field.becomeFirstResponder()
    fixture.settle()
    #expect(fixture.stack.contentOffset == .zero)
    // Visible area: 47 ..< 844 - 291 = 553; rows 5 (500..<600) partial, 6 and 7 hidden by the keyboard.
    #expect(fixture.stack.rows[5].visibility == .partial(percentage: 53))
    #expect(fixture.stack.rows[6].visibility == .offscreen)
    #expect(fixture.stack.rows[7].visibility == .offscreen)
    #expect(fixture.delegate.visibilityLog.contains("hidden 7 offscreen"))
  }

  @Test func keyboardLeavingRestoresTheUsersOwnInsets() {
    let fixture = KeyboardStackFixture()
    fixture.controller.userAdditionalSafeAreaInsets = StackEdgeInsets(bottom: 20)
    #expect(fixture.controller.additionalSafeAreaInsets == StackEdgeInsets(bottom: 20))
    fixture.fields[2].field.becomeFirstResponder()
    fixture.settle()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 257)
    fixture.fields[2].field.resignFirstResponder()
    fixture.settle()
    #expect(fixture.controller.additionalSafeAreaInsets == StackEdgeInsets(bottom: 20))
    // Visible again down to 844 - 34 - 20 = 790.
    #expect(fixture.stack.rows[6].visibility == .entire)
    #expect(fixture.stack.rows[7].visibility == .partial(percentage: 90))
  }

  @Test func controllerArrivingWhileKeyboardIsUpLearnsItsFrameAtOnce() {
    let fixture = KeyboardStackFixture()
    fixture.window.showKeyboard()
    fixture.settle()
    let pushed = Headless.ScrollStackController()
    pushed.scrollStack.addRows(controllers: (0..<3).map { FieldController("p\($0)") })
    fixture.window.rootViewController = pushed
    // No new notification: the window's keyboard store already knows the frame.
    #expect(pushed.additionalSafeAreaInsets.bottom == CGFloat(291 - 34))
  }

  @Test func rotationWithKeyboardUpResizesOnceAndKeepsTopLeft() {
    let fixture = KeyboardStackFixture(safeArea: .zero)
    fixture.fields[1].field.becomeFirstResponder()
    fixture.settle()
    fixture.stack.contentOffset = CGPoint(x: 0, y: 150)
    var applied: [CGFloat] = []
    fixture.controller.keyboardAvoidance?.onDiagnostic = { Issue.record("unexpected \($0)") }
    fixture.window.rotate(to: CGSize(width: 844, height: 390))
    applied.append(fixture.controller.additionalSafeAreaInsets.bottom)
    // The hide/show pair of the rotation was held and applied once, at the landscape height.
    #expect(applied == [209])
    #expect(fixture.stack.contentOffset.y == 150)
    #expect(fixture.stack.frame.size == CGSize(width: 844, height: 390))
  }

  @Test func autoFillBurstAdjustsOnceWithTheLastFrame() {
    let fixture = KeyboardStackFixture(safeArea: .zero)
    fixture.window.showKeyboard()
    fixture.settle()
    var offsets: [CGFloat] = []
    fixture.delegate.onEvent = { [unowned controller = fixture.controller] line in
      if line.hasPrefix("contentSize") || line.hasPrefix("layout") {
        offsets.append(controller.additionalSafeAreaInsets.bottom)
      }
    }
    fixture.window.hideKeyboard()
    fixture.window.postKeyboardEvent(
      KeyboardEvent(kind: .willShow, endFrame: CGRect(x: 0, y: 500, width: 390, height: 344)))
    fixture.window.postKeyboardEvent(
      KeyboardEvent(kind: .willShow, endFrame: CGRect(x: 0, y: 480, width: 390, height: 364)))
    fixture.settle()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 364)
    #expect(offsets == [364])
  }

  @Test func controllerOutsideAnyWindowHasNoKeyboardCore() {
    let controller = Headless.ScrollStackController()
    #expect(controller.keyboardAvoidance == nil)
    let window = Headless.Window()
    window.rootViewController = controller
    #expect(controller.keyboardAvoidance != nil)
    window.rootViewController = nil
    #expect(controller.keyboardAvoidance == nil)
  }

  @Test func keyboardInsetsAreRestoredWhenTheControllerLeavesItsWindow() {
    let fixture = KeyboardStackFixture()
    fixture.controller.scrollStack.keyboardDismissMode = .interactive
    fixture.fields[1].field.becomeFirstResponder()
    fixture.settle()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 257)
    #expect(fixture.stack.alwaysBounceVertical)
    fixture.window.rootViewController = nil
    #expect(fixture.controller.additionalSafeAreaInsets == .zero)
    #expect(!fixture.stack.alwaysBounceVertical)
    let other = Headless.Window()
    other.rootViewController = fixture.controller
    #expect(fixture.controller.additionalSafeAreaInsets == .zero)
    #expect(fixture.stack.rows[7].visibility == .entire)
  }

  @Test func dismissModeAndBounceSetInAWindowReachTheKeyboardCore() {
    let fixture = KeyboardStackFixture()
    fixture.stack.keyboardDismissMode = .interactive
    fixture.window.showKeyboard()
    fixture.settle()
    #expect(fixture.stack.alwaysBounceVertical)
    fixture.stack.alwaysBounceVertical = true  // the user's own wish, made while the keyboard is up
    fixture.window.hideKeyboard()
    fixture.settle()
    #expect(fixture.stack.alwaysBounceVertical)
  }

  @Test func stoppingTheKeyboardCoreLeavesTheFilterIdle() {
    let fixture = KeyboardStackFixture()
    fixture.window.showKeyboard()
    let core = fixture.controller.keyboardAvoidance
    #expect(core?.filterState != .idle)
    core?.stopObservingKeyboard()
    #expect(core?.filterState == .idle)
  }
}
