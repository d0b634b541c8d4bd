import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.ScrollView

extension Headless {
  /// A portable scroll view: a viewport (its frame) onto content of ``contentSize``, scrolled by
  /// ``contentOffset``, with content and safe-area insets as in UIKit.
  ///
  /// The base of ``ScrollStack`` and ``ScrollingContentScrollView``. Offsets are not clamped
  /// when set directly (as in UIKit); scroll requests clamp them to the legal range.
  @MainActor
  open class ScrollView: View {
    // MARK: Lifecycle

    /// Creates a scroll view with a viewport of `frame` whose animated scrolls run on
    /// `animationScheduler` (an ``ImmediateStackScheduler`` by default).
    public init(frame: CGRect = .zero, animationScheduler: any StackScheduler = ImmediateStackScheduler()) {
      self.animationScheduler = animationScheduler
      super.init(frame: frame)
    }

    // MARK: Public

    /// Runs animated scrolls (and, for a stack, row animations).
    public let animationScheduler: any StackScheduler

    /// How long an animated scroll takes, in seconds; 0.3 by default.
    public var scrollAnimationDuration: TimeInterval = 0.3

    /// The content point at the viewport's top-left. NaN or infinite values are reported (see
    /// ``onDiagnostic``) and ignored.
    public var contentOffset: CGPoint {
      get { storedContentOffset }
      set {
        // The offset the view has, with no animated scroll for it to end, changes nothing: no
        // call further (a drag that does not move, a stack whose content fits the viewport).
        if newValue == storedContentOffset && !animatedScroll.isRunning { return }
        setContentOffset(newValue, animated: false)
      }
    }

    /// Moves the content offset; an animated move takes ``scrollAnimationDuration`` on the
    /// ``animationScheduler``.
    ///
    /// An animated move lands on `offset` clamped to the legal offsets of the moment it lands
    /// (the content may have shrunk meanwhile). Any newer offset (set directly or by another
    /// scroll) cancels it: it then never lands. Either way it ends once (a stack reports
    /// `scrollStackDidEndScrollingAnimation` then).
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
      setContentOffsetRequested(offset, animated: animated)
    }

    /// The size of the scrollable content; `.zero` by default. A stack sets its own.
    @exclusivity(unchecked) public internal(set) var contentSize: CGSize = .zero

    /// Extra space around the content, like `UIScrollView.contentInset`; `.zero` by default.
    @exclusivity(unchecked) public var contentInset: StackEdgeInsets = .zero {
      didSet { insetsDidChange(oldValue: oldValue, newValue: contentInset, "contentInset") }
    }

    /// The safe area the view inherits from its window and bars; `.zero` by default. A
    /// ``Window`` sets it on its root view; tests set it to play a navigation bar.
    @exclusivity(unchecked) public var safeAreaInsets: StackEdgeInsets = .zero {
      didSet { insetsDidChange(oldValue: oldValue, newValue: safeAreaInsets, "safeAreaInsets") }
    }

    /// The owning controller's `additionalSafeAreaInsets` (raised by the keyboard); `.zero`
    /// when the view is not a controller's root view.
    @exclusivity(unchecked) public internal(set) var additionalSafeAreaInsets: StackEdgeInsets = .zero {
      didSet { insetsDidChange(oldValue: oldValue, newValue: additionalSafeAreaInsets, "additionalSafeAreaInsets") }
    }

    /// The insets visibility and scrolling respect: the content inset, the safe area and the
    /// owning controller's additional safe area.
    public var adjustedContentInset: StackEdgeInsets {
      contentInset.sanitized + safeAreaInsets.sanitized + additionalSafeAreaInsets.sanitized
    }

    /// Whether the content bounces vertically even when it is shorter than the viewport;
    /// `false` by default. The keyboard core turns it on while a keyboard is up when a
    /// ``keyboardDismissMode`` is set, and gives back the value set here when it leaves.
    public var alwaysBounceVertical = false {
      didSet {
        guard !isApplyingKeyboardBounce else { return }
        userAlwaysBounceVertical = alwaysBounceVertical
        keyboardAvoidance?.userAlwaysBounceVertical = alwaysBounceVertical
      }
    }

    /// How dragging dismisses the keyboard; `.none` by default.
    public var keyboardDismissMode: KeyboardDismissMode = .none {
      didSet { keyboardAvoidance?.keyboardDismissMode = keyboardDismissMode }
    }

    /// The scroll view's bounds: the viewport, at the content offset.
    public override var bounds: CGRect { CGRect(origin: storedContentOffset, size: frame.size) }

    /// The geometry the scroll math works with.
    // The geometry is read several times per scroll event; the stored properties it is made of
    // skip the dynamic exclusivity checks (no access to them overlaps another).
    public var scrollGeometry: ScrollViewGeometry {
      ScrollViewGeometry(
        viewportSize: frame.size, contentOffset: storedContentOffset, contentSize: contentSize,
        adjustedContentInset: adjustedContentInset)
    }

    /// Called with each problem found in what the scroll view was given; `nil` by default.
    /// A stack reports through its `onDiagnostic` as well.
    public var onScrollDiagnostic: ((StackDiagnostic) -> Void)?

    /// The room, in points, kept around a target on both axes by scroll requests that pass no
    /// margin; 0 by default. Negative or non-finite values are reported and count as 0.
    public var visibilityScrollMargin: CGFloat {
      get { requests.visibilityScrollMargin }
      set { requests.visibilityScrollMargin = newValue }
    }

    /// The number of animations (animated scrolls and row transitions) still running.
    public internal(set) var runningAnimationCount = 0

    // MARK: Internal

    /// The animated scroll in flight, if any.
    let animatedScroll = AnimatedScrollLifecycle()
    /// The bounce value the user set, as opposed to the keyboard core's temporary one.
    private(set) var userAlwaysBounceVertical = false

    /// Sets ``alwaysBounceVertical`` on the keyboard core's behalf, keeping the user's value.
    func applyKeyboardBounce(_ isOn: Bool) {
      isApplyingKeyboardBounce = true
      alwaysBounceVertical = isOn
      isApplyingKeyboardBounce = false
    }
    /// The keyboard core of the controller that owns this scroll view, if any; asked to keep a
    /// newly focused field visible.
    var keyboardAvoidance: KeyboardAvoidanceController? {
      get { requests.avoidance }
      set { requests.avoidance = newValue }
    }

    /// Core's scroll requests of this scroll view: margins, the keyboard filter, the outcome.
    private(set) lazy var requests: ScrollRequestRouter = {
      let router = ScrollRequestRouter(
        geometry: { [weak self] in self?.scrollGeometry },
        firstResponder: { [weak self] in self?.firstResponderTarget() },
        apply: { [weak self] offset, animated in self?.setContentOffset(offset, animated: animated) })
      router.onDiagnostic = { [weak self] in self?.onScrollDiagnostic?($0) }
      return router
    }()

    override var boundsOrigin: CGPoint { storedContentOffset }

    override func sizeDidChange() {
      viewportDidChange()
    }

    /// Called when the viewport size or any inset changed.
    func viewportDidChange() {}

    /// Called when the content offset changed.
    func contentOffsetDidChange() {}

    /// Carries out ``setContentOffset(_:animated:)``; a stack routes animated moves through its
    /// engine.
    func setContentOffsetRequested(_ offset: CGPoint, animated: Bool) {
      moveContentOffset(to: offset, animated: animated, completion: {})
    }

    func report(_ kind: StackDiagnostic.Kind, _ operation: String, _ message: String) {
      StackDiagnostics.report(
        StackDiagnostic(kind: kind, operation: operation, message: message), to: onScrollDiagnostic)
    }

    func moveContentOffset(to offset: CGPoint, animated: Bool, completion: @escaping () -> Void) {
      guard offset.x.isFinite, offset.y.isFinite else {
        report(.invalidOffset, "setContentOffset(_:animated:)", "Offset \(offset) is not finite; ignored.")
        completion()
        return
      }
      guard animated else {
        // A newer offset: a running animated scroll ends here and never lands.
        animatedScroll.cancel()
        applyOffset(offset)
        completion()
        return
      }
      let timer = AnimationTimer()
      runningAnimationCount += 1
      let ticket = animatedScroll.begin(to: offset) { [weak self] in
        timer.action?.cancel()
        self?.runningAnimationCount -= 1
        completion()
      }
      let lifecycle = animatedScroll
      timer.action = animationScheduler.schedule(after: scrollAnimationDuration) { [weak self] in
        guard let self else {
          lifecycle.cancel()
          return
        }
        lifecycle.land(ticket, in: self.scrollGeometry) { self.applyOffset($0) }
      }
    }

    // MARK: Private

    @exclusivity(unchecked) private var storedContentOffset: CGPoint = .zero
    private var isApplyingKeyboardBounce = false

    private func insetsDidChange(oldValue: StackEdgeInsets, newValue: StackEdgeInsets, _ name: String) {
      if !newValue.isFinite {
        report(.invalidSize, name, "\(name) \(newValue) has NaN or infinite edges; they count as zero.")
      }
      if oldValue != newValue { viewportDidChange() }
    }

    /// Holds the scheduled landing of an animated scroll, so that ending it early cancels it.
    private final class AnimationTimer {
      var action: ScheduledAction?
    }

    private func applyOffset(_ offset: CGPoint) {
      guard offset != storedContentOffset else { return }
      storedContentOffset = offset
      contentOffsetDidChange()
    }
  }
}
