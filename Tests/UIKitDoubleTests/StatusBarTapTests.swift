import ScrollStackUIKitDouble
import Testing

@Suite @MainActor struct StatusBarTapTests {
  private func scrolledView(in window: UIWindow) -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    scrollView.contentOffset = CGPoint(x: 0, y: 700)
    window.addSubview(scrollView)
    return scrollView
  }

  @Test(
    "The status-bar tap scrolls the one scroll view with scrollsToTop to its top, animated — UIScrollView.scrollsToTop"
  )
  func theOneCandidateScrollsToTheTop() {
    DoubleDevice.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let scrollView = scrolledView(in: window)
    #expect(scrollView.scrollsToTop)

    #expect(DoubleDevice.tapStatusBar(in: window) === scrollView)
    #expect(scrollView.contentOffset.y == 700)
    DoubleClock.main.advance(by: 0.3)
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test(
    "With several scroll views with scrollsToTop on screen, or none, the status-bar tap scrolls nothing — UIScrollView.scrollsToTop"
  )
  func severalCandidatesOrNoneScrollNothing() {
    DoubleDevice.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let first = scrolledView(in: window)
    let nested = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    first.addSubview(nested)
    #expect(DoubleDevice.scrollsToTopCandidates(in: window) == [first, nested])
    #expect(DoubleDevice.tapStatusBar(in: window) == nil)
    DoubleClock.main.advance(by: 0.3)
    #expect(first.contentOffset.y == 700)

    // A hidden scroll view is not on screen; one with scrollsToTop off does not count.
    nested.isHidden = true
    #expect(DoubleDevice.scrollsToTopCandidates(in: window) == [first])
    nested.isHidden = false
    nested.scrollsToTop = false
    #expect(DoubleDevice.tapStatusBar(in: window) === first)
    first.scrollsToTop = false
    #expect(DoubleDevice.tapStatusBar(in: window) == nil)
  }
}
