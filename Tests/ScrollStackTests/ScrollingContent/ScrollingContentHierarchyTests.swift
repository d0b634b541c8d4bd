import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct ScrollingContentHierarchyTests {
  func tallContent() -> UIView {
    SizedView(intrinsicSize: CGSize(width: UIView.noIntrinsicMetric, height: 1200))
  }

  init() {
    ScreenTestDriver.reset()
  }

  @Test func windowAsContentIsRefusedAndLeftAlone() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host = ScrollingContentViewController()
    var kinds: [StackDiagnostic.Kind] = []
    host.scrollingContentViewManager.onDiagnostic = { kinds.append($0.kind) }
    let content = tallContent()
    host.contentView = content
    window.rootViewController = host
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()

    host.contentView = window

    #expect(kinds == [.invalidHierarchy])
    #expect(host.contentView === content)
    #expect(content.superview === host.scrollView)
    host.view.layoutIfNeeded()
    #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.superview == nil)
  }

  @Test func containerOfTheHostViewIsRefusedAndKeepsItsPlace() {
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    outer.addSubview(container)
    let host = ScrollingContentViewController()
    host.view.frame = container.bounds
    container.addSubview(host.view)
    var kinds: [StackDiagnostic.Kind] = []
    host.scrollingContentViewManager.onDiagnostic = { kinds.append($0.kind) }

    host.contentView = container

    #expect(kinds == [.invalidHierarchy])
    #expect(host.contentView == nil)
    #expect(container.superview === outer)
    #expect(host.scrollView.superview == nil)
    host.view.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 0, y: 100, width: 390, height: 600))
  }

  @Test func scrollViewOrTheRootAroundItAsContentIsRefused() {
    let host = ScrollingContentViewController()
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let content = tallContent()
    host.contentView = content
    var kinds: [StackDiagnostic.Kind] = []
    host.scrollingContentViewManager.onDiagnostic = { kinds.append($0.kind) }

    host.contentView = host.scrollView
    host.contentView = host.view

    #expect(kinds == [.invalidHierarchy, .invalidHierarchy])
    #expect(host.contentView === content)
    #expect(host.scrollView.superview === host.view)
    #expect(host.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }
}

@Suite @MainActor struct ScrollingContentRootInWindowTests {
  @Test func rootViewMadeContentInAWindowGetsANewRootInThatWindow() throws {
    KeyboardStackFixture.resetDevice()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    ScreenTestDriver.setSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0), of: window)
    let host = ScrollingContentViewController()
    let content = SizedView(intrinsicSize: CGSize(width: UIView.noIntrinsicMetric, height: 1200))
    let field = UITextField(frame: CGRect(x: 16, y: 1000, width: 200, height: 44))
    field.placeholder = "name"
    content.addSubview(field)
    host.view = content
    window.rootViewController = host
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()

    host.contentView = content
    ScreenTestDriver.runLayoutPass()

    let root: UIView = host.view
    #expect(root !== content)
    #expect(root.superview === window)
    #expect(window.subviews.count == 1)
    #expect(root.frame == window.bounds)
    #expect(content.window === window)
    // The keyboard avoidance follows the new root: a focused field raises the insets.
    #expect(field.becomeFirstResponder())
    ScreenTestDriver.advanceTime(by: 0.1)
    // 291 points of keyboard less the 34-point home indicator.
    #expect(host.additionalSafeAreaInsets.bottom == 257)
  }
}
