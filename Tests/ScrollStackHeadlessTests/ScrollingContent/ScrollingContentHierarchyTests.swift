import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

@Suite @MainActor struct ScrollingContentHierarchyTests {
  func tallContent() -> Headless.View {
    Headless.View(intrinsicSize: CGSize(width: Headless.View.noIntrinsicMetric, height: 1200))
  }

  @Test func windowAsContentIsRefusedAndLeftAlone() {
    let window = Headless.Window()
    let host = Headless.ScrollingContentViewController()
    var kinds: [StackDiagnostic.Kind] = []
    host.manager.onDiagnostic = { kinds.append($0.kind) }
    let content = tallContent()
    host.contentView = content
    window.rootViewController = host

    host.contentView = window

    #expect(kinds == [.invalidHierarchy])
    #expect(host.contentView === content)
    #expect(content.superview === host.scrollView)
    host.manager.layoutContent()
    #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.superview == nil)
  }

  @Test func containerOfTheHostViewIsRefusedAndKeepsItsPlace() {
    let outer = Headless.View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = Headless.View(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    outer.addSubview(container)
    let host = Headless.ScrollingContentViewController()
    host.view.frame = container.bounds
    container.addSubview(host.view)
    var kinds: [StackDiagnostic.Kind] = []
    host.manager.onDiagnostic = { kinds.append($0.kind) }

    host.contentView = container

    #expect(kinds == [.invalidHierarchy])
    #expect(host.contentView == nil)
    #expect(container.superview === outer)
    #expect(host.scrollView.superview == nil)
    host.manager.layoutContent()
    #expect(container.frame == CGRect(x: 0, y: 100, width: 390, height: 600))
  }

  @Test func scrollViewOrTheRootAroundItAsContentIsRefused() {
    let host = Headless.ScrollingContentViewController()
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let content = tallContent()
    host.contentView = content
    var kinds: [StackDiagnostic.Kind] = []
    host.manager.onDiagnostic = { kinds.append($0.kind) }

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
    let scheduler = ManualScheduler()
    let window = Headless.Window(safeAreaInsets: StackEdgeInsets(bottom: 34), keyboardScheduler: scheduler)
    let host = Headless.ScrollingContentViewController()
    let content = Headless.View(intrinsicSize: CGSize(width: Headless.View.noIntrinsicMetric, height: 1200))
    let field = Headless.TextField(placeholder: "name")
    field.frame = CGRect(x: 16, y: 1000, width: 200, height: 44)
    content.addSubview(field)
    host.view = content
    window.rootViewController = host

    host.contentView = content

    let root = host.view
    #expect(root !== content)
    #expect(root.superview === window)
    #expect(window.subviews.count == 1)
    #expect(root.frame == window.bounds)
    #expect(content.window === window)
    #expect(host.keyboardAvoidanceIsActive)
    #expect(field.becomeFirstResponder())
    scheduler.advance(by: 0.1)
    // 291 points of keyboard less the 34-point home indicator.
    #expect(host.additionalSafeAreaInsets.bottom == 257)
  }
}

extension Headless.ScrollingContentViewController {
  fileprivate var keyboardAvoidanceIsActive: Bool { manager.keyboardAvoidance != nil }
}
