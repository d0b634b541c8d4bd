import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

/// Cases found in review, each of which failed before its fix.
@Suite @MainActor struct ReviewRegressionTests {
  @Test func addingTheStackOrAnAncestorAsARowIsRefused() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    #expect(fixture.stack.addRow(view: fixture.stack) == nil)
    #expect(fixture.stack.addRow(controller: fixture.controller) == nil)
    #expect(fixture.diagnosticKinds == [.duplicateContent, .duplicateContent])
    #expect(fixture.stack.rows.count == 1)
    // The hierarchy has no cycle: walking up from the stack ends.
    #expect(fixture.stack.window == nil)
  }

  @Test func aViewCannotContainItsOwnAncestor() {
    let parent = Headless.View()
    let child = Headless.View()
    parent.addSubview(child)
    child.addSubview(parent)
    #expect(parent.superview == nil)
    #expect(child.subviews.isEmpty)
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

  @Test func replacingAControllersViewDoesNotLeaveAStaleLookup() {
    let fixture = StackFixture()
    let controllers = fixture.addFixedRows(2)
    let oldView = controllers[0].view
    controllers[0].view = Headless.View()
    fixture.stack.removeRow(index: 0)
    #expect(fixture.stack.rowForView(oldView) == nil)
    #expect(fixture.stack.addRow(view: oldView) != nil)
    #expect(fixture.diagnostics.isEmpty)
  }

  @Test func lookingUpAControllerThatIsNotARowDoesNotLoadItsView() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let stranger = SizedController("stranger")
    #expect(fixture.stack.rowForController(stranger) == nil)
    #expect(!stranger.isViewLoaded)
  }

  @Test func removalInsideAnotherRemovalReportsEachRowOnce() {
    let fixture = StackFixture()
    let hooked = HookedRemovalController("hooked")
    fixture.stack.addRows(controllers: [SizedController("first", size: .fixed(100)), hooked])
    hooked.onDidMoveToNilParent = { fixture.stack.removeRow(index: 0) }
    fixture.clearLogs()
    fixture.stack.removeRows(indexes: [1])
    #expect(fixture.delegate.visibilityLog == ["hidden 1 offscreen", "hidden 0 offscreen"])
    #expect(fixture.stack.isEmpty)
  }

  @Test func completionOfAChangeMadeDuringDeliveryRunsAfterItsEvents() {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    var log: [String] = []
    var inserted = false
    fixture.delegate.onEvent = { line in
      log.append(line)
      guard line.hasPrefix("scroll"), !inserted else { return }
      inserted = true
      fixture.stack.addRow(
        controller: SizedController("new", size: .fixed(10)), at: .top, completion: { log.append("COMPLETION") })
    }
    fixture.stack.contentOffset = CGPoint(x: 0, y: 10)
    let completionIndex = log.firstIndex(of: "COMPLETION") ?? -1
    let layoutIndex = log.lastIndex(of: "layout") ?? Int.max
    #expect(completionIndex > layoutIndex)
  }

  @Test func hidingARowFromItsOwnWillBeginRunsOneTransition() {
    let fixture = StackFixture()
    let controller = SelfHidingController()
    fixture.stack.addRow(controller: controller)
    controller.stack = fixture.stack
    let counter = CompletionCounter()
    let changed = fixture.stack.setRowHidden(index: 0, isHidden: true, completion: counter.handler)
    #expect(!changed)
    #expect(controller.calls == ["willBegin", "willBegin", "animate", "didEnd", "didEnd"])
    #expect(fixture.diagnosticKinds == [.redundantRequest])
    #expect(counter.count == 1)
    #expect(fixture.stack.rows[0].isHidden)
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

/// Removes another row from inside its own `didMove(toParent: nil)`.
@MainActor
final class HookedRemovalController: Headless.ViewController, Headless.ScrollStackContainableController {
  var onDidMoveToNilParent: (() -> Void)?
  init(_ title: String) {
    super.init()
    self.title = title
  }
  override func didMove(toParent parent: Headless.ViewController?) {
    super.didMove(toParent: parent)
    if parent == nil { onDidMoveToNilParent?() }
  }
  func scrollStackRowSizeForAxis(_ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }
}

/// Hides its own row from inside `willBeginAnimationTransition`.
@MainActor
final class SelfHidingController: Headless.ViewController, Headless.ScrollStackRowAnimatable {
  weak var stack: Headless.ScrollStack?
  var calls: [String] = []
  func willBeginAnimationTransition(toHide: Bool) {
    calls.append("willBegin")
    if calls.count == 1 { stack?.setRowHidden(index: 0, isHidden: true) }
  }
  func animateTransition(toHide: Bool) { calls.append("animate") }
  func didEndAnimationTransition(toHide: Bool) { calls.append("didEnd") }
}

@Suite @MainActor struct SeparatorThicknessDiagnosticTests {
  @Test func invalidRowSeparatorThicknessIsReportedAndIgnored() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let separator = fixture.stack.rows[0].separatorView
    separator.thickness = 3
    separator.thickness = .nan
    separator.thickness = -1
    #expect(separator.thickness == 3)
    #expect(fixture.diagnosticKinds == [.invalidSize, .invalidSize])
    #expect(separator.frame.height == 3)
  }
}
