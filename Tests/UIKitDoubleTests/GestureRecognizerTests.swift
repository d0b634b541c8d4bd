import ScrollStackUIKitDouble
import Testing

@Suite @MainActor struct GestureRecognizerTests {
  @Test("Recognizers attach to one view at a time — UIView.addGestureRecognizer(_:), removeGestureRecognizer(_:)")
  func attaching() {
    let (first, second) = (UIView(), UIView())
    let recognizer = UITapGestureRecognizer(target: nil, action: nil)
    #expect(first.gestureRecognizers == nil)
    first.addGestureRecognizer(recognizer)
    #expect(first.gestureRecognizers == [recognizer])
    #expect(recognizer.view === first)
    second.addGestureRecognizer(recognizer)
    #expect(first.gestureRecognizers == nil)
    #expect(recognizer.view === second)
    second.removeGestureRecognizer(recognizer)
    #expect(recognizer.view == nil)
    #expect(recognizer.state == .possible)
    #expect(recognizer.isEnabled)
  }

  @Test(
    "A tap fires the target with state .recognized, at the tap's location — UIGestureRecognizer(target:action:), location(in:)"
  )
  func tapFiresTarget() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(view)
    window.makeKeyAndVisible()
    let target = TapTarget()
    let recognizer = UITapGestureRecognizer(target: target, action: TapTarget.action)
    view.addGestureRecognizer(recognizer)
    let recognized = DoubleTouch.tap(view, at: CGPoint(x: 10, y: 20))
    #expect(recognized == [recognizer])
    #expect(target.received.map(\.action) == ["tapped:"])
    #expect(target.received.map(\.state) == [.recognized])
    #expect(recognizer.state == .possible)
    #expect(recognizer.location(in: view) == CGPoint(x: 10, y: 20))
    #expect(recognizer.location(in: nil) == CGPoint(x: 60, y: 70))
  }

  @Test("The delegate is asked shouldReceive then shouldBegin, and can refuse — UIGestureRecognizerDelegate")
  func delegateRefuses() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let target = TapTarget()
    let delegate = SwitchableDelegate()
    let recognizer = UITapGestureRecognizer(target: target, action: TapTarget.action)
    recognizer.delegate = delegate
    view.addGestureRecognizer(recognizer)
    let window = shownWindow(holding: view)
    DoubleTouch.tap(view)
    #expect(delegate.asked == ["shouldReceive", "shouldBegin"])
    delegate.shouldReceive = false
    DoubleTouch.tap(view)
    delegate.shouldReceive = true
    delegate.shouldBegin = false
    DoubleTouch.tap(view)
    #expect(target.received.count == 1)
    #expect(window.isKeyWindow)
  }

  @Test("Disabled recognizers and views without interaction get no tap — UIGestureRecognizer.isEnabled")
  func disabled() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    parent.addSubview(child)
    let target = TapTarget()
    let recognizer = UITapGestureRecognizer(target: target, action: TapTarget.action)
    parent.addGestureRecognizer(recognizer)
    let window = shownWindow(holding: parent)
    recognizer.isEnabled = false
    DoubleTouch.tap(child)
    recognizer.isEnabled = true
    parent.isUserInteractionEnabled = false
    DoubleTouch.tap(child)
    #expect(target.received.isEmpty)
    parent.isUserInteractionEnabled = true
    DoubleTouch.tap(child)
    #expect(target.received.count == 1)
    #expect(window.isKeyWindow)
  }

  @Test("The nearest recognizer wins unless both may recognize simultaneously — UIGestureRecognizerDelegate")
  func nearestWins() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    parent.addSubview(child)
    let (outer, inner) = (
      UITapGestureRecognizer(target: nil, action: nil), UITapGestureRecognizer(target: nil, action: nil)
    )
    parent.addGestureRecognizer(outer)
    child.addGestureRecognizer(inner)
    let window = shownWindow(holding: parent)
    #expect(DoubleTouch.tap(child) == [inner])
    let delegate = SwitchableDelegate()
    delegate.simultaneous = true
    outer.delegate = delegate
    #expect(DoubleTouch.tap(child) == [inner, outer])
    #expect(window.isKeyWindow)
  }

  @Test("A hidden window (a new one) gets no tap — UIWindow.makeKeyAndVisible()")
  func hiddenWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    view.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
    #expect(window.isHidden)
    #expect(DoubleTouch.tap(view).isEmpty)
    window.makeKeyAndVisible()
    #expect(!window.isHidden)
    #expect(window.isKeyWindow)
    #expect(DoubleTouch.tap(view).count == 1)
  }

  @Test("The view's gestureRecognizerShouldBegin can refuse — UIView.gestureRecognizerShouldBegin(_:)")
  func viewRefuses() {
    let view = RefusingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
    let window = shownWindow(holding: view)
    #expect(DoubleTouch.tap(view).isEmpty)
    #expect(window.isKeyWindow)
  }

  @Test(
    "A view in no window gets no tap: touches are hit-tested from the visible windows — UIView.hitTest(_:with:), UIWindow"
  )
  func noWindow() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
    #expect(DoubleTouch.tap(view).isEmpty)
    let window = shownWindow(holding: view)
    #expect(DoubleTouch.tap(view).count == 1)
    view.removeFromSuperview()
    #expect(DoubleTouch.tap(view).isEmpty)
    #expect(window.subviews.isEmpty)
  }

  /// A shown key window with `view` in it.
  private func shownWindow(holding view: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(view)
    window.makeKeyAndVisible()
    return window
  }
}

/// A view whose recognizers may never begin.
private final class RefusingView: UIView {
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
