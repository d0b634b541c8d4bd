import ScrollStackUIKitDouble
import Testing

/// The double's whole taps (touches and recognizers together), interactions, focus and the
/// accessibility values the library's rows rely on.
@Suite @MainActor struct TouchDeliveryAndInteractionTests {
  @Test(
    "A recognized tap cancels the view's touch; without cancelsTouchesInView it ends — UIGestureRecognizer.cancelsTouchesInView"
  )
  func recognizedTapCancelsTheTouch() {
    let (parent, child) = (UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), TouchLoggingView())
    child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    parent.addSubview(child)
    let target = TapTarget()
    let recognizer = UITapGestureRecognizer(target: target, action: TapTarget.action)
    parent.addGestureRecognizer(recognizer)
    let window = shownWindow(holding: parent)
    #expect(recognizer.cancelsTouchesInView)

    #expect(DoubleTouch.tapWithTouches(child) == [recognizer])
    recognizer.cancelsTouchesInView = false
    #expect(DoubleTouch.tapWithTouches(child) == [recognizer])

    #expect(child.events == ["began", "cancelled", "began", "ended"])
    #expect(target.received.count == 2)
    #expect(window.isKeyWindow)
  }

  @Test(
    "A recognizer whose delegate refuses the touch neither recognizes nor cancels it — UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:)"
  )
  func refusedTouchIsLeftToTheView() {
    let view = TouchLoggingView()
    view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    let recognizer = UITapGestureRecognizer(target: nil, action: nil)
    let delegate = SwitchableDelegate()
    delegate.shouldReceive = false
    recognizer.delegate = delegate
    view.addGestureRecognizer(recognizer)
    let window = shownWindow(holding: view)

    #expect(DoubleTouch.tapWithTouches(view).isEmpty)

    #expect(delegate.asked == ["shouldReceive"])
    #expect(view.events == ["began", "ended"])
    #expect(window.isKeyWindow)
  }

  @Test("An unreachable view gets neither touches nor taps — UIView.hitTest(_:with:)")
  func unreachable() {
    let view = TouchLoggingView()
    view.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
    #expect(DoubleTouch.tapWithTouches(view).isEmpty)
    #expect(view.events.isEmpty)
  }

  @Test("Interactions attach to one view and hear their moves — UIView.addInteraction(_:), UIInteraction")
  func interactions() {
    let (first, second) = (UIView(), UIView())
    let pointer = UIPointerInteraction(delegate: nil)
    #expect(pointer.view == nil)
    #expect(pointer.isEnabled)
    #expect(pointer.delegate == nil)

    first.addInteraction(pointer)
    first.addInteraction(pointer)
    #expect(first.interactions.count == 1)
    #expect(pointer.view === first)
    second.addInteraction(pointer)
    #expect(first.interactions.isEmpty)
    #expect(pointer.view === second)
    second.removeInteraction(pointer)
    #expect(second.interactions.isEmpty)
    #expect(pointer.view == nil)
  }

  @Test(
    "A select press goes to the view and up the responder chain by default — UIResponder.pressesBegan(_:with:), pressesEnded(_:with:)"
  )
  func pressesGoUpTheChain() {
    let parent = PressLoggingParent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    parent.addSubview(child)
    DoubleTouch.pressSelect(on: child)
    #expect(parent.presses.isEmpty)
    let window = shownWindow(holding: parent)

    DoubleTouch.pressSelect(on: child)

    #expect(parent.presses == ["began select", "ended select"])
    #expect(window.isKeyWindow)
  }

  @Test("A plain view cannot become focused — UIView.canBecomeFocused")
  func focus() {
    #expect(UIView().canBecomeFocused == false)
    #expect(UIButton(frame: .zero).canBecomeFocused == false)
  }

  @Test(
    "Standard controls and labels are accessibility elements, plain views not — NSObject.isAccessibilityElement"
  )
  func standardElements() {
    #expect(UIView().isAccessibilityElement == false)
    #expect(UILabel().isAccessibilityElement)
    #expect(UIButton(frame: .zero).isAccessibilityElement)
    #expect(UITextView().isAccessibilityElement)
    #expect(UIScrollView().isAccessibilityElement == false)
  }

  @Test(
    "Custom actions and the container type are stored; an action runs its handler — UIAccessibilityCustomAction(name:actionHandler:), NSObject.accessibilityContainerType"
  )
  func customActions() {
    let view = UIView()
    #expect(view.accessibilityCustomActions == nil)
    #expect(view.accessibilityContainerType == .none)
    var ran = 0
    let action = UIAccessibilityCustomAction(name: "Delete") { _ in
      ran += 1
      return true
    }
    view.accessibilityCustomActions = [action]
    view.accessibilityContainerType = .semanticGroup

    #expect(view.accessibilityCustomActions?.map(\.name) == ["Delete"])
    #expect(view.accessibilityContainerType == .semanticGroup)
    #expect(action.actionHandler?(action) == true)
    #expect(ran == 1)
  }

  /// A shown key window with `view` in it.
  private func shownWindow(holding view: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(view)
    window.makeKeyAndVisible()
    return window
  }
}

/// A view that notes the touch calls it hears.
@MainActor private final class TouchLoggingView: UIView {
  var events: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("began") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("cancelled") }
}

/// A view that notes the presses that reach it.
@MainActor private final class PressLoggingParent: UIView {
  var presses: [String] = []
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    self.presses += presses.map { "began \($0.type == .select ? "select" : "other")" }
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    self.presses += presses.map { "ended \($0.type == .select ? "select" : "other")" }
  }
}
