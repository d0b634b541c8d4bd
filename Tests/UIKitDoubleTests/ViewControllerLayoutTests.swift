import ScrollStackUIKitDouble
import Testing

@Suite(.serialized) @MainActor struct ViewControllerLayoutTests {
  init() { DoubleClock.main.reset() }

  @Test(
    "The root view's layout pass calls viewWillLayoutSubviews and viewDidLayoutSubviews around it — UIViewController.viewWillLayoutSubviews(), viewDidLayoutSubviews()"
  )
  func layoutCallbacks() {
    let log = CallLog()
    let controller = RecordingViewController("c", log: log)
    controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    log.clear()
    controller.view.setNeedsLayout()
    controller.view.layoutIfNeeded()
    #expect(log.calls == ["c: viewWillLayoutSubviews", "c: viewDidLayoutSubviews"])
  }

  @Test(
    "additionalSafeAreaInsets is stored and marks the root view for layout — UIViewController.additionalSafeAreaInsets")
  func additionalSafeAreaInsetsMarksLayout() {
    let log = CallLog()
    let controller = RecordingViewController("c", log: log)
    controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    controller.view.layoutIfNeeded()
    log.clear()
    let insets = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
    controller.additionalSafeAreaInsets = insets
    #expect(controller.additionalSafeAreaInsets == insets)
    controller.view.layoutIfNeeded()
    #expect(log.calls.contains("c: viewDidLayoutSubviews"))
  }

  @Test(
    "Setting preferredContentSize tells the parent, once per change — UIViewController.preferredContentSize, preferredContentSizeDidChange(forChildContentContainer:)"
  )
  func preferredContentSizeTellsParent() {
    let log = CallLog()
    let parent = RecordingViewController("p", log: log)
    let child = UIViewController()
    parent.addChild(child)
    log.clear()
    child.preferredContentSize = CGSize(width: 10, height: 20)
    child.preferredContentSize = CGSize(width: 10, height: 20)
    #expect(child.preferredContentSize == CGSize(width: 10, height: 20))
    #expect(log.calls == ["p: preferredContentSizeDidChange"])
  }

  @Test(
    "size(forChildContentContainer:withParentContainerSize:) returns the parent's size by default — UIContentContainer")
  func sizeForChildDefault() {
    let parent = UIViewController()
    let child = UIViewController()
    let size = parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 30, height: 40))
    #expect(size == CGSize(width: 30, height: 40))
  }

  @Test(
    "viewWillTransition(to:with:) is passed on to the children; the coordinator's completion runs when the rotation ends — UIContentContainer.viewWillTransition(to:with:)"
  )
  func transitionForwardedAndCoordinated() {
    DoubleDevice.reset()
    let log = CallLog()
    let parent = RecordingViewController("p", log: log)
    let child = RecordingViewController("c", log: log)
    parent.addChild(child)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    window.rootViewController = parent
    var steps: [String] = []
    child.onTransition = { coordinator in
      coordinator.animate(
        alongsideTransition: { _ in steps.append("alongside") }, completion: { _ in steps.append("done") })
    }
    log.clear()
    DoubleDevice.rotate(window, to: CGSize(width: 844, height: 390))
    #expect(log.calls.prefix(2) == ["p: viewWillTransition(844x390)", "c: viewWillTransition(844x390)"])
    #expect(steps == ["alongside"])
    DoubleClock.main.advance(by: 0.3)
    #expect(steps == ["alongside", "done"])
    DoubleDevice.reset()
  }
}

@Suite(.serialized) @MainActor struct ViewControllerSafeAreaTests {
  init() { DoubleDevice.reset() }

  @Test(
    "additionalSafeAreaInsets joins the root view's safe area; viewSafeAreaInsetsDidChange follows in the layout pass — UIViewController.additionalSafeAreaInsets, viewSafeAreaInsetsDidChange()"
  )
  func additionalInsetsReachSafeArea() {
    let log = CallLog()
    let controller = RecordingViewController("c", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    window.makeKeyAndVisible()
    window.rootViewController = controller
    window.layoutIfNeeded()
    log.clear()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
    #expect(controller.view.safeAreaInsets.bottom == 40)
    DoubleLayout.runPendingPasses()
    #expect(log.calls.contains("c: viewSafeAreaInsetsDidChange"))
    #expect(
      log.calls.firstIndex(of: "c: viewSafeAreaInsetsDidChange") ?? 99 < log.calls.firstIndex(
        of: "c: viewDidLayoutSubviews") ?? 0)
  }

  @Test("A controller's next responder is its view's superview — UIResponder.next")
  func nextResponder() {
    let controller = UIViewController()
    #expect(controller.next == nil)
    let container = UIView()
    container.addSubview(controller.view)
    #expect(controller.next === container)
  }

  @Test("A controller's traits are its view's — UIViewController.traitCollection")
  func traitsFromView() {
    let controller = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    window.rootViewController = controller
    #expect(controller.traitCollection.isEqual(controller.view.traitCollection))
  }
}
