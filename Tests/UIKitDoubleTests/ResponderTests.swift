import ScrollStackUIKitDouble
import Testing

@Suite @MainActor struct ResponderTests {
  @Test("next is the superview for a plain view, nil at the root — UIResponder.next")
  func nextResponder() {
    let (parent, child) = (UIView(), UIView())
    parent.addSubview(child)
    #expect(child.next === parent)
    #expect(parent.next == nil)
  }

  @Test("A plain view cannot become first responder — UIResponder.canBecomeFirstResponder")
  func plainViewRefuses() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView()
    window.addSubview(view)
    #expect(!view.canBecomeFirstResponder)
    #expect(!view.becomeFirstResponder())
    #expect(!view.isFirstResponder)
  }

  @Test("becomeFirstResponder is refused outside a window — UIResponder.becomeFirstResponder()")
  func refusedOutsideWindow() {
    let view = RecordingView("field", log: EventLog())
    view.acceptsFirstResponder = true
    #expect(!view.becomeFirstResponder())
    #expect(!view.isFirstResponder)
  }

  @Test(
    "The window keeps one first responder; resigning clears it — UIResponder.becomeFirstResponder(), resignFirstResponder()"
  )
  func oneFirstResponder() {
    DoubleDevice.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (first, second) = (RecordingView("a", log: EventLog()), RecordingView("b", log: EventLog()))
    first.acceptsFirstResponder = true
    second.acceptsFirstResponder = true
    window.addSubview(first)
    window.addSubview(second)
    #expect(first.becomeFirstResponder())
    #expect(first.isFirstResponder)
    #expect(second.becomeFirstResponder())
    #expect(!first.isFirstResponder)
    #expect(second.isFirstResponder)
    #expect(second.resignFirstResponder())
    #expect(!second.isFirstResponder)
  }

  @Test("A first responder removed from its window resigns — UIView.removeFromSuperview()")
  func removalResigns() {
    DoubleDevice.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let container = UIView()
    let field = RecordingView("field", log: EventLog())
    field.acceptsFirstResponder = true
    window.addSubview(container)
    container.addSubview(field)
    #expect(field.becomeFirstResponder())
    container.removeFromSuperview()
    #expect(!field.isFirstResponder)
    window.addSubview(container)
    #expect(!field.isFirstResponder)
  }

  @Test(
    "A text field or text view that becomes first responder brings the keyboard up; resigning, or leaving the window, takes it down — UIResponder.keyboardWillShowNotification (\"the system shows the keyboard when a text field or text view becomes first responder\")"
  )
  func textInputRaisesTheKeyboard() {
    DoubleDevice.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
    window.addSubview(field)
    window.addSubview(textView)
    #expect(!DoubleKeyboard.isVisible)
    #expect(field.becomeFirstResponder())
    #expect(DoubleKeyboard.frame == CGRect(x: 0, y: 553, width: 390, height: 291))
    #expect(textView.becomeFirstResponder())
    #expect(DoubleKeyboard.isVisible)
    #expect(textView.resignFirstResponder())
    #expect(!DoubleKeyboard.isVisible)
    #expect(field.becomeFirstResponder())
    field.removeFromSuperview()
    #expect(!DoubleKeyboard.isVisible)
  }

  @Test("endEditing makes the first responder in the subtree resign — UIView.endEditing(_:)")
  func endEditing() {
    DoubleDevice.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let field = RecordingView("field", log: EventLog())
    field.acceptsFirstResponder = true
    window.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(window.endEditing(false))
    #expect(!field.isFirstResponder)
  }

  @Test("Touches not handled go up the responder chain — UIResponder.touchesBegan(_:with:)")
  func touchesForwarded() {
    let log = EventLog()
    let parent = RecordingView("parent", log: log)
    let child = RecordingView("child", log: log)
    let leaf = UIView()
    parent.addSubview(child)
    child.addSubview(leaf)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(parent)
    window.makeKeyAndVisible()
    log.clear()
    let touch = DoubleTouch.beginTouch(on: leaf)
    DoubleTouch.endTouch(touch)
    #expect(log.events == ["child: touchesBegan", "parent: touchesBegan", "child: touchesEnded"])
    #expect(touch.view === leaf)
  }

  @Test(
    "A touch moves with the finger, and a view in no window gets no touch — UITouch.location(in:), UIView.hitTest(_:with:)"
  )
  func touchesMoveAndNeedAWindow() {
    let log = EventLog()
    let view = RecordingView("view", log: log)
    view.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
    let offScreen = DoubleTouch.beginTouch(on: view)
    DoubleTouch.endTouch(offScreen)
    #expect(log.events.isEmpty)

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    window.makeKeyAndVisible()
    log.clear()
    let touch = DoubleTouch.beginTouch(on: view, at: CGPoint(x: 5, y: 5))
    #expect(touch.location(in: nil) == CGPoint(x: 15, y: 25))
    DoubleTouch.moveTouch(touch, to: CGPoint(x: 70, y: -5))
    #expect(touch.location(in: view) == CGPoint(x: 70, y: -5))
    #expect(touch.location(in: nil) == CGPoint(x: 80, y: 15))
    DoubleTouch.endTouch(touch)
    #expect(log.events == ["view: touchesBegan", "view: touchesEnded"])
  }
}
