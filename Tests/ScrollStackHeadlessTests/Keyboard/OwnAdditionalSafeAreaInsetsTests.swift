import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

/// A 390x844 window (34-point home indicator) showing a scrolling-content controller; the
/// 291-point keyboard raises its bottom inset to 257.
@MainActor
struct ScrollingContentWindowFixture {
  let scheduler = ManualScheduler()
  let window: Headless.Window
  let host = Headless.ScrollingContentViewController()

  init(inWindow: Bool = true) {
    window = Headless.Window(safeAreaInsets: StackEdgeInsets(bottom: 34), keyboardScheduler: scheduler)
    host.contentView = Headless.View(intrinsicSize: CGSize(width: Headless.View.noIntrinsicMetric, height: 1200))
    if inWindow { window.rootViewController = host }
  }

  func showKeyboard() {
    window.showKeyboard()
    scheduler.advance(by: 0.1)
  }

  func hideKeyboard() {
    window.hideKeyboard()
    scheduler.advance(by: 0.1)
  }
}

@Suite @MainActor struct OwnAdditionalSafeAreaInsetsTests {
  @Test func valueAssignedWhileTheKeyboardIsUpComesBackWhenItLeaves() {
    let fixture = ScrollingContentWindowFixture()
    fixture.showKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == StackEdgeInsets(bottom: 257))

    fixture.host.additionalSafeAreaInsets = StackEdgeInsets(top: 44, bottom: 60)

    // The keyboard's inset still wins at the bottom while it is up; the top is the app's.
    #expect(fixture.host.additionalSafeAreaInsets == StackEdgeInsets(top: 44, bottom: 257))
    #expect(fixture.host.manager.userAdditionalSafeAreaInsets == StackEdgeInsets(top: 44, bottom: 60))
    fixture.hideKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == StackEdgeInsets(top: 44, bottom: 60))
  }

  @Test func valueAssignedBeforeTheKeyboardIsKeptAndRestored() {
    let fixture = ScrollingContentWindowFixture()
    fixture.host.additionalSafeAreaInsets = StackEdgeInsets(bottom: 300)
    fixture.showKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == StackEdgeInsets(bottom: 300))
    fixture.host.additionalSafeAreaInsets = StackEdgeInsets(bottom: 20)
    #expect(fixture.host.additionalSafeAreaInsets == StackEdgeInsets(bottom: 257))
    fixture.hideKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == StackEdgeInsets(bottom: 20))
  }

  @Test func valueAssignedOutsideAWindowSurvivesTheKeyboardInIt() {
    let fixture = ScrollingContentWindowFixture(inWindow: false)
    fixture.host.additionalSafeAreaInsets = StackEdgeInsets(left: 8, bottom: 12)
    fixture.window.rootViewController = fixture.host
    fixture.showKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == StackEdgeInsets(left: 8, bottom: 257))
    fixture.hideKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == StackEdgeInsets(left: 8, bottom: 12))
    fixture.window.rootViewController = nil
    #expect(fixture.host.additionalSafeAreaInsets == StackEdgeInsets(left: 8, bottom: 12))
  }

  @Test func separateUserValueStillWorks() {
    let fixture = ScrollingContentWindowFixture()
    fixture.host.manager.userAdditionalSafeAreaInsets = StackEdgeInsets(bottom: 30)
    #expect(fixture.host.additionalSafeAreaInsets == StackEdgeInsets(bottom: 30))
    fixture.showKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == StackEdgeInsets(bottom: 257))
    fixture.hideKeyboard()
    #expect(fixture.host.additionalSafeAreaInsets == StackEdgeInsets(bottom: 30))
  }

  @Test func stackControllerKeepsADirectAssignmentToo() {
    let fixture = KeyboardStackFixture()
    fixture.fields[7].field.becomeFirstResponder()
    fixture.settle()
    #expect(fixture.controller.additionalSafeAreaInsets.bottom == 257)
    fixture.controller.additionalSafeAreaInsets = StackEdgeInsets(bottom: 40, right: 5)
    #expect(fixture.controller.additionalSafeAreaInsets == StackEdgeInsets(bottom: 257, right: 5))
    fixture.fields[7].field.resignFirstResponder()
    fixture.settle()
    #expect(fixture.controller.additionalSafeAreaInsets == StackEdgeInsets(bottom: 40, right: 5))
  }
}
