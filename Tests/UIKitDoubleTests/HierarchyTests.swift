import ScrollStackUIKitDouble
import Testing

@Suite @MainActor struct HierarchyTests {
  // MARK: Order

  @Test("addSubview appends, insertSubview places, re-adding moves — UIView.addSubview(_:), insertSubview(_:at:)")
  func subviewsOrder() {
    let parent = UIView()
    let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    #expect(parent.subviews == [c, a, b])
    parent.insertSubview(d, belowSubview: a)
    #expect(parent.subviews == [c, d, a, b])
    parent.insertSubview(c, aboveSubview: b)
    #expect(parent.subviews == [d, a, b, c])
    parent.addSubview(d)
    #expect(parent.subviews == [a, b, c, d])
    parent.insertSubview(a, at: 99)
    #expect(parent.subviews == [b, c, d, a])
    parent.bringSubviewToFront(b)
    parent.sendSubviewToBack(a)
    #expect(parent.subviews == [a, c, d, b])
    #expect(a.superview === parent)
  }

  @Test("Adding to another superview removes from the old one — UIView.addSubview(_:)")
  func addingMovesBetweenSuperviews() {
    let (first, second, child) = (UIView(), UIView(), UIView())
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews == [child])
    #expect(child.superview === second)
    child.removeFromSuperview()
    #expect(second.subviews.isEmpty)
    #expect(child.superview == nil)
  }

  @Test("A view cannot contain itself or an ancestor — UIView.addSubview(_:)")
  func noCycles() {
    let (parent, child) = (UIView(), UIView())
    parent.addSubview(child)
    child.addSubview(parent)
    child.addSubview(child)
    #expect(child.subviews.isEmpty)
    #expect(parent.superview == nil)
  }

  @Test("superview is weak — UIView.superview")
  func superviewIsWeak() {
    let child = UIView()
    do {
      let parent = UIView()
      parent.addSubview(child)
      #expect(child.superview === parent)
    }
    #expect(child.superview == nil)
  }

  @Test("Subviews outliving their superview read nil and can join another — UIView.superview")
  func subviewsOutlivingTheirSuperview() {
    let (first, middle, last) = (UIView(), UIView(), UIView())
    weak var freedParent: UIView?
    do {
      let parent = UIView()
      freedParent = parent
      for view in [first, middle, last] { parent.addSubview(view) }
      // A removal from the middle that no read has compacted yet.
      let leaving = UIView()
      parent.insertSubview(leaving, belowSubview: last)
      leaving.removeFromSuperview()
      #expect(middle.superview === parent)
    }
    #expect(freedParent == nil)
    #expect(first.superview == nil)
    #expect(middle.superview == nil)
    #expect(last.superview == nil)
    let other = UIView()
    other.addSubview(middle)
    other.insertSubview(last, belowSubview: middle)
    #expect(other.subviews == [last, middle])
    #expect(middle.superview === other)
    #expect(first.isDescendant(of: other) == false)
  }

  @Test("isDescendant(of:) is true for the view itself and its ancestors — UIView.isDescendant(of:)")
  func descendants() {
    let (root, middle, leaf, other) = (UIView(), UIView(), UIView(), UIView())
    root.addSubview(middle)
    middle.addSubview(leaf)
    #expect(leaf.isDescendant(of: root))
    #expect(leaf.isDescendant(of: leaf))
    #expect(!root.isDescendant(of: leaf))
    #expect(!leaf.isDescendant(of: other))
  }

  // MARK: Window

  @Test("window is the nearest UIWindow ancestor; a window is its own — UIView.window")
  func windowProperty() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (parent, child) = (UIView(), UIView())
    parent.addSubview(child)
    #expect(child.window == nil)
    window.addSubview(parent)
    #expect(child.window === window)
    #expect(window.window === window)
    parent.removeFromSuperview()
    #expect(child.window == nil)
  }

  // MARK: Callbacks

  @Test(
    "Moving into a window calls the superview and window callbacks in UIKit's order — UIView.willMove(toSuperview:), willMove(toWindow:), didMoveToWindow(), didMoveToSuperview(), didAddSubview(_:)"
  )
  func callbacksIntoWindow() {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let host = RecordingView("host", log: log)
    window.addSubview(host)
    let view = RecordingView("view", log: log)
    let child = RecordingView("child", log: log)
    view.addSubview(child)
    log.clear()
    host.addSubview(view)
    #expect(
      log.events == [
        "view: willMoveToSuperview host", "view: willMoveToWindow window", "child: willMoveToWindow window",
        "view: didMoveToWindow", "child: didMoveToWindow", "view: didMoveToSuperview", "host: didAddSubview view",
      ])
  }

  @Test("Removing from a window calls the callbacks with nil — UIView.removeFromSuperview()")
  func callbacksOutOfWindow() {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let host = RecordingView("host", log: log)
    let view = RecordingView("view", log: log)
    window.addSubview(host)
    host.addSubview(view)
    log.clear()
    view.removeFromSuperview()
    #expect(
      log.events == [
        "host: willRemoveSubview view", "view: willMoveToSuperview nil", "view: willMoveToWindow nil",
        "view: didMoveToWindow", "view: didMoveToSuperview",
      ])
  }

  @Test("A move within one window calls no window callback — UIView.willMove(toWindow:)")
  func moveWithinWindow() {
    let log = EventLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let first = RecordingView("first", log: log)
    let second = RecordingView("second", log: log)
    let view = RecordingView("view", log: log)
    window.addSubview(first)
    window.addSubview(second)
    first.addSubview(view)
    log.clear()
    second.addSubview(view)
    #expect(
      log.events == [
        "first: willRemoveSubview view", "view: willMoveToSuperview second", "view: didMoveToSuperview",
        "second: didAddSubview view",
      ])
  }
}
