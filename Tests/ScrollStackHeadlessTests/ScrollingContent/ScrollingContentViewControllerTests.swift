import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

@Suite @MainActor struct ScrollingContentViewControllerTests {
  func tallContent(height: CGFloat = 1200) -> Headless.View {
    Headless.View(intrinsicSize: CGSize(width: Headless.View.noIntrinsicMetric, height: height))
  }

  @Test func contentWithoutSuperviewMakesTheScrollViewFillTheRoot() {
    let host = Headless.ScrollingContentViewController()
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let root = host.view
    let content = tallContent()
    host.contentView = content
    #expect(host.scrollView.superview === root)
    #expect(host.scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(content.superview === host.scrollView)
    #expect(host.scrollView.contentSize == CGSize(width: 390, height: 1200))
  }

  @Test func contentInsideASuperviewIsReplacedByTheScrollViewInPlace() {
    let host = Headless.ScrollingContentViewController()
    let container = host.view
    let before = Headless.View()
    let content = tallContent()
    content.frame = CGRect(x: 10, y: 20, width: 100, height: 200)
    let after = Headless.View()
    [before, content, after].forEach(container.addSubview)
    host.contentView = content
    #expect(
      container.subviews.map { ObjectIdentifier($0) } == [before, host.scrollView, after].map { ObjectIdentifier($0) })
    #expect(host.scrollView.frame == CGRect(x: 10, y: 20, width: 100, height: 200))
    #expect(content.superview === host.scrollView)
  }

  @Test func rootViewAsContentGetsANewRootWithSystemBackground() {
    let host = Headless.ScrollingContentViewController()
    let content = tallContent()
    host.view = content
    content.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    host.contentView = content
    #expect(host.view !== content)
    #expect(host.view.backgroundColor == Headless.ScrollingContentViewManager.systemBackground)
    #expect(host.scrollView.superview === host.view)
    #expect(host.scrollView.frame.size == CGSize(width: 320, height: 480))
    #expect(content.superview === host.scrollView)
  }

  @Test func reassignmentReplacesOnlyTheContent() {
    let host = Headless.ScrollingContentViewController()
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let first = tallContent()
    let second = tallContent(height: 2000)
    host.contentView = first
    let scrollView = host.scrollView
    host.contentView = second
    #expect(host.scrollView === scrollView)
    #expect(scrollView.superview === host.view)
    #expect(first.superview == nil)
    #expect(scrollView.subviews.count == 1 && scrollView.subviews[0] === second)
    #expect(scrollView.contentSize.height == 2000)
  }

  @Test func undefinedContentSizeIsReported() {
    let host = Headless.ScrollingContentViewController()
    var kinds: [StackDiagnostic.Kind] = []
    host.manager.onDiagnostic = { kinds.append($0.kind) }
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    host.contentView = Headless.View()
    #expect(kinds == [.undefinedContentSize])
    #expect(host.scrollView.contentSize == CGSize(width: 390, height: 844))
  }

  @Test func shortContentIsStretchedToTheVisibleAreaUnlessItHugs() {
    let host = Headless.ScrollingContentViewController()
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let content = Headless.View(intrinsicSize: CGSize(width: 200, height: 300))
    host.contentView = content
    #expect(content.frame.size == CGSize(width: 390, height: 844))
    content.hugsContentHeight = true
    host.manager.layoutContent()
    #expect(content.frame.size == CGSize(width: 390, height: 300))
  }

  @Test func focusedFieldScrollsAboveTheKeyboardAndInsetsComeBack() throws {
    let scheduler = ManualScheduler()
    let window = Headless.Window(keyboardScheduler: scheduler)
    let host = Headless.ScrollingContentViewController()
    let form = tallContent(height: 1000)
    let field = Headless.TextField(placeholder: "Email")
    field.frame = CGRect(x: 20, y: 700, width: 300, height: 44)
    form.addSubview(field)
    host.contentView = form
    host.scrollView.visibilityScrollMargin = 10
    window.rootViewController = host
    field.becomeFirstResponder()
    scheduler.advance(by: 0.1)
    #expect(host.additionalSafeAreaInsets.bottom == 291)
    // The field's bottom plus the margin sits on the keyboard's top edge.
    #expect(host.scrollView.contentOffset.y == CGFloat(744 + 10 - (844 - 291)))
    field.resignFirstResponder()
    scheduler.advance(by: 0.1)
    #expect(host.additionalSafeAreaInsets == .zero)
  }

  @Test func resizingForTheKeyboardShrinksShortContent() {
    let scheduler = ManualScheduler()
    let window = Headless.Window(keyboardScheduler: scheduler)
    let host = Headless.ScrollingContentViewController()
    let content = Headless.View(intrinsicSize: CGSize(width: 390, height: 300))
    host.contentView = content
    host.shouldResizeContentViewForKeyboard = true
    window.rootViewController = host
    #expect(content.frame.height == 844)
    window.showKeyboard()
    scheduler.advance(by: 0.1)
    #expect(content.frame.height == CGFloat(844 - 291))
    host.shouldResizeContentViewForKeyboard = false
    #expect(content.frame.height == 844)
  }

  @Test func dismissModeTurnsBounceOnWhileTheKeyboardIsUp() {
    let scheduler = ManualScheduler()
    let window = Headless.Window(keyboardScheduler: scheduler)
    let host = Headless.ScrollingContentViewController()
    host.contentView = tallContent()
    host.scrollView.keyboardDismissMode = .interactive
    window.rootViewController = host
    #expect(host.scrollView.alwaysBounceVertical == false)
    window.showKeyboard()
    scheduler.advance(by: 0.1)
    #expect(host.scrollView.alwaysBounceVertical == true)
    window.hideKeyboard()
    scheduler.advance(by: 0.1)
    #expect(host.scrollView.alwaysBounceVertical == false)
  }

  @Test func scrollRequestForAViewOutsideTheContentIsReported() {
    let host = Headless.ScrollingContentViewController()
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    host.contentView = tallContent()
    var kinds: [StackDiagnostic.Kind] = []
    host.scrollView.onScrollDiagnostic = { kinds.append($0.kind) }
    host.scrollView.scrollViewToVisible(Headless.View(), animated: false)
    #expect(kinds == [.targetOutsideContent])
    #expect(host.scrollView.contentOffset == .zero)
  }
}
