import ScrollStackUIKitDouble
import Testing

@Suite(.serialized) @MainActor struct ScrollViewTests {
  init() { DoubleClock.main.reset() }

  private func makeScrollView(contentHeight: CGFloat = 1000) -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    scrollView.contentSize = CGSize(width: 100, height: contentHeight)
    return scrollView
  }

  @Test("contentOffset is bounds.origin; every change calls scrollViewDidScroll — UIScrollView.contentOffset")
  func offsetIsBoundsOrigin() {
    let scrollView = makeScrollView()
    let delegate = RecordingScrollViewDelegate()
    scrollView.delegate = delegate
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 50))
    #expect(scrollView.bounds.size == CGSize(width: 100, height: 200))
    scrollView.bounds = CGRect(x: 0, y: 70, width: 100, height: 200)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 70))
    scrollView.contentOffset = CGPoint(x: 0, y: 70)
    #expect(delegate.log.calls == ["didScroll 0,50", "didScroll 0,70"])
  }

  @Test("The delegate is held weakly — UIScrollView.delegate")
  func delegateIsWeak() {
    let scrollView = makeScrollView()
    do {
      let delegate = RecordingScrollViewDelegate()
      scrollView.delegate = delegate
      #expect(scrollView.delegate != nil)
    }
    #expect(scrollView.delegate == nil)
  }

  @Test(
    "An animated setContentOffset moves on the clock over 0.3 s and ends with scrollViewDidEndScrollingAnimation — UIScrollView.setContentOffset(_:animated:)"
  )
  func animatedOffset() {
    DoubleClock.main.reset()
    let scrollView = makeScrollView()
    let delegate = RecordingScrollViewDelegate()
    scrollView.delegate = delegate
    scrollView.setContentOffset(CGPoint(x: 0, y: 180), animated: true)
    #expect(scrollView.contentOffset == .zero)
    DoubleClock.main.advance(by: 0.15)
    #expect(scrollView.contentOffset.y > 0)
    #expect(scrollView.contentOffset.y < 180)
    #expect(delegate.nonScrollCalls.isEmpty)
    DoubleClock.main.advance(by: 0.15)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 180))
    #expect(delegate.nonScrollCalls == ["didEndScrollingAnimation"])
    #expect(delegate.log.calls.dropLast().allSatisfy { $0.hasPrefix("didScroll") })
    #expect(delegate.log.calls.dropLast().last == "didScroll 0,180")

    // Started at another time, it still lands exactly 0.3 s later (its steps are times from its
    // start, not a sum of 1/60 s steps).
    DoubleClock.main.advance(by: 0.1)
    scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
    DoubleClock.main.advance(by: 0.3)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 20))
  }

  @Test(
    "A non-animated offset set stops an animated scroll where it is; its end is never sent — UIScrollView.setContentOffset(_:animated:) (observed UIKit behaviour)"
  )
  func laterSetStopsAnimation() {
    let scrollView = makeScrollView()
    let delegate = RecordingScrollViewDelegate()
    scrollView.delegate = delegate
    scrollView.setContentOffset(CGPoint(x: 0, y: 180), animated: true)
    DoubleClock.main.advance(by: 0.1)
    scrollView.contentOffset = CGPoint(x: 0, y: 20)
    DoubleClock.main.advance(by: 1)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 20))
    #expect(delegate.nonScrollCalls.isEmpty)
  }

  @Test(
    "An animated scroll eases in and out, one scrollViewDidScroll per 1/60 s frame — UIScrollView.setContentOffset(_:animated:) (observed UIKit behaviour, curve approximated)"
  )
  func animatedScrollEasesInAndOut() {
    let scrollView = makeScrollView()
    let delegate = RecordingScrollViewDelegate()
    scrollView.delegate = delegate
    scrollView.setContentOffset(CGPoint(x: 0, y: 180), animated: true)
    DoubleClock.main.advance(by: 0.3)
    // "didScroll 0,<y>", one per frame.
    let offsets = delegate.log.calls.filter { $0.hasPrefix("didScroll") }.compactMap {
      $0.split(separator: ",").last.flatMap { Double($0) }.map { CGFloat($0) }
    }
    #expect(offsets.count == 18)
    #expect(offsets.last == 180)
    #expect(Set(offsets).count == 18)
    let moves = zip([0] + offsets, offsets).map { $1 - $0 }
    #expect(moves.allSatisfy { $0 > 0 })
    // Slow at both ends, fastest in the middle.
    #expect(moves[0] < moves[8] / 4)
    #expect(moves[17] < moves[8] / 4)
    #expect(delegate.nonScrollCalls == ["didEndScrollingAnimation"])
  }

  @Test(
    "setContentOffset(_:animated: false) stops an animated scroll even to the offset it has; no end is sent — UIScrollView.setContentOffset(_:animated:) (observed UIKit behaviour)"
  )
  func nonAnimatedSetToTheSameOffsetStopsAnimation() {
    let scrollView = makeScrollView()
    let delegate = RecordingScrollViewDelegate()
    scrollView.delegate = delegate
    scrollView.setContentOffset(CGPoint(x: 0, y: 180), animated: true)
    scrollView.setContentOffset(.zero, animated: false)
    DoubleClock.main.runUntilIdle()
    #expect(scrollView.contentOffset == .zero)
    #expect(delegate.log.calls.isEmpty)
  }

  @Test(
    "A newer animated scroll replaces the one under way: one end, at the newer target — UIScrollView.setContentOffset(_:animated:)"
  )
  func newerAnimationReplaces() {
    let scrollView = makeScrollView()
    let delegate = RecordingScrollViewDelegate()
    scrollView.delegate = delegate
    scrollView.setContentOffset(CGPoint(x: 0, y: 180), animated: true)
    DoubleClock.main.advance(by: 0.1)
    scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
    DoubleClock.main.runUntilIdle()
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
    #expect(delegate.nonScrollCalls == ["didEndScrollingAnimation"])
  }

  @Test(
    "An animated move to the current offset does nothing — UIScrollView.setContentOffset(_:animated:) (observed UIKit behaviour)"
  )
  func animatedMoveToCurrentOffset() {
    let scrollView = makeScrollView()
    let delegate = RecordingScrollViewDelegate()
    scrollView.delegate = delegate
    scrollView.setContentOffset(.zero, animated: true)
    DoubleClock.main.runUntilIdle()
    #expect(delegate.log.calls.isEmpty)
  }

  @Test(
    "scrollRectToVisible moves the least distance, within the adjusted insets, clamped to the legal offsets — UIScrollView.scrollRectToVisible(_:animated:)"
  )
  func scrollRectToVisible() {
    let scrollView = makeScrollView()
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    // Below the viewport: its bottom edge lands at the visible bottom (200 - 20).
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 170))
    // Already visible: nothing moves.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 170))
    // Above: its top lands at the visible top (offset + 10).
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 90))
    // Past the end: clamped to contentSize + bottom inset - height = 820.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 820))
    // Before the start: clamped to -top inset.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: -100, width: 10, height: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -10))
  }

  @Test(
    "adjustedContentInset is contentInset plus nothing with .never and no safe area; its change is reported — UIScrollView.adjustedContentInset, adjustedContentInsetDidChange()"
  )
  func adjustedInsetFollowsContentInset() {
    let scrollView = makeScrollView()
    let delegate = RecordingScrollViewDelegate()
    scrollView.delegate = delegate
    let insets = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    scrollView.contentInset = insets
    #expect(scrollView.adjustedContentInset == insets)
    scrollView.contentInsetAdjustmentBehavior = .never
    #expect(scrollView.adjustedContentInset == insets)
    #expect(delegate.nonScrollCalls == ["didChangeAdjustedContentInset"])
  }

  @Test(
    "A drag calls willBeginDragging, didScroll, didEndDragging, then didEndDecelerating after the deceleration — UIScrollViewDelegate"
  )
  func dragOrder() {
    let scrollView = makeScrollView()
    let delegate = RecordingScrollViewDelegate()
    scrollView.delegate = delegate
    #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    #expect(scrollView.beginDrag())
    #expect(scrollView.isTracking && scrollView.isDragging)
    scrollView.drag(to: CGPoint(x: 0, y: 30))
    scrollView.endDrag(decelerating: true, restingOffset: CGPoint(x: 0, y: 2000))
    #expect(!scrollView.isDragging && scrollView.isDecelerating)
    DoubleClock.main.advance(by: 0.3)
    #expect(!scrollView.isDecelerating)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 800))
    #expect(
      delegate.log.calls == [
        "willBeginDragging", "didScroll 0,30", "didEndDragging true", "willBeginDecelerating", "didScroll 0,800",
        "didEndDecelerating",
      ])
  }

  @Test("A drag with scrolling off does nothing — UIScrollView.isScrollEnabled")
  func dragWithScrollingOff() {
    let scrollView = makeScrollView()
    let delegate = RecordingScrollViewDelegate()
    scrollView.delegate = delegate
    scrollView.isScrollEnabled = false
    #expect(!scrollView.beginDrag())
    scrollView.drag(to: CGPoint(x: 0, y: 30))
    #expect(scrollView.contentOffset == .zero)
    #expect(delegate.log.calls.isEmpty)
  }

  @Test("A drag stops an animated scroll; its end is never sent — UIScrollView.setContentOffset(_:animated:)")
  func dragStopsAnimation() {
    let scrollView = makeScrollView()
    let delegate = RecordingScrollViewDelegate()
    scrollView.delegate = delegate
    scrollView.setContentOffset(CGPoint(x: 0, y: 180), animated: true)
    DoubleClock.main.advance(by: 0.1)
    scrollView.beginDrag()
    scrollView.endDrag(decelerating: false)
    DoubleClock.main.runUntilIdle()
    #expect(delegate.nonScrollCalls == ["willBeginDragging", "didEndDragging false"])
  }

  @Test("The layout guides are stable instances — UIScrollView.contentLayoutGuide, frameLayoutGuide")
  func layoutGuidesAreStable() {
    let scrollView = makeScrollView()
    #expect(scrollView.contentLayoutGuide === scrollView.contentLayoutGuide)
    #expect(scrollView.frameLayoutGuide === scrollView.frameLayoutGuide)
    #expect(scrollView.contentLayoutGuide !== scrollView.frameLayoutGuide)
  }

  @Test("flashScrollIndicators is counted — UIScrollView.flashScrollIndicators()")
  func flashIsCounted() {
    let scrollView = makeScrollView()
    scrollView.flashScrollIndicators()
    #expect(scrollView.flashScrollIndicatorsCount == 1)
  }
}

@Suite(.serialized) @MainActor struct ScrollViewInsetAdjustmentTests {
  init() { DoubleDevice.reset() }

  /// A window with a notch of 40 and a home indicator of 30, and side insets of 10, holding a
  /// scroll view that fills it.
  private func makeScrollView(
    contentSize: CGSize, behavior: UIScrollView.ContentInsetAdjustmentBehavior
  ) -> (UIWindow, UIScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    window.makeKeyAndVisible()
    DoubleDevice.setSafeAreaInsets(UIEdgeInsets(top: 40, left: 10, bottom: 30, right: 10), of: window)
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentInsetAdjustmentBehavior = behavior
    scrollView.contentSize = contentSize
    window.addSubview(scrollView)
    window.layoutIfNeeded()
    return (window, scrollView)
  }

  @Test(".always adds the safe area on every edge — UIScrollView.ContentInsetAdjustmentBehavior.always")
  func always() {
    let (window, scrollView) = makeScrollView(contentSize: .zero, behavior: .always)
    withExtendedLifetime(window) {
      #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 40, left: 10, bottom: 30, right: 10))
    }
  }

  @Test(".never adds none — UIScrollView.ContentInsetAdjustmentBehavior.never")
  func never() {
    let (window, scrollView) = makeScrollView(contentSize: CGSize(width: 900, height: 900), behavior: .never)
    withExtendedLifetime(window) {
      #expect(window.safeAreaInsets.top == 40)
      #expect(scrollView.adjustedContentInset == .zero)
    }
  }

  @Test(
    ".scrollableAxes adds it on the axes that scroll: taller content, or alwaysBounceVertical — UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes"
  )
  func scrollableAxes() {
    let (window, scrollView) = makeScrollView(contentSize: CGSize(width: 300, height: 2000), behavior: .scrollableAxes)
    withExtendedLifetime(window) {
      #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0))
      scrollView.contentSize = CGSize(width: 300, height: 100)
      #expect(scrollView.adjustedContentInset == .zero)
      scrollView.alwaysBounceHorizontal = true
      #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
    }
  }

  @Test(
    ".automatic adds top and bottom for the root view of a controller in a navigation controller — UIScrollView.ContentInsetAdjustmentBehavior.automatic"
  )
  func automaticInNavigation() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    window.makeKeyAndVisible()
    DoubleDevice.setSafeAreaInsets(UIEdgeInsets(top: 40, left: 10, bottom: 30, right: 10), of: window)
    let content = UIViewController()
    let scrollView = UIScrollView(frame: .zero)
    content.view = scrollView
    window.rootViewController = UINavigationController(rootViewController: content)
    window.layoutIfNeeded()
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0))
    #expect(scrollView.window === window)
    let (otherWindow, alone) = makeScrollView(contentSize: .zero, behavior: .automatic)
    withExtendedLifetime(otherWindow) {
      #expect(alone.safeAreaInsets.top == 40)
      #expect(alone.adjustedContentInset == .zero)
    }
  }

  @Test(
    "A safe area change reaches adjustedContentInsetDidChange and the delegate — UIScrollView.adjustedContentInsetDidChange()"
  )
  func safeAreaChangeIsReported() {
    let (window, scrollView) = makeScrollView(contentSize: .zero, behavior: .always)
    let delegate = RecordingScrollViewDelegate()
    scrollView.delegate = delegate
    DoubleDevice.setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), of: window)
    window.layoutIfNeeded()
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(delegate.nonScrollCalls == ["didChangeAdjustedContentInset"])
  }

  @Test("A drag with keyboardDismissMode .onDrag resigns the first responder — UIScrollView.keyboardDismissMode")
  func onDragResigns() {
    let (window, scrollView) = makeScrollView(contentSize: CGSize(width: 300, height: 2000), behavior: .never)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    scrollView.addSubview(field)
    field.becomeFirstResponder()
    scrollView.beginDrag()
    scrollView.endDrag(decelerating: false)
    #expect(field.isFirstResponder)
    scrollView.keyboardDismissMode = .onDrag
    scrollView.beginDrag()
    #expect(!field.isFirstResponder)
    #expect(window.isKeyWindow)
  }
}
