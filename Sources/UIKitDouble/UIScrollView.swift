// UIScrollView (G17; DOCS for the content-inset adjustment and the delegate's order).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - UIScrollView

/// A viewport onto content of `contentSize`, scrolled by moving `bounds.origin`.
///
/// `contentOffset` is `bounds.origin`: setting either sets the other, and every change of it
/// calls the delegate's `scrollViewDidScroll(_:)`. Offsets set directly are not clamped (as in
/// UIKit). The double has no touches: package drivers (Drivers/UIScrollView+DragDriver.swift)
/// play drags. Not modelled: zooming, paging, bouncing visuals, scroll indicators (stored only),
/// deceleration physics, refresh control, and UIKit moving the offset when the adjusted inset
/// first changes.
@MainActor @preconcurrency open class UIScrollView: UIView {
  // MARK: Offset and size

  /// The content point at the viewport's top-left: `bounds.origin`. Setting it stops an animated
  /// scroll under way (which then never ends with `scrollViewDidEndScrollingAnimation`).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      var newBounds = bounds
      newBounds.origin = newValue
      bounds = newBounds
    }
  }

  /// The viewport. A new origin is a new `contentOffset`: the view is marked for layout, as UIKit
  /// lays scroll views out as they scroll, the delegate hears `scrollViewDidScroll(_:)`, and an
  /// animated scroll under way stops. A new size may change `adjustedContentInset`.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      super.bounds = newValue
      let now = super.bounds
      if now.origin != old.origin {
        // Only the step's own set is spared: a set the delegate makes from the step stops it.
        let isAnimationStep = isApplyingAnimationStep
        isApplyingAnimationStep = false
        if !isAnimationStep { stopScrollingAnimation() }
        // UIKit lays a scroll view out again as it scrolls (a table tiles its cells there).
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
      }
      if now.size != old.size { updateAdjustedContentInset() }
    }
  }

  #if canImport(ObjectiveC)
    /// The size of the scrollable content; `.zero` by default. Key-value observable with
    /// Foundation's `observe(_:options:changeHandler:)`, as UIKit's.
    @objc dynamic open var contentSize: CGSize = .zero {
      didSet { if contentSize != oldValue { updateAdjustedContentInset() } }
    }
  #else
    /// The size of the scrollable content; `.zero` by default. Read without a dynamic exclusivity
    /// check, as ``contentInset``.
    /// Key-value observers (`observe(_:options:changeHandler:)`) hear every set.
    @exclusivity(unchecked) open var contentSize: CGSize = .zero {
      willSet {
        if !keyValueObservers.isEmpty {
          notifyKeyValueObservers(
            of: \UIScrollView.contentSize, oldValue: contentSize, newValue: newValue, isPrior: true)
        }
      }
      didSet {
        if contentSize != oldValue { updateAdjustedContentInset() }
        if !keyValueObservers.isEmpty {
          notifyKeyValueObservers(
            of: \UIScrollView.contentSize, oldValue: oldValue, newValue: contentSize, isPrior: false)
        }
      }
    }
  #endif

  /// Room around the content; `.zero` by default. Read without a dynamic exclusivity check
  /// (`adjustedContentInset` reads it in every layout pass of a scroll view).
  @exclusivity(unchecked) open var contentInset: UIEdgeInsets = .zero {
    didSet { if contentInset != oldValue { updateAdjustedContentInset() } }
  }

  // MARK: Adjusted content inset

  /// `contentInset` plus the safe-area edges `contentInsetAdjustmentBehavior` selects:
  /// - `.never`: none;
  /// - `.always`: all four;
  /// - `.scrollableAxes`: top and bottom when the content scrolls vertically (taller than the
  ///   bounds, or `alwaysBounceVertical`), left and right when it scrolls horizontally (wider, or
  ///   `alwaysBounceHorizontal`);
  /// - `.automatic`: as `.scrollableAxes`, plus top and bottom always when the scroll view is the
  ///   root view of a controller inside a navigation controller (UIKit's rule for a controller
  ///   shown by a navigation or tab bar controller; the double has no tab bar controller).
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never:
      (vertical, horizontal) = (false, false)
    case .always:
      (vertical, horizontal) = (true, true)
    case .scrollableAxes:
      (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
    case .automatic:
      let inNavigation = owningViewController?.navigationController != nil
      (vertical, horizontal) = (scrollsVertically || inNavigation, scrollsHorizontally)
    }
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// Called when `adjustedContentInset` changed (a new content inset, behaviour, content size,
  /// bounds size, bounce setting or safe area). Does nothing by default; the delegate's
  /// `scrollViewDidChangeAdjustedContentInset(_:)` follows it.
  open func adjustedContentInsetDidChange() {}

  /// Which safe-area edges `adjustedContentInset` adds; `.automatic` by default. Read without a
  /// dynamic exclusivity check, as ``contentInset``.
  @exclusivity(unchecked) open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior =
    .automatic
  {
    didSet { updateAdjustedContentInset() }
  }

  // MARK: Layout guides

  /// The guide of the content area, one instance for the scroll view's life. The double's
  /// Auto Layout solver decides what its anchors mean.
  open var contentLayoutGuide: UILayoutGuide { contentGuide }

  /// The guide of the viewport, one instance for the scroll view's life.
  open var frameLayoutGuide: UILayoutGuide { frameGuide }

  // MARK: Delegate and settings

  /// The delegate, held weakly; `nil` by default.
  open var delegate: (any UIScrollViewDelegate)? {
    get { delegateStorage }
    set { delegateStorage = newValue }
  }

  /// Whether the content may be dragged vertically when it is not taller than the bounds (and
  /// counts as scrolling vertically for the inset adjustment); `false` by default.
  open var alwaysBounceVertical = false {
    didSet { updateAdjustedContentInset() }
  }

  /// As `alwaysBounceVertical`, horizontally; `false` by default.
  open var alwaysBounceHorizontal = false {
    didSet { updateAdjustedContentInset() }
  }

  /// Whether drags scroll; `true` by default. A package drag of a scroll view with scrolling off
  /// does nothing; `setContentOffset(_:animated:)` still moves it, as in UIKit.
  open var isScrollEnabled = true

  /// Stored only; `true` by default.
  open var showsVerticalScrollIndicator = true

  /// Stored only; `true` by default.
  open var showsHorizontalScrollIndicator = true

  /// How a drag dismisses the keyboard; `.none` by default.
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none

  /// Whether a tap on the status bar scrolls this view to its top; `true` by default. UIKit
  /// scrolls only when exactly one scroll view on screen has it `true` (see
  /// `DoubleDevice.tapStatusBar(in:)`).
  open var scrollsToTop = true

  /// Counts the calls (see `flashScrollIndicatorsCount`); draws nothing.
  open func flashScrollIndicators() {
    flashScrollIndicatorsCount += 1
  }

  // MARK: Scrolling

  /// Moves the content offset. Not animated: stops an animated scroll under way (even when the
  /// offset does not change), then as setting `contentOffset`. Animated: over 0.3 s of the
  /// `DoubleClock`, one step each 1/60 s (each a `scrollViewDidScroll`, set through
  /// `contentOffset` as UIKit's display-link steps are) along an ease-in-out curve (smoothstep,
  /// an approximation of UIKit's), landing exactly on `contentOffset` (not clamped), then
  /// `scrollViewDidEndScrollingAnimation(_:)`. Any other change of the offset meanwhile (a set, a
  /// new scroll, a drag) stops the animation where it is, and its end is never sent (observed
  /// UIKit behaviour). An animated move to the current offset does nothing and sends nothing.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard animated else {
      stopScrollingAnimation()
      self.contentOffset = contentOffset
      return
    }
    startScrollingAnimation(to: contentOffset)
  }

  /// Scrolls the least distance that shows `rect` (content coordinates) inside the bounds less
  /// `adjustedContentInset`, clamped to the legal offsets (`-adjustedContentInset.top` to
  /// `contentSize.height + adjustedContentInset.bottom - bounds.height`, and likewise
  /// horizontally). A rect larger than the visible area is aligned on its top (left) edge.
  /// Nothing happens when it is already visible.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
    let inset = adjustedContentInset
    let size = bounds.size
    let offset = contentOffset
    let x = Self.leastMove(
      from: offset.x, showing: rect.minX, rect.maxX, visibleLength: size.width - inset.left - inset.right,
      leadingInset: inset.left)
    let y = Self.leastMove(
      from: offset.y, showing: rect.minY, rect.maxY, visibleLength: size.height - inset.top - inset.bottom,
      leadingInset: inset.top)
    let target = clampedOffset(CGPoint(x: x, y: y))
    guard target != offset else { return }
    setContentOffset(target, animated: animated)
  }

  /// Whether a touch is down on the content (a package drag is under way).
  open var isTracking: Bool { dragPhase == .dragging }

  /// Whether the content is being dragged (a package drag is under way).
  open var isDragging: Bool { dragPhase == .dragging }

  /// Whether the content moves on after a drag ended.
  open var isDecelerating: Bool { dragPhase == .decelerating }

  // MARK: Layout

  /// Lays out as `UIView` does (constraints included); when constraints placed the content
  /// layout guide, the content size becomes the guide's size, as UIKit does; then checks
  /// `adjustedContentInset` for a change.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if guidesPlacedByLastLayout.contains(where: { $0 === contentGuide }) {
      let size = contentGuide.layoutFrame.size
      if contentSize != size { contentSize = size }
    }
    updateAdjustedContentInset()
  }

  /// Checks `adjustedContentInset` for a change (the safe area is part of it).
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    updateAdjustedContentInset()
  }

  /// Checks `adjustedContentInset` for a change (a new window brings a new safe area).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    updateAdjustedContentInset()
  }

  // MARK: Package

  /// How many times `flashScrollIndicators()` was called.
  package private(set) var flashScrollIndicatorsCount = 0

  /// The legal offsets' bounds: `-adjustedContentInset.top/left` to the content's far edge plus
  /// its inset, less the bounds size (never below the minimum).
  package var offsetRange: (min: CGPoint, max: CGPoint) {
    let inset = adjustedContentInset
    let size = bounds.size
    let minimum = CGPoint(x: -inset.left, y: -inset.top)
    let maximum = CGPoint(
      x: max(minimum.x, contentSize.width + inset.right - size.width),
      y: max(minimum.y, contentSize.height + inset.bottom - size.height))
    return (minimum, maximum)
  }

  /// `offset` clamped to ``offsetRange``.
  package func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let range = offsetRange
    return CGPoint(
      x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
  }

  // MARK: Internal

  /// Where a package drag is.
  enum DragPhase {
    case idle
    case dragging
    case decelerating
  }

  /// The drag state the package drivers move through.
  var dragPhase = DragPhase.idle

  /// Whether the offset being set is a step of the animated scroll (which must not stop it).
  var isApplyingAnimationStep = false

  /// The animated scroll under way, if any.
  var scrollingAnimation: ScrollingAnimation?

  /// The clock action that ends a package deceleration.
  var decelerationStep: DoubleClock.Token?

  #if !canImport(ObjectiveC)
    /// The key-value observations made on this scroll view (UIScrollView+KeyValueObserving.swift).
    /// Not isolated: `observe(_:options:changeHandler:)` is nonisolated, as Foundation's; the
    /// double is used from the main actor only.
    nonisolated(unsafe) var keyValueObservers: [ScrollViewKeyValueObserver] = []
  #endif

  /// Recomputes `adjustedContentInset` and, when it differs from the last one reported, calls
  /// `adjustedContentInsetDidChange()` and the delegate.
  func updateAdjustedContentInset() {
    let adjusted = adjustedContentInset
    guard adjusted != lastAdjustedContentInset else { return }
    lastAdjustedContentInset = adjusted
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  // MARK: Private

  private weak var delegateStorage: (any UIScrollViewDelegate)?
  private var lastAdjustedContentInset = UIEdgeInsets.zero
  private lazy var contentGuide = UILayoutGuide.scrollViewContentGuide(owner: self)
  private lazy var frameGuide = UILayoutGuide.scrollViewFrameGuide(owner: self)

  private var scrollsVertically: Bool { alwaysBounceVertical || contentSize.height > bounds.height }
  private var scrollsHorizontally: Bool { alwaysBounceHorizontal || contentSize.width > bounds.width }

  /// The offset on one axis that shows `minEdge...maxEdge` moving the least from `offset`.
  private static func leastMove(
    from offset: CGFloat, showing minEdge: CGFloat, _ maxEdge: CGFloat, visibleLength: CGFloat, leadingInset: CGFloat
  ) -> CGFloat {
    let visibleMin = offset + leadingInset
    let visibleMax = visibleMin + max(0, visibleLength)
    if minEdge < visibleMin || maxEdge - minEdge > visibleMax - visibleMin { return minEdge - leadingInset }
    if maxEdge > visibleMax { return offset + (maxEdge - visibleMax) }
    return offset
  }
}
