import ScrollStackUIKitDouble
import Testing

@Suite(.serialized) @MainActor struct ViewControllerContainmentTests {
  init() { DoubleClock.main.reset() }

  @Test(
    "addChild calls willMove(toParent:) and appends; removeFromParent calls didMove(toParent: nil) — UIViewController.addChild(_:), removeFromParent()"
  )
  func addAndRemove() {
    let log = CallLog()
    let parent = RecordingViewController("p", log: log)
    let first = RecordingViewController("a", log: log)
    let second = RecordingViewController("b", log: log)
    parent.addChild(first)
    parent.addChild(second)
    #expect(parent.children == [first, second])
    #expect(first.parent === parent)
    #expect(log.calls == ["a: willMove(toParent: parent)", "b: willMove(toParent: parent)"])
    log.clear()
    first.removeFromParent()
    #expect(parent.children == [second])
    #expect(first.parent == nil)
    #expect(log.calls == ["a: didMove(toParent: nil)"])
  }

  @Test("Adding a child of another controller removes it from that one first — UIViewController.addChild(_:)")
  func addingMovesFromOldParent() {
    let log = CallLog()
    let oldParent = RecordingViewController("old", log: log)
    let newParent = RecordingViewController("new", log: log)
    let child = RecordingViewController("c", log: log)
    oldParent.addChild(child)
    log.clear()
    newParent.addChild(child)
    #expect(oldParent.children.isEmpty)
    #expect(newParent.children == [child])
    #expect(child.parent === newParent)
    #expect(log.calls == ["c: didMove(toParent: nil)", "c: willMove(toParent: parent)"])
  }

  @Test("The parent is held weakly — UIViewController.parent")
  func parentIsWeak() {
    let child = UIViewController()
    do {
      let parent = UIViewController()
      parent.addChild(child)
      #expect(child.parent === parent)
    }
    #expect(child.parent == nil)
  }

  @Test("Removing children front to back keeps the order of the rest — UIViewController.children")
  func removingFrontToBack() {
    let parent = UIViewController()
    let children = (0..<5).map { _ in UIViewController() }
    for child in children { parent.addChild(child) }
    children[0].removeFromParent()
    children[1].removeFromParent()
    #expect(parent.children == Array(children[2...]))
    children[3].removeFromParent()
    #expect(parent.children == [children[2], children[4]])
  }

  @Test("navigationController is the nearest navigation ancestor — UIViewController.navigationController")
  func navigationControllerIsNearestAncestor() {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    #expect(content.navigationController === navigation)
    #expect(navigation.children == [content])
    #expect(navigation.topViewController === content)
    #expect(UIViewController().navigationController == nil)
  }
}
