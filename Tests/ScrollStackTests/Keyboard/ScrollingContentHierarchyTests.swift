import Foundation
import Testing

@testable import ScrollStack

@Suite @MainActor struct ScrollingContentHierarchyTests {
  func tallContent() -> Headless.View {
    Headless.View(intrinsicSize: CGSize(width: Headless.View.noIntrinsicMetric, height: 1200))
  }

  @Test func ruleRefusesTheScrollViewAndAncestorsOfTheHostButNotTheRootItself() {
    #expect(ScrollingContentPlacement.refusalReason(containsScrollView: false, containsHostRootView: false) == nil)
    #expect(ScrollingContentPlacement.refusalReason(containsScrollView: true, containsHostRootView: false) != nil)
    #expect(ScrollingContentPlacement.refusalReason(containsScrollView: false, containsHostRootView: true) != nil)
    #expect(ScrollingContentPlacement.diagnostic(reason: "r").kind == .invalidHierarchy)
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
