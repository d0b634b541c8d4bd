import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

/// The headless view controller's appearance transitions, as UIKit's.
@Suite @MainActor struct ViewControllerAppearanceTests {
  @Test func beginAndEndCallTheAppearanceMethodsOnceEach() {
    let controller = Headless.ViewController()

    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    controller.endAppearanceTransition()

    #expect(controller.lifecycleLog == [.viewWillAppear, .viewDidAppear])
    #expect(controller.isAppeared)
  }

  @Test func aCancelledDisappearanceAppearsAgainWithoutDidDisappear() {
    let controller = Headless.ViewController()
    controller.simulateAppearance()
    controller.clearLifecycleLog()

    controller.beginAppearanceTransition(false, animated: true)
    controller.beginAppearanceTransition(true, animated: true)
    controller.endAppearanceTransition()

    #expect(controller.lifecycleLog == [.viewWillDisappear, .viewWillAppear, .viewDidAppear])
  }

  @Test func aPlainContainerForwardsToItsChildrenAndAStackControllerDoesItItself() {
    let plain = Headless.ViewController()
    let child = Headless.ViewController()
    plain.addChild(child)
    #expect(plain.shouldAutomaticallyForwardAppearanceMethods)
    #expect(!Headless.ScrollStackController().shouldAutomaticallyForwardAppearanceMethods)
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

/// Records the `animated` flag of each appearance call.
@MainActor
final class AnimatedFlagController: Headless.ViewController {
  var flags: [Bool] = []
  override func viewWillAppear(_ animated: Bool) { flags.append(animated) }
  override func viewDidAppear(_ animated: Bool) { flags.append(animated) }
  override func viewWillDisappear(_ animated: Bool) { flags.append(animated) }
  override func viewDidDisappear(_ animated: Bool) { flags.append(animated) }
}
