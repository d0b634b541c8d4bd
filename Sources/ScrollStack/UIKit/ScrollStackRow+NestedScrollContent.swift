@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackRow + NestedScrollContent

// A row whose content is a scroll view with scrolling turned off and no intrinsic length (a
// table or collection view showing all its cells) is as long as that scroll view's content: its
// `contentSize` along the axis plus its content insets (`ContentLengthRule`), placed by frame.
// (A text view with scrolling off, or a stack sized to its content, has an intrinsic length and
// follows it through Auto Layout, ScrollStackRow+FollowingContent.swift.) Once the row has been
// on screen it follows that content: the row observes the scroll view's `contentSize`
// (key-value observing, as UIKit sets it when the table loads, inserts or lays out cells) and
// asks its stack to measure it again when the length changes. A scroll view that scrolls keeps
// the length the row's sizing gives it and scrolls inside it.
extension ScrollStackRow {
  /// The content, when it is a scroll view whose content sets the row's length along `axis`:
  /// scrolling off, and no intrinsic length of its own (a text view with scrolling off, a stack
  /// sized to its content, tell theirs and follow it through Auto Layout).
  func nonScrollingContent(along axis: StackAxis) -> UIScrollView? {
    guard let scrollView = contentScrollView, !scrollView.isScrollEnabled,
      scrollView.intrinsicContentSize.length(along: axis) < 0
    else { return nil }
    return scrollView
  }

  /// Starts observing the content's `contentSize`, if the content is a scroll view and the row
  /// does not observe it yet (whether it scrolls is read at each change). O(1).
  func followNestedScrollContent() {
    guard contentSizeObservation == nil, let scrollView = contentScrollView else {
      return
    }
    contentSizeObservation = scrollView.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
      // UIKit sets `contentSize` on the main thread; the SDK declares the handler nonisolated.
      _ = MainThreadCallback.run { self?.nestedContentSizeDidChange() }
    }
  }

  /// Stops observing the content's `contentSize` (the content left the row, the row asks for a
  /// fixed size).
  func stopFollowingNestedScrollContent() {
    // Most rows observe nothing: nothing to write then (every row unmounted asks).
    guard let observation = contentSizeObservation else { return }
    observation.invalidate()
    contentSizeObservation = nil
  }

  /// The length of the non-scrolling content `scrollView` at `crossLength`: the scroll view is
  /// given that cross length and laid out (a table tiles its cells and sets its `contentSize`
  /// there), then its content's length and insets along `axis` are read.
  func nestedScrollContentLength(of scrollView: UIScrollView, axis: StackAxis, crossLength: CGFloat) -> CGFloat {
    if scrollView.frame.size.length(along: axis.cross) != crossLength {
      let length = scrollView.frame.size.length(along: axis)
      scrollView.frame.size = CGSize(along: axis, length: length, cross: crossLength)
    }
    scrollView.layoutIfNeeded()
    return ContentLengthRule.nestedScrollContentLength(
      contentSize: scrollView.contentSize, contentInset: StackEdgeInsets(scrollView.contentInset), along: axis)
  }

  // MARK: Private

  /// Asks the stack to measure the row again when its non-scrolling content's length differs
  /// from the measured one: in the stack's next layout pass, or now, animated, inside an
  /// animation block.
  private func nestedContentSizeDidChange() {
    guard let stack, rowState.isDisplayed else { return }
    let axis = stack.engine.axis
    guard let scrollView = nonScrollingContent(along: axis), scrollView.superview === self else { return }
    let length = ContentLengthRule.nestedScrollContentLength(
      contentSize: scrollView.contentSize, contentInset: StackEdgeInsets(scrollView.contentInset), along: axis)
    guard
      ContentLengthRule.differs(
        length, fromMeasured: rowState.measuredLength, displayScale: traitCollection.displayScale)
    else { return }
    measuredLength = nil
    stack.engine.rowContentMayHaveResized(self, animated: UIView.inheritedAnimationDuration > 0)
  }
}
