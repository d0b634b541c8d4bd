import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct WindowAppearanceTests {
  /// A shown (key and visible) iPhone-sized window, without a root view controller yet.
  func shownWindow() -> UIWindow {
    ScreenTestDriver.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    return window
  }

  /// A page with rows `a` and `b` and a nested stack `nested` holding row `c`.
  func makePage(_ log: AppearanceLog) -> AppearanceLoggingStackController {
    let page = AppearanceLoggingStackController("page", log: log)
    let nested = AppearanceLoggingStackController("nested", log: log)
    nested.scrollStack.addRow(controller: AppearanceLoggingStackController("c", log: log))
    page.scrollStack.addRows(controllers: [
      AppearanceLoggingStackController("a", log: log), AppearanceLoggingStackController("b", log: log), nested,
    ])
    return page
  }

  @Test func rootControllerAndItsRowsAppearInUIKitOrder() {
    let log = AppearanceLog()
    let page = makePage(log)
    let window = shownWindow()

    window.rootViewController = page

    #expect(
      log.entries == [
        "page willAppear", "a willAppear", "b willAppear", "nested willAppear", "c willAppear",
        "page didAppear", "a didAppear", "b didAppear", "nested didAppear", "c didAppear",
      ])
    #expect(page.isAppeared)
    #expect(page.children.allSatisfy { ($0 as? AppearanceLoggingStackController)?.isAppeared == true })
  }

  @Test func replacedRootDisappearsThenTheNewOneAppears() {
    let log = AppearanceLog()
    let page = makePage(log)
    let other = AppearanceLoggingStackController("other", log: log)
    let window = shownWindow()
    window.rootViewController = page
    log.entries.removeAll()

    window.rootViewController = other

    #expect(
      log.entries == [
        "page willDisappear", "a willDisappear", "b willDisappear", "nested willDisappear", "c willDisappear",
        "page didDisappear", "a didDisappear", "b didDisappear", "nested didDisappear", "c didDisappear",
        "other willAppear", "other didAppear",
      ])
    #expect(!page.isAppeared)
    #expect(page.view.window == nil)
    log.entries.removeAll()
    window.rootViewController = nil
    #expect(log.entries == ["other willDisappear", "other didDisappear"])
  }

  @Test func hiddenWindowShowsNothingUntilItIsShown() {
    let log = AppearanceLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.isHidden)
    let row = AppearanceLoggingStackController("row", log: log)
    let page = ScrollStackController()
    page.scrollStack.addRow(controller: row)

    window.rootViewController = page
    #expect(log.entries.isEmpty)
    window.makeKeyAndVisible()
    #expect(log.entries == ["row willAppear", "row didAppear"])
    window.isHidden = true
    #expect(log.entries == ["row willAppear", "row didAppear", "row willDisappear", "row didDisappear"])
  }

  @Test func rowAddedToAShownRootAppearsOnceAndRowsAddedWhileAppearingAreBalanced() {
    let log = AppearanceLog()
    let window = shownWindow()
    let page = AppearanceLoggingStackController("page", log: log)
    window.rootViewController = page
    page.scrollStack.addRow(controller: AppearanceLoggingStackController("late", log: log))
    #expect(log.entries == ["page willAppear", "page didAppear", "late willAppear", "late didAppear"])

    // A row added from viewWillAppear, while the page is appearing, gets each call once.
    let second = ReentrantAppearingStackController(log: log)
    log.entries.removeAll()
    window.rootViewController = second
    #expect(
      log.entries == [
        "page willDisappear", "late willDisappear", "page didDisappear", "late didDisappear",
        "joiner willAppear", "joiner didAppear",
      ])
    #expect(second.children.allSatisfy { ($0 as? AppearanceLoggingStackController)?.isAppeared == true })
    #expect(second.children.count == 1)
  }
}
