import ScrollStackUIKitDouble
import Testing

@Suite(.serialized) @MainActor struct ViewControllerAppearanceTests {
  init() { DoubleClock.main.reset() }

  private func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    return window
  }

  @Test(
    "A window's root view controller appears when its view enters the window and disappears when it leaves — UIViewController.viewWillAppear(_:), UIWindow.rootViewController"
  )
  func rootAppearsAndDisappears() {
    let log = CallLog()
    let root = RecordingViewController("root", log: log)
    let window = makeWindow()
    window.rootViewController = root
    #expect(log.calls == ["root: loadView", "root: viewDidLoad", "root: viewWillAppear", "root: viewDidAppear"])
    log.clear()
    window.rootViewController = nil
    #expect(log.calls == ["root: viewWillDisappear", "root: viewDidDisappear"])
  }

  @Test(
    "A parent forwards its appearance to the children whose views are in its hierarchy — UIViewController.shouldAutomaticallyForwardAppearanceMethods"
  )
  func parentForwardsToChildren() {
    let log = CallLog()
    let root = RecordingViewController("root", log: log)
    let shown = RecordingViewController("shown", log: log)
    let hidden = RecordingViewController("hidden", log: log)
    for child in [shown, hidden] { root.addChild(child) }
    root.view.addSubview(shown.view)
    for child in [shown, hidden] { child.didMove(toParent: root) }
    log.clear()
    let window = makeWindow()
    window.rootViewController = root
    #expect(
      log.calls == [
        "root: viewWillAppear", "shown: viewWillAppear", "root: viewDidAppear", "shown: viewDidAppear",
      ])
    log.clear()
    window.rootViewController = nil
    #expect(
      log.calls == [
        "root: viewWillDisappear", "shown: viewWillDisappear", "root: viewDidDisappear", "shown: viewDidDisappear",
      ])
  }

  @Test(
    "A child whose view joins an appeared parent's hierarchy appears; it disappears when its view leaves — UIViewController appearance forwarding"
  )
  func childViewJoiningAppearedParent() {
    let log = CallLog()
    let root = RecordingViewController("root", log: log)
    let window = makeWindow()
    window.rootViewController = root
    let child = RecordingViewController("child", log: log)
    root.addChild(child)
    log.clear()
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    #expect(
      log.calls == [
        "child: loadView", "child: viewDidLoad", "child: viewWillAppear", "child: viewDidAppear",
        "child: didMove(toParent: parent)",
      ])
    log.clear()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(
      log.calls == [
        "child: willMove(toParent: nil)", "child: viewWillDisappear", "child: viewDidDisappear",
        "child: didMove(toParent: nil)",
      ])
  }

  @Test(
    "A container that forwards appearance itself: its children hear only its begin/end calls, once each — UIViewController.beginAppearanceTransition(_:animated:), endAppearanceTransition()"
  )
  func manualForwarding() {
    let log = CallLog()
    let root = RecordingViewController("root", log: log)
    root.forwardsAutomatically = false
    let window = makeWindow()
    window.rootViewController = root
    let child = RecordingViewController("child", log: log)
    root.addChild(child)
    _ = child.view
    log.clear()
    // The order ContainmentPlan uses: begin before the view moves in, end after.
    child.beginAppearanceTransition(true, animated: false)
    root.view.addSubview(child.view)
    child.endAppearanceTransition()
    child.didMove(toParent: root)
    #expect(
      log.calls == ["child: viewWillAppear", "child: viewDidAppear", "child: didMove(toParent: parent)"])
    log.clear()
    window.rootViewController = nil
    #expect(log.calls == ["root: viewWillDisappear", "root: viewDidDisappear"])
  }

  @Test(
    "A begin towards the state reached or under way is ignored; an end without a begin too — UIViewController.beginAppearanceTransition(_:animated:)"
  )
  func unbalancedCallsIgnored() {
    let log = CallLog()
    let controller = RecordingViewController("c", log: log)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: false)
    #expect(log.calls.isEmpty)
    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(true, animated: false)
    #expect(log.calls == ["c: viewWillAppear", "c: viewDidAppear"])
  }

  @Test(
    "A disappearance can be turned back: appearing begins from disappearing — UIViewController.beginAppearanceTransition(_:animated:)"
  )
  func cancelledDisappearance() {
    let log = CallLog()
    let controller = RecordingViewController("c", log: log)
    controller.beginAppearanceTransition(true, animated: true)
    controller.endAppearanceTransition()
    log.clear()
    controller.beginAppearanceTransition(false, animated: true)
    controller.beginAppearanceTransition(true, animated: true)
    controller.endAppearanceTransition()
    #expect(log.calls == ["c: viewWillDisappear", "c: viewWillAppear", "c: viewDidAppear"])
  }

  @Test(
    "A navigation controller's pushed controller appears and the previous top disappears — UINavigationController.pushViewController(_:animated:)"
  )
  func navigationPush() {
    let log = CallLog()
    let first = RecordingViewController("first", log: log)
    let navigation = UINavigationController(rootViewController: first)
    let window = makeWindow()
    window.rootViewController = navigation
    #expect(log.calls.contains("first: viewDidAppear"))
    log.clear()
    let second = RecordingViewController("second", log: log)
    navigation.pushViewController(second, animated: true)
    #expect(
      log.calls == [
        "second: willMove(toParent: parent)", "first: viewWillDisappear", "first: viewDidDisappear",
        "second: loadView", "second: viewDidLoad", "second: viewWillAppear", "second: viewDidAppear",
        "second: didMove(toParent: parent)",
      ])
    #expect(second.view.superview === navigation.view)
  }
}

@Suite(.serialized) @MainActor struct ViewControllerWindowAppearanceTests {
  init() { DoubleDevice.reset() }

  @Test(
    "A controller whose view is put in a window by hand hears nothing, in or out — UIViewController appearance (only a root or a forwarding container's child)"
  )
  func viewInWindowByHand() {
    let log = CallLog()
    let controller = RecordingViewController("c", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    _ = controller.view
    log.clear()
    window.addSubview(controller.view)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    log.clear()
    controller.view.removeFromSuperview()
    #expect(log.calls.isEmpty)
    #expect(window.subviews.isEmpty)
  }

  @Test(
    "Replacing a window's root view controller: the old one disappears, the new one appears — UIWindow.rootViewController"
  )
  func replacingRoot() {
    let log = CallLog()
    let first = RecordingViewController("first", log: log)
    let second = RecordingViewController("second", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    window.rootViewController = first
    _ = second.view
    log.clear()
    window.rootViewController = second
    #expect(
      log.calls == [
        "first: viewWillDisappear", "first: viewDidDisappear", "second: viewWillAppear", "second: viewDidAppear",
      ])
  }

  @Test(
    "Popping a navigation controller: the top leaves (willMove nil, disappears, didMove nil), the one below appears — UINavigationController.popViewController(animated:)"
  )
  func navigationPop() {
    let log = CallLog()
    let first = RecordingViewController("first", log: log)
    let second = RecordingViewController("second", log: log)
    let navigation = UINavigationController(rootViewController: first)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    window.rootViewController = navigation
    navigation.pushViewController(second, animated: false)
    log.clear()
    #expect(navigation.popViewController(animated: false) === second)
    #expect(
      log.calls == [
        "second: willMove(toParent: nil)", "second: viewWillDisappear", "second: viewDidDisappear",
        "second: didMove(toParent: nil)", "first: viewWillAppear", "first: viewDidAppear",
      ])
    #expect(navigation.viewControllers == [first])
    #expect(navigation.popViewController(animated: false) == nil)
  }

  @Test(
    "A child added from the parent's viewWillAppear hears viewWillAppear and viewDidAppear once each, with its parent — UIViewController appearance forwarding"
  )
  func childAddedWhileParentAppears() {
    let log = CallLog()
    let parent = AddingChildViewController(log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    window.rootViewController = parent
    #expect(
      log.calls.filter { $0.contains("Appear") } == [
        "child: viewWillAppear", "child: viewDidAppear",
      ])
    #expect(window.rootViewController === parent)
  }

  @Test(
    "A hidden window's root view controller appears when the window is made visible, and disappears when the window is hidden — UIWindow.makeKeyAndVisible(), UIView.isHidden, UIViewController.viewWillAppear(_:)"
  )
  func rootFollowsTheWindowsVisibility() {
    let log = CallLog()
    let root = RecordingViewController("root", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    #expect(root.view.window === window)
    #expect(!log.calls.contains { $0.contains("Appear") })
    log.clear()

    window.makeKeyAndVisible()
    #expect(log.calls == ["root: viewWillAppear", "root: viewDidAppear"])
    log.clear()
    window.isHidden = true
    #expect(log.calls == ["root: viewWillDisappear", "root: viewDidDisappear"])
    log.clear()
    window.isHidden = true
    window.rootViewController = nil
    #expect(log.calls.isEmpty)
    window.rootViewController = root
    window.isHidden = false
    #expect(log.calls == ["root: viewWillAppear", "root: viewDidAppear"])
  }

  @Test(
    "Hiding and showing a window passes the root's appearance on to the children in its hierarchy — UIView.isHidden, UIViewController.shouldAutomaticallyForwardAppearanceMethods"
  )
  func hidingTheWindowReachesTheChildren() {
    let log = CallLog()
    let root = RecordingViewController("root", log: log)
    let child = RecordingViewController("child", log: log)
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    window.rootViewController = root
    log.clear()

    window.isHidden = true
    window.isHidden = false

    #expect(
      log.calls == [
        "root: viewWillDisappear", "child: viewWillDisappear", "root: viewDidDisappear", "child: viewDidDisappear",
        "root: viewWillAppear", "child: viewWillAppear", "root: viewDidAppear", "child: viewDidAppear",
      ])
  }
}
