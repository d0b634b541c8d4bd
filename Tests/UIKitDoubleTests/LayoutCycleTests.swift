import ScrollStackUIKitDouble
import Testing

@Suite @MainActor struct LayoutCycleTests {
  /// A window holding `parent`, holding `child`, laid out once and the log cleared.
  private func settledTree(_ log: EventLog) -> (UIWindow, RecordingView, RecordingView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = RecordingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = RecordingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(parent)
    parent.addSubview(child)
    window.layoutIfNeeded()
    log.clear()
    return (window, parent, child)
  }

  @Test("layoutIfNeeded lays out at once, once — UIView.layoutIfNeeded()")
  func layoutIfNeededOnce() {
    let log = EventLog()
    let (_, parent, _) = settledTree(log)
    parent.setNeedsLayout()
    parent.setNeedsLayout()
    #expect(log.events.isEmpty)
    parent.layoutIfNeeded()
    #expect(log.events == ["parent: layoutSubviews"])
    parent.layoutIfNeeded()
    #expect(log.events == ["parent: layoutSubviews"])
  }

  @Test("A pass runs parents before children — UIView.layoutSubviews()")
  func topDown() {
    let log = EventLog()
    let (window, parent, child) = settledTree(log)
    child.setNeedsLayout()
    parent.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(log.events == ["parent: layoutSubviews", "child: layoutSubviews"])
  }

  @Test("layoutIfNeeded starts from the topmost ancestor that needs layout — UIView.layoutIfNeeded()")
  func fromTopmostMarkedAncestor() {
    let log = EventLog()
    let (_, parent, child) = settledTree(log)
    parent.setNeedsLayout()
    child.setNeedsLayout()
    child.layoutIfNeeded()
    #expect(log.events == ["parent: layoutSubviews", "child: layoutSubviews"])
  }

  @Test("A subview resized in its parent's layoutSubviews is laid out in the same pass — UIView.layoutSubviews()")
  func resizedInPass() {
    let log = EventLog()
    let (window, parent, child) = settledTree(log)
    parent.onLayout = { child.frame.size.width += 1 }
    parent.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(log.events == ["parent: layoutSubviews", "child: layoutSubviews"])
  }

  @Test("A new frame or bounds size marks the view; a move does not — UIView.setNeedsLayout()")
  func sizeChangeMarks() {
    let log = EventLog()
    let (window, _, child) = settledTree(log)
    child.frame.origin = CGPoint(x: 5, y: 5)
    window.layoutIfNeeded()
    #expect(log.events.isEmpty)
    child.frame.size = CGSize(width: 20, height: 20)
    window.layoutIfNeeded()
    #expect(log.events == ["child: layoutSubviews"])
    log.clear()
    child.bounds.size = CGSize(width: 30, height: 30)
    window.layoutIfNeeded()
    #expect(log.events == ["child: layoutSubviews"])
  }

  @Test("The end of a run-loop turn lays out every window — UIView.setNeedsLayout()")
  func pendingPasses() {
    let log = EventLog()
    // The windows are held, as UIKit's application holds its windows.
    let (window, _, child) = settledTree(log)
    let (otherWindow, otherParent, _) = settledTree(log)
    child.setNeedsLayout()
    otherParent.setNeedsLayout()
    #expect(log.events.isEmpty)
    DoubleLayout.runPendingPasses()
    #expect(log.events.sorted() == ["child: layoutSubviews", "parent: layoutSubviews"])
    #expect(
      DoubleLayout.allWindows.contains { $0 === window } && DoubleLayout.allWindows.contains { $0 === otherWindow })
  }

  @Test("A view outside any window is laid out only by layoutIfNeeded — UIView.layoutIfNeeded()")
  func outsideWindow() {
    let log = EventLog()
    let view = RecordingView("view", log: log)
    DoubleLayout.runPendingPasses()
    #expect(log.events.isEmpty)
    view.layoutIfNeeded()
    #expect(log.events == ["view: layoutSubviews"])
  }
}
