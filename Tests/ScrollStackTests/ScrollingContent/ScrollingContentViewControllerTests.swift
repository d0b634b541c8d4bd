import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

@Suite @MainActor struct ScrollingContentViewControllerTests {
  func tallContent(height: CGFloat = 1200) -> UIView {
    SizedView(intrinsicSize: CGSize(width: UIView.noIntrinsicMetric, height: height))
  }

  /// A shown iPhone-sized window (390 × 844, no safe area) whose root is `host`, laid out.
  func shownWindow(root host: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = host
    window.makeKeyAndVisible()
    ScreenTestDriver.runLayoutPass()
    return window
  }

  init() {
    KeyboardStackFixture.resetDevice()
  }

  @Test func contentWithoutSuperviewMakesTheScrollViewFillTheRoot() {
    let host = ScrollingContentViewController()
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let root: UIView = host.view
    let content = tallContent()
    host.contentView = content
    host.view.layoutIfNeeded()
    #expect(host.scrollView.superview === root)
    #expect(host.scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(content.superview === host.scrollView)
    #expect(host.scrollView.contentSize == CGSize(width: 390, height: 1200))
  }

  @Test func contentInsideASuperviewIsReplacedByTheScrollViewInPlace() {
    let host = ScrollingContentViewController()
    let container: UIView = host.view
    let before = UIView()
    let content = tallContent()
    content.frame = CGRect(x: 10, y: 20, width: 100, height: 200)
    let after = UIView()
    [before, content, after].forEach(container.addSubview)
    host.contentView = content
    container.layoutIfNeeded()
    #expect(
      container.subviews.map { ObjectIdentifier($0) } == [before, host.scrollView, after].map { ObjectIdentifier($0) })
    #expect(host.scrollView.frame == CGRect(x: 10, y: 20, width: 100, height: 200))
    #expect(content.superview === host.scrollView)
  }

  @Test func rootViewAsContentGetsANewRootWithSystemBackground() {
    let host = ScrollingContentViewController()
    let content = tallContent()
    host.view = content
    content.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    host.contentView = content
    host.view.layoutIfNeeded()
    #expect(host.view !== content)
    #expect(host.view.backgroundColor == UIColor.systemBackground)
    #expect(host.scrollView.superview === host.view)
    #expect(host.scrollView.frame.size == CGSize(width: 320, height: 480))
    #expect(content.superview === host.scrollView)
  }

  @Test func reassignmentReplacesOnlyTheContent() {
    let host = ScrollingContentViewController()
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let first = tallContent()
    let second = tallContent(height: 2000)
    host.contentView = first
    let scrollView = host.scrollView
    host.contentView = second
    host.view.layoutIfNeeded()
    #expect(host.scrollView === scrollView)
    #expect(scrollView.superview === host.view)
    #expect(first.superview == nil)
    #expect(scrollView.subviews.count == 1 && scrollView.subviews[0] === second)
    #expect(scrollView.contentSize.height == 2000)
  }

  @Test func undefinedContentSizeIsReported() {
    let host = ScrollingContentViewController()
    var kinds: [StackDiagnostic.Kind] = []
    host.scrollingContentViewManager.onDiagnostic = { kinds.append($0.kind) }
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    host.contentView = UIView()
    host.view.layoutIfNeeded()
    #expect(kinds == [.undefinedContentSize])
    #expect(host.scrollView.contentSize == CGSize(width: 390, height: 844))
  }

  @Test func shortContentIsStretchedToTheVisibleAreaUnlessItHugs() {
    let host = ScrollingContentViewController()
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let content = SizedView(intrinsicSize: CGSize(width: 200, height: 300))
    host.contentView = content
    host.view.layoutIfNeeded()
    #expect(content.frame.size == CGSize(width: 390, height: 844))
    // Hugging above the stretch's priority (UIKit: `setContentHuggingPriority`).
    content.setContentHuggingPriority(.defaultHigh, for: .vertical)
    host.view.layoutIfNeeded()
    #expect(content.frame.size == CGSize(width: 390, height: 300))
  }

  @Test func focusedFieldScrollsAboveTheKeyboardAndInsetsComeBack() throws {
    // Reset in the body, before the host listens to the keyboard: other tests may run between
    // the suite's `init()` and this body.
    KeyboardStackFixture.resetDevice()
    let host = ScrollingContentViewController()
    let form = tallContent(height: 1000)
    let field = UITextField(frame: CGRect(x: 20, y: 700, width: 300, height: 44))
    field.placeholder = "Email"
    form.addSubview(field)
    host.contentView = form
    host.scrollView.visibilityScrollMargin = 10
    // Kept: UIKit does not retain a window for the app (a dropped window takes the host out).
    let window = shownWindow(root: host)
    field.becomeFirstResponder()
    ScreenTestDriver.advanceTime(by: 0.1)
    #expect(host.additionalSafeAreaInsets.bottom == 291)
    // The scroll is `setContentOffset(_:animated: true)`: it lands when its animation ends.
    ScreenTestDriver.finishAnimations()
    // The field's bottom plus the margin sits on the keyboard's top edge.
    #expect(host.scrollView.contentOffset.y == CGFloat(744 + 10 - (844 - 291)))
    field.resignFirstResponder()
    ScreenTestDriver.advanceTime(by: 0.1)
    #expect(host.additionalSafeAreaInsets == .zero)
    #expect(host.viewIfLoaded?.window === window)
  }

  @Test func resizingForTheKeyboardShrinksShortContent() {
    // Reset in the body, before the host listens to the keyboard: other tests may run between
    // the suite's `init()` and this body.
    KeyboardStackFixture.resetDevice()
    let host = ScrollingContentViewController()
    let content = SizedView(intrinsicSize: CGSize(width: 390, height: 300))
    host.contentView = content
    host.shouldResizeContentViewForKeyboard = true
    // Kept: UIKit does not retain a window for the app (a dropped window takes the host out).
    let window = shownWindow(root: host)
    #expect(content.frame.height == 844)
    ScreenTestDriver.showKeyboard()
    ScreenTestDriver.advanceTime(by: 0.1)
    #expect(content.frame.height == CGFloat(844 - 291))
    host.shouldResizeContentViewForKeyboard = false
    host.view.layoutIfNeeded()
    #expect(content.frame.height == 844)
    #expect(host.viewIfLoaded?.window === window)
  }

  @Test func dismissModeTurnsBounceOnWhileTheKeyboardIsUp() {
    // Reset in the body, before the host listens to the keyboard: other tests may run between
    // the suite's `init()` and this body.
    KeyboardStackFixture.resetDevice()
    let host = ScrollingContentViewController()
    host.contentView = tallContent()
    host.scrollView.keyboardDismissMode = .interactive
    // Kept: UIKit does not retain a window for the app (a dropped window takes the host out).
    let window = shownWindow(root: host)
    #expect(host.scrollView.alwaysBounceVertical == false)
    ScreenTestDriver.showKeyboard()
    ScreenTestDriver.advanceTime(by: 0.1)
    #expect(host.scrollView.alwaysBounceVertical == true)
    ScreenTestDriver.hideKeyboard()
    ScreenTestDriver.advanceTime(by: 0.1)
    #expect(host.scrollView.alwaysBounceVertical == false)
    #expect(host.viewIfLoaded?.window === window)
  }

  @Test func scrollRequestForAViewOutsideTheContentIsReported() {
    let host = ScrollingContentViewController()
    host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    host.contentView = tallContent()
    host.view.layoutIfNeeded()
    var kinds: [StackDiagnostic.Kind] = []
    host.scrollView.requests.onDiagnostic = { kinds.append($0.kind) }
    host.scrollView.scrollViewToVisible(UIView(), animated: false)
    #expect(kinds == [.targetOutsideContent])
    #expect(host.scrollView.contentOffset == .zero)
  }
}
