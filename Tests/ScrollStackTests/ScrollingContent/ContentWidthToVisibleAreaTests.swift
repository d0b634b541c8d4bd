import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack

/// `shouldConstrainContentViewWidthToVisibleArea`: off by default (content at least as wide as
/// the visible area, wider when it says so: it scrolls sideways); on, exactly as wide as the
/// visible area, following the safe area.
@Suite @MainActor struct ContentWidthToVisibleAreaTests {
  init() {
    KeyboardStackFixture.resetDevice()
  }

  /// Content 1,000 points wide (a long line of text), 1,200 tall.
  private func wideContent() -> UIView {
    SizedView(intrinsicSize: CGSize(width: 1000, height: 1200))
  }

  /// `host` as the root of a shown 390 × 844 window, laid out.
  private func show(_ host: UIViewController, safeArea: UIEdgeInsets = .zero) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = host
    window.makeKeyAndVisible()
    ScreenTestDriver.setSafeAreaInsets(safeArea, of: window)
    ScreenTestDriver.runLayoutPass()
    return window
  }

  @Test func offByDefaultWideContentScrollsSideways() {
    let host = ScrollingContentViewController()
    host.contentView = wideContent()
    let window = show(host)

    #expect(host.shouldConstrainContentViewWidthToVisibleArea == false)
    #expect(host.scrollView.contentSize.width == 1000)
    _ = window
  }

  @Test func onTheContentIsExactlyAsWideAsTheVisibleArea() {
    let host = ScrollingContentViewController()
    host.shouldConstrainContentViewWidthToVisibleArea = true
    host.contentView = wideContent()
    let window = show(host, safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44))

    // The double's solver works in floating point: within a thousandth of a point.
    #expect(abs(host.contentView.frame.width - 302) < 0.001)
    #expect(abs(host.scrollView.contentSize.width - 302) < 0.001)
    #expect(host.scrollView.contentSize.height == 1200)
    _ = window
  }

  @Test func switchingItAfterTheContentIsShownTakesEffectInTheNextPass() {
    let host = ScrollingContentViewController()
    host.contentView = wideContent()
    let window = show(host)

    host.shouldConstrainContentViewWidthToVisibleArea = true
    ScreenTestDriver.runLayoutPass()
    #expect(host.scrollView.contentSize.width == 390)

    host.shouldConstrainContentViewWidthToVisibleArea = false
    ScreenTestDriver.runLayoutPass()
    #expect(host.scrollView.contentSize.width == 1000)
    _ = window
  }

  @Test func aNewContentViewKeepsTheSetting() {
    let host = ScrollingContentViewController()
    host.shouldConstrainContentViewWidthToVisibleArea = true
    host.contentView = wideContent()
    let window = show(host)
    let replacement = wideContent()

    host.contentView = replacement
    ScreenTestDriver.runLayoutPass()

    #expect(replacement.frame.width == 390)
    #expect(host.scrollView.contentSize.width == 390)
    _ = window
  }
}
