import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// The headless view controller's appearance transitions, as UIKit's.
@Suite @MainActor struct ViewControllerAppearanceTests {
  @Test func beginAndEndCallTheAppearanceMethodsOnceEach() {
    let controller = LoggingViewController()

    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    controller.endAppearanceTransition()

    #expect(controller.lifecycleLog == [.viewWillAppear, .viewDidAppear])
    #expect(controller.isAppeared)
  }

  @Test func aCancelledDisappearanceAppearsAgainWithoutDidDisappear() {
    let controller = LoggingViewController()
    controller.simulateAppearance()
    controller.clearLifecycleLog()

    controller.beginAppearanceTransition(false, animated: true)
    controller.beginAppearanceTransition(true, animated: true)
    controller.endAppearanceTransition()

    #expect(controller.lifecycleLog == [.viewWillDisappear, .viewWillAppear, .viewDidAppear])
  }

  /// UIKit forwards a container's appearance to the children whose views are in its view
  /// hierarchy ("Implementing a Container View Controller": `addChild`, add the view,
  /// `didMove(toParent:)`), unless `shouldAutomaticallyForwardAppearanceMethods` is `false`.
  @Test func aPlainContainerForwardsToItsChildrenAndAStackControllerDoesItItself() {
    let plain = LoggingViewController()
    let child = LoggingViewController()
    plain.addChild(child)
    plain.view.addSubview(child.view)
    child.didMove(toParent: plain)
    #expect(plain.shouldAutomaticallyForwardAppearanceMethods)
    #expect(!ScrollStackController().shouldAutomaticallyForwardAppearanceMethods)
    child.clearLifecycleLog()

    plain.beginAppearanceTransition(true, animated: false)
    #expect(child.lifecycleLog == [.viewWillAppear])
    plain.endAppearanceTransition()
    #expect(child.lifecycleLog == [.viewWillAppear, .viewDidAppear])
  }

  @Test func theEndIsAnimatedAsTheBeginWas() {
    let controller = AnimatedFlagController()
    controller.beginAppearanceTransition(true, animated: true)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    #expect(controller.flags == [true, true, false, false])
  }
}
