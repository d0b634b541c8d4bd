import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Children a `ScrollStackController` subclass adds itself (not rows) get their appearance as
/// UIKit's automatic forwarding gives it, though the controller forwards appearance itself.
@Suite @MainActor struct OwnChildAppearanceTests {
  /// A stack controller with one row, shown as the root of a shown window.
  private func shownController() -> (window: UIWindow, controller: ScrollStackController) {
    ScreenTestDriver.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ScrollStackController()
    controller.scrollStack.addRow(controller: LoggingViewController(title: "row"))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
  }

  /// UIKit's containment order for an overlay: `addChild`, the view in, `didMove(toParent:)`.
  private func addOverlay(_ overlay: UIViewController, to controller: ScrollStackController, in parent: UIView? = nil) {
    controller.addChild(overlay)
    (parent ?? controller.scrollStack).addSubview(overlay.view)
    overlay.didMove(toParent: controller)
  }

  @Test func anOverlayAddedAfterTheScreenAppearedAppearsAsItsViewJoins() {
    let (window, controller) = shownController()
    #expect(controller.children.count == 1)
    let overlay = LoggingViewController(title: "overlay")

    addOverlay(overlay, to: controller)

    #expect(
      overlay.lifecycleLog == [
        .willMove(toParent: true), .viewDidLoad, .viewAttached, .viewWillAppear, .viewDidAppear,
        .didMove(toParent: true),
      ])
    #expect(overlay.isAppeared)
    _ = window
  }

  @Test func anOverlayFollowsTheControllerAndDisappearsWhenItsViewIsRemoved() {
    let (window, controller) = shownController()
    let overlay = LoggingViewController(title: "overlay")
    addOverlay(overlay, to: controller)
    overlay.clearLifecycleLog()

    window.isHidden = true
    #expect(overlay.lifecycleLog == [.viewWillDisappear, .viewDidDisappear])
    window.isHidden = false
    #expect(overlay.lifecycleLog == [.viewWillDisappear, .viewDidDisappear, .viewWillAppear, .viewDidAppear])
    overlay.clearLifecycleLog()

    overlay.willMove(toParent: nil)
    overlay.view.removeFromSuperview()
    overlay.removeFromParent()
    #expect(
      overlay.lifecycleLog == [
        .willMove(toParent: false), .viewWillDisappear, .viewDidDisappear, .viewDetached, .didMove(toParent: false),
        .removedFromParent,
      ])
    // Nothing more once it left: the controller's own disappearance does not reach it.
    overlay.clearLifecycleLog()
    window.isHidden = true
    #expect(overlay.lifecycleLog.isEmpty)
  }

  @Test func anOverlayAddedBeforeTheScreenAppearsAppearsWithIt() {
    ScreenTestDriver.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ScrollStackController()
    let overlay = LoggingViewController(title: "overlay")
    addOverlay(overlay, to: controller)
    #expect(!overlay.lifecycleLog.contains(.viewWillAppear))

    window.rootViewController = controller
    window.makeKeyAndVisible()

    #expect(overlay.isAppeared)
    #expect(
      overlay.lifecycleLog.filter { $0 == .viewWillAppear || $0 == .viewDidAppear } == [
        .viewWillAppear, .viewDidAppear,
      ])
  }

  @Test func aChildWhoseViewIsNotInTheStackHearsNothingUntilItsViewJoinsDeepInside() {
    let (window, controller) = shownController()
    let holder = UIView()
    controller.scrollStack.addSubview(holder)
    let overlay = LoggingViewController(title: "overlay")

    controller.addChild(overlay)
    overlay.didMove(toParent: controller)
    #expect(!overlay.lifecycleLog.contains(.viewWillAppear))
    // Not yet in the stack: the controller's transitions pass it by, as UIKit's would.
    window.isHidden = true
    window.isHidden = false
    #expect(!overlay.lifecycleLog.contains(.viewWillAppear))

    holder.addSubview(overlay.view)
    // The stack's next layout pass (a scroll, a row change) finds the view.
    controller.scrollStack.setNeedsLayout()
    controller.scrollStack.layoutIfNeeded()

    #expect(overlay.isAppeared)
    #expect(
      overlay.lifecycleLog.filter { $0 == .viewWillAppear || $0 == .viewDidAppear } == [
        .viewWillAppear, .viewDidAppear,
      ])
  }

  @Test func anOverlayAddedWhileTheControllerAppearsEndsWithTheControllersViewDidAppear() {
    ScreenTestDriver.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ScrollStackController()
    window.addSubview(controller.view)
    let overlay = LoggingViewController(title: "overlay")

    controller.beginAppearanceTransition(true, animated: false)
    addOverlay(overlay, to: controller)
    #expect(overlay.appearance == .appearing)
    controller.endAppearanceTransition()

    #expect(overlay.isAppeared)
    #expect(
      overlay.lifecycleLog.filter { $0 == .viewWillAppear || $0 == .viewDidAppear } == [
        .viewWillAppear, .viewDidAppear,
      ])
  }

  @Test func anOverlayThatAddsAnotherAndRemovesItselfFromViewWillAppearLeavesEveryCallBalanced() {
    let (window, controller) = shownController()
    let first = AppearanceHookController(title: "first")
    let second = LoggingViewController(title: "second")
    first.onWillAppear = { [unowned controller, unowned first] in
      first.onWillAppear = nil
      self.addOverlay(second, to: controller)
      first.willMove(toParent: nil)
      first.view.removeFromSuperview()
      first.removeFromParent()
    }

    addOverlay(first, to: controller)

    #expect(first.appearance == .disappeared)
    #expect(
      first.lifecycleLog.filter { $0 != .viewAttached && $0 != .viewDetached && $0 != .viewDidLoad } == [
        .willMove(toParent: true), .viewWillAppear, .willMove(toParent: false), .viewDidAppear, .viewWillDisappear,
        .viewDidDisappear, .didMove(toParent: false), .removedFromParent, .didMove(toParent: true),
      ])
    #expect(second.isAppeared)
    #expect(controller.children.count == 2)
    window.isHidden = true
    #expect(second.appearance == .disappeared)
    #expect(first.lifecycleLog.last == .didMove(toParent: true))
  }

  @Test func rowControllersStillFollowTheirRowsOnly() {
    let (window, controller) = shownController()
    let row = LoggingViewController(title: "second row")
    controller.scrollStack.addRow(controller: row)
    #expect(row.lifecycleLog.filter { $0 == .viewWillAppear } == [.viewWillAppear])
    #expect(row.isAppeared)
    _ = window
  }
}
