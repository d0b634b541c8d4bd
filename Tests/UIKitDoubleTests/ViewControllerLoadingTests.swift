import ScrollStackUIKitDouble
import Testing

@Suite(.serialized) @MainActor struct ViewControllerLoadingTests {
  init() { DoubleClock.main.reset() }

  @Test(
    "The view loads on first access: loadView then viewDidLoad, once — UIViewController.view, loadView(), viewDidLoad()"
  )
  func loadsOnFirstAccessOnce() {
    let log = CallLog()
    let controller = RecordingViewController("a", log: log)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(log.calls.isEmpty)
    let view = controller.view
    #expect(view != nil)
    #expect(controller.isViewLoaded)
    #expect(controller.viewIfLoaded === view)
    _ = controller.view
    controller.loadViewIfNeeded()
    #expect(log.calls == ["a: loadView", "a: viewDidLoad"])
  }

  @Test("The default loadView makes a plain UIView — UIViewController.loadView()")
  func defaultLoadViewMakesPlainView() {
    let controller = UIViewController()
    let view: UIView = controller.view
    #expect(type(of: view) == UIView.self)
  }

  @Test("Setting view installs it without viewDidLoad; the view knows its controller — UIViewController.view")
  func settingViewInstallsIt() {
    let log = CallLog()
    let controller = RecordingViewController("a", log: log)
    let custom = UIView()
    controller.view = custom
    #expect(controller.isViewLoaded)
    #expect(controller.view === custom)
    #expect(log.calls.isEmpty)
    #expect(custom.next === controller)
    let other = UIView()
    controller.view = other
    #expect(other.next === controller)
    #expect(custom.next !== controller)
  }

  @Test("Setting view to nil unloads it; the next access loads again — UIViewController.view")
  func settingNilUnloads() {
    let log = CallLog()
    let controller = RecordingViewController("a", log: log)
    _ = controller.view
    controller.view = nil
    #expect(!controller.isViewLoaded)
    _ = controller.view
    #expect(log.calls == ["a: loadView", "a: viewDidLoad", "a: loadView", "a: viewDidLoad"])
  }
}
