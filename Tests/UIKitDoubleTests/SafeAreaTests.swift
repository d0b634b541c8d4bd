import ScrollStackUIKitDouble
import Testing

@Suite @MainActor struct SafeAreaTests {
  /// A 390 × 844 window with a notch (47) and home indicator (34), holding `view`.
  private func notchedWindow(holding view: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(view)
    DoubleDevice.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), of: window)
    return window
  }

  @Test("A view's safe area is the window's safe area it overlaps — UIView.safeAreaInsets")
  func intersection() {
    let full = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let window = notchedWindow(holding: full)
    let middle = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 500))
    let top = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 20))
    full.addSubview(middle)
    full.addSubview(top)
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(full.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(top.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  @Test("The safe area follows the bounds origin (a scrolled view) — UIView.safeAreaInsets")
  func followsScrolling() {
    let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let window = notchedWindow(holding: scroller)
    let row = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
    scroller.addSubview(row)
    #expect(row.safeAreaInsets == .zero)
    scroller.bounds.origin.y = 380
    #expect(row.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    #expect(row.window === window)
  }

  @Test(
    "safeAreaInsetsDidChange is called during layout on the views whose insets changed — UIView.safeAreaInsetsDidChange()"
  )
  func didChangeDuringLayout() {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let full = RecordingView("full", log: log, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let middle = RecordingView("middle", log: log, frame: CGRect(x: 0, y: 100, width: 390, height: 500))
    let bottom = RecordingView("bottom", log: log, frame: CGRect(x: 0, y: 800, width: 390, height: 44))
    window.addSubview(full)
    full.addSubview(middle)
    full.addSubview(bottom)
    window.layoutIfNeeded()
    log.clear()
    DoubleDevice.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), of: window)
    #expect(log.events.isEmpty)
    window.layoutIfNeeded()
    #expect(
      log.events == [
        "full: safeAreaInsetsDidChange 47.0 0.0 34.0 0.0", "full: layoutSubviews",
        "bottom: safeAreaInsetsDidChange 0.0 0.0 34.0 0.0", "bottom: layoutSubviews",
      ])
    log.clear()
    bottom.frame.origin.y = 700
    DoubleLayout.runPendingPasses()
    #expect(log.events == ["bottom: safeAreaInsetsDidChange 0.0 0.0 0.0 0.0", "bottom: layoutSubviews"])
  }
}
