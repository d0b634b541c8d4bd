@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStack

/// A scroll view that stacks rows, each holding a child view controller or a plain view.
///
/// It gets the whole row API — add, insert, remove, replace, move, hide, show, reload,
/// insets, padding, separators, queries and scrolling — from ``ScrollStackRowManaging``; the
/// shared engine decides every frame, size and visibility, and this view only applies them:
/// frames in `layoutSubviews`, transitions in `UIView.animate`. Usually you use it through a
/// ``ScrollStackController``, whose view it is and which makes row controllers its children;
/// a stack used on its own holds controller rows without containment.
///
/// Its `contentInsetAdjustmentBehavior` starts as `.always`, so the safe area (bars, home
/// indicator, and the keyboard through `ScrollStackController`) is always part of the adjusted
/// content insets that visibility and scrolling respect, whether or not the content scrolls.
///
/// ```swift
/// let stackController = ScrollStackController()
/// let stack = stackController.scrollStack
/// stack.addRows(controllers: [WelcomeViewController(), NotesViewController()])
/// stack.firstRow?.onTap = { row in print("tapped row \(row.index ?? -1)") }
/// ```
@MainActor
open class ScrollStack: UIScrollView, ScrollStackRowManaging {
  // MARK: Nested types (the seed library's names)

  /// How a row is sized along the axis: `.fixed(length)` or `.fitLayoutForAxis`.
  public typealias ControllerSize = ScrollStackControllerSize
  /// Where new rows go: `.top`, `.bottom`, `.atIndex(_:)`, `.after(_:)`, `.before(_:)`,
  /// `.afterView(_:)`, `.beforeView(_:)`.
  public typealias InsertLocation = ScrollStackInsertLocation<UIViewController, UIView>
  /// How much of a row can be seen: `.partial(percentage:)`, `.entire`, `.hidden`, `.offscreen`.
  public typealias RowVisibility = ScrollStackRowVisibility
  /// Where `scrollToRow` places a row: `.initial`, `.middle`, `.final`, `.automatic`.
  public typealias ScrollPosition = ScrollStackScrollPosition

  // MARK: Lifecycle

  /// Creates an empty vertical stack.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  /// Creates an empty vertical stack from a storyboard or nib.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  // MARK: Public

  /// The engine behind the row API (made on first use).
  @_spi(Engine) public var engine: ScrollStackEngine<ScrollStackRow> {
    if let engineStorage { return engineStorage }
    let engine = ScrollStackEngine(platform: platform)
    // The engine keeps the stack alive across work that does not come through a call on it.
    engine.ownerObject = self
    engineStorage = engine
    unretainedEngine = Unmanaged.passUnretained(engine)
    return engine
  }

  /// Converts UIKit insets to the portable type.
  @_spi(Engine) public static func edgeInsets(from insets: UIEdgeInsets) -> StackEdgeInsets {
    StackEdgeInsets(insets)
  }
  /// Converts portable insets to UIKit's.
  @_spi(Engine) public static func hostInsets(from insets: StackEdgeInsets) -> UIEdgeInsets { UIEdgeInsets(insets) }

  /// Told about scrolling, visibility, layout and content-size changes; `nil` by default.
  /// Independent of `delegate`, which stays yours.
  @exclusivity(unchecked) public weak var stackDelegate: (any ScrollStackControllerDelegate)?

  /// Whether the stack is as long as its content along its axis, up to
  /// ``maximumLengthWhenSizingToContent``; `false` by default (like any scroll view, the stack
  /// then takes its length from its constraints or frame). For a stack in a sheet, a popover or
  /// a cell: below the maximum the stack's `intrinsicContentSize` is its rows' length with its
  /// adjusted content insets, so it is exactly as long as its content and does not scroll; at
  /// the maximum it stops growing and its content scrolls. Each change reaches Auto Layout
  /// (`invalidateIntrinsicContentSize()`, laid out in the next pass) and your
  /// ``stackDelegate`` (``ScrollStackControllerDelegate/scrollStackContentSizeDidChange(_:from:to:)``).
  /// Across the axis the stack has no intrinsic size: constrain its width (vertical stacks) or
  /// height (horizontal ones), which the rows are measured against.
  public var sizesToContent = false {
    didSet { contentFittingLengthMayHaveChanged() }
  }

  /// How long, at most, a stack that ``sizesToContent`` grows along its axis, in points; no
  /// limit (`.greatestFiniteMagnitude`) by default. A NaN or negative value is reported
  /// (``StackDiagnostic/Kind/invalidSize``) and ignored.
  public var maximumLengthWhenSizingToContent: CGFloat {
    get { maximumFittingLength }
    set { setMaximumFittingLength(newValue) }
  }

  /// Not used since animated scrolls are UIKit's own `setContentOffset(_:animated: true)`, whose
  /// duration UIKit sets (about 0.3 s); kept so that code setting it still compiles. 0.3 by
  /// default.
  public var scrollAnimationDuration: TimeInterval = 0.3

  /// How long a row takes to show or remove its highlight, in seconds; 0.15 by default.
  public var highlightAnimationDuration: TimeInterval = 0.15

  /// The colour new rows give their separator; `UIColor.separator` by default. Existing rows
  /// keep theirs (`row.separatorView.color`).
  @exclusivity(unchecked) public var separatorColor: UIColor = .separator

  /// The direction rows are laid out and scrolled in; `.vertical` by default. Setting it lays
  /// the rows out again without animation, keeping every row's insets and separators.
  public var axis: NSLayoutConstraint.Axis {
    get { engine.axis.layoutAxis }
    set { setAxis(newValue, animated: false) }
  }

  /// Changes the layout direction, keeping every row's settings; the completion is called
  /// once (at once when the axis does not change).
  public func setAxis(_ axis: NSLayoutConstraint.Axis, animated: Bool, completion: (() -> Void)? = nil) {
    engine.setAxis(StackAxis(axis), animated: animated, completion: completion)
  }

  /// Measures every row again, e.g. after something all of them depend on changed (a font).
  /// Trait changes (text size, Bold Text, size class, display scale) do this by themselves.
  public func invalidateRowSizes() {
    platform.invalidateAllMeasurements()
    engine.remeasureAllRows()
  }

  /// The scroll position. Setting it (you, or UIKit during a drag or an animated scroll) is a
  /// scroll of the stack's engine without animation, the one path every offset change the stack
  /// makes takes (its keyboard avoidance's and scroll requests' too), and reports the scroll, and
  /// any visibility change, to the ``stackDelegate``. During an animated scroll, a set is one of
  /// its steps, as in any scroll view; a finger's set (`isTracking`, `isDragging`) ends it where the
  /// finger caught it. To stop an animated scroll yourself, call
  /// `setContentOffset(_:animated: false)`.
  /// A non-finite offset is reported (``StackDiagnostic/Kind/invalidOffset``) and ignored.
  open override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite else {
        reportDiagnostic(.invalidOffset, "contentOffset", "Offset \(newValue) is not finite; ignored.")
        return
      }
      // UIKit may set it while the stack is being made, before the engine is wanted; and sets it
      // from inside the stack's own calls on UIKit's `setContentOffset(_:animated:)`.
      guard isConfigured, !isForwardingOffset else {
        super.contentOffset = newValue
        return
      }
      // UIKit's animated scroll sets the offset here every frame: the platform tells its steps
      // (and a finger's takeover) from the engine's own writes.
      isSettingOffsetProperty = animatedScroll.isRunning
      let offset = mirroredOffset(newValue)
      withEngine { $0.scroll(to: offset, animated: false, completion: nil) }
      isSettingOffsetProperty = false
    }
  }

  /// How a drag dismisses the keyboard; a change reaches the owning ``ScrollStackController``'s
  /// keyboard avoidance at once (`.interactive` and `.onDrag` turn vertical bounce on while the
  /// keyboard is up).
  open override var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
    didSet { keyboard?.hostDidLayout() }
  }

  /// Whether the stack bounces vertically even when its content is short. A value you assign,
  /// even while the keyboard is up, is yours: it is the one restored when the keyboard leaves.
  open override var alwaysBounceVertical: Bool {
    didSet { keyboard?.userDidSetAlwaysBounceVertical(alwaysBounceVertical) }
  }

  /// The insets around the content; a non-finite component is reported
  /// (``StackDiagnostic/Kind/invalidSize``) and counts as 0.
  open override var contentInset: UIEdgeInsets {
    get { super.contentInset }
    set {
      let values = [newValue.top, newValue.left, newValue.bottom, newValue.right]
      guard values.allSatisfy(\.isFinite) else {
        reportDiagnostic(
          .invalidSize, "contentInset", "Insets \(newValue) are not finite; non-finite values count as 0.")
        let finite = values.map { $0.isFinite ? $0 : 0 }
        super.contentInset = UIEdgeInsets(top: finite[0], left: finite[1], bottom: finite[2], right: finite[3])
        return
      }
      super.contentInset = newValue
    }
  }

  /// Scrolls to `contentOffset` through the stack's engine, as its own scrolls do: an animated
  /// scroll is UIKit's own (each frame a `scrollViewDidScroll` and a scroll reported to the
  /// ``stackDelegate``), lands when it arrives (clamped to the legal offsets of that moment) and
  /// ends with ``ScrollStackControllerDelegate/scrollStackDidEndScrollingAnimation(_:)``; either
  /// kind stops an animated scroll that runs, which ends then, once, where it is. A non-finite offset is reported
  /// (``StackDiagnostic/Kind/invalidOffset``) and ignored.
  open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
      reportDiagnostic(
        .invalidOffset, "setContentOffset(_:animated:)", "Offset \(contentOffset) is not finite; ignored.")
      return
    }
    engine.scroll(to: mirroredOffset(contentOffset), animated: animated, completion: nil)
  }

  /// The room, in points, kept around a focused field when it is scrolled above the keyboard
  /// (and around any other request that passes no margin); 0 by default. Negative or non-finite
  /// values are reported and count as 0.
  public var visibilityScrollMargin: CGFloat {
    get { requests.visibilityScrollMargin }
    set { requests.visibilityScrollMargin = newValue }
  }

  /// UIKit's own request (sent to reveal a text field that became first responder): inside a
  /// ``ScrollStackController`` it goes through the keyboard core, as the stack's own scroll
  /// requests do — it waits for the keyboard filter (0.1 s after the last keyboard or request
  /// event, longer during a rotation; only the latest request waiting is kept), then lands the
  /// rectangle above the keyboard, clamped to the legal offsets; a rectangle entirely outside
  /// the content is reported and ignored. Elsewhere it is UIKit's.
  open override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard requests.avoidance != nil else {
      super.scrollRectToVisible(rect, animated: animated)
      return
    }
    requests.systemRequest(rect, animated: animated, in: self)
  }

  /// The stack's semantic content attribute (`.unspecified` by default): `.forceRightToLeft` lays
  /// the stack out right to left whatever the language (a horizontal stack then runs from the
  /// right, directional insets flip), in one layout pass.
  open override var semanticContentAttribute: UISemanticContentAttribute {
    didSet { if semanticContentAttribute != oldValue { setNeedsLayout() } }
  }

  /// Applies the frames the engine computed, after measuring the rows on screen again when the
  /// visible cross length changed (the others when they come near the screen; the row at the top
  /// stays in place).
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard isConfigured else { return }
    isInLayoutPass = true
    defer { isInLayoutPass = false }
    let viewport = Viewport(size: bounds.size, insets: adjustedContentInset)
    if viewport != lastViewport {
      lastViewport = viewport
      withEngine { $0.viewportDidChange() }
    }
    if needsRemeasure {
      needsRemeasure = false
      withEngine { $0.remeasureRowsOnScreen() }
    }
    // A new layout direction (read once a pass) lays every displayed row out again.
    if stackLayoutDirection != withEngine({ $0.layoutDirection }) { layOutInNewLayoutDirection() }
    // Row setting changes made since the last pass (`row.rowInsets = …`), laid out once.
    withEngine { $0.layoutIfNeeded() }
    // Catches offset changes UIKit makes without going through the `contentOffset` setter
    // (`bounds.origin`), before the frames: the rows it displays, or moves by measuring those
    // above the viewport, are placed in this pass.
    reportScrollIfNeeded()
    placePendingRows()
    if needsRowViewOrderCheck {
      needsRowViewOrderCheck = false
      restoreRowViewOrder()
    }
  }

  /// Tells the owning ``ScrollStackController`` that the stack entered or left a window (its
  /// own, or a page it is nested in), so that its keyboard avoidance starts or stops.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    parentController?.stackDidMoveToWindow()
  }

  /// Tells the owning ``ScrollStackController`` that a view joined the stack: a child of its own
  /// whose view it is follows its appearance from now on.
  open override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    parentController?.stackDidAddSubview(subview)
  }

  /// Tells the owning ``ScrollStackController`` that a view is leaving the stack: a child of its
  /// own whose view it is disappears.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    parentController?.stackWillRemoveSubview(subview)
  }

  /// Lays out again when the safe area or the content inset changes what is visible.
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    setNeedsLayout()
    contentFittingLengthMayHaveChanged()
  }

  /// With ``sizesToContent``, the length along the axis that fits the content (with the adjusted
  /// content insets), up to ``maximumLengthWhenSizingToContent``; across the axis, and without
  /// it, `UIView.noIntrinsicMetric` (UIScrollView's own answer).
  open override var intrinsicContentSize: CGSize {
    guard sizesToContent, let length = contentFittingLength else { return super.intrinsicContentSize }
    return CGSize(along: engine.axis, length: length, cross: UIView.noIntrinsicMetric)
  }

  /// Measures the rows on screen again, in the next layout pass, when a trait their size depends
  /// on changed: by then the new traits have reached every row's content (its fonts, for one).
  /// The other rows keep their length as an estimate until they come near the screen, and the
  /// row at the top stays in place.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard isConfigured else { return }
    // A right-to-left language: one layout pass mirrors what it must.
    if previousTraitCollection?.layoutDirection != traitCollection.layoutDirection { setNeedsLayout() }
    let previous = previousTraitCollection.map(RowSizeTraits.init)
    guard RowSizeTraits(traitCollection).invalidateRowSizes(comingFrom: previous) else { return }
    platform.invalidateAllMeasurements()
    needsRemeasure = true
    setNeedsLayout()
  }

  // MARK: Internal

  /// The controller whose children row controllers become; set by ``ScrollStackController``.
  @exclusivity(unchecked) weak var parentController: ScrollStackController?

  /// The stack's platform (made on first use).
  var platform: UIKitScrollStackPlatform {
    if let platformStorage { return platformStorage }
    let platform = UIKitScrollStackPlatform(stack: self)
    platformStorage = platform
    return platform
  }

  // The engine and the platform are read several times for every row added, displayed or
  // measured: stored without dynamic exclusivity checks (a `lazy var` has them, about 75
  // instructions a read), as every access is a plain read or the one write above, which calls
  // out to no code that could reach them.
  /// The class of the last row content view found not to adopt ``Tappable`` as its row was
  /// displayed: rows whose content is of that class skip the check (see
  /// `ScrollStackRow.configureTapRecognizerForTappableContent(nonTappableClass:)`).
  @exclusivity(unchecked) var nonTappableContentClass: ObjectIdentifier?
  /// ``engine``, once made.
  @exclusivity(unchecked) private var engineStorage: ScrollStackEngine<ScrollStackRow>?
  /// ``engineStorage``'s engine, reached without reference counting (see ``withEngine(_:)``).
  @exclusivity(unchecked) private var unretainedEngine: Unmanaged<ScrollStackEngine<ScrollStackRow>>?
  /// ``platform``, once made.
  @exclusivity(unchecked) private var platformStorage: UIKitScrollStackPlatform?

  /// The keyboard binding of the owning ``ScrollStackController``, if any: scroll requests
  /// wait for its keyboard filter.
  weak var keyboard: KeyboardAvoidanceBinding? {
    didSet { requests.avoidance = keyboard?.avoidance }
  }

  /// Core's scroll requests of this stack; problems go to the stack's `onDiagnostic`.
  private(set) lazy var requests: ScrollRequestRouter = {
    let router = ScrollRequestRouter.make(for: self, writer: offsetWriter)
    router.onDiagnostic = { [weak self] in self?.engine.onDiagnostic?($0) }
    return router
  }()

  /// The animated scroll in flight, if any (Core's lifecycle).
  let animatedScroll = AnimatedScrollLifecycle()

  // The flags and values below are read in every layout pass and scroll event: declared without
  // dynamic exclusivity checks (`@exclusivity(unchecked)`); no access to them calls out to
  // other code.

  /// Set while the `contentOffset` setter hands an offset to the engine during an animated
  /// scroll; the platform reads and clears it (``takeOffsetPropertySet()``).
  @exclusivity(unchecked) var isSettingOffsetProperty = false
  /// Set while the stack calls UIKit's `setContentOffset(_:animated:)`, which may set
  /// `contentOffset` in turn: that set goes straight to UIKit.
  @exclusivity(unchecked) var isForwardingOffset = false

  /// Set while `layoutSubviews` runs: a placement asked for then happens in this pass.
  @exclusivity(unchecked) var isInLayoutPass = false
  /// Layouts handed by the engine and not placed yet, in the order handed (each displayed row
  /// asks whether it is empty).
  @exclusivity(unchecked) var pendingRowLayouts: [(row: ScrollStackRow, layout: RowLayout)] = []
  /// Rows hidden inside an animation that stayed on screen while they collapsed.
  @exclusivity(unchecked) var rowsKeptOnScreen: [ScrollStackRow] = []
  /// Set when the animation that kept hidden rows on screen ended: the next pass hides them.
  @exclusivity(unchecked) var needsHiddenRowsRemoved = false
  /// Set when a row view could not be put next to its neighbour (whose view was not in the
  /// stack yet): the next pass puts the rows' views back in index order.
  @exclusivity(unchecked) var needsRowViewOrderCheck = false
  /// Set when a mirrored stack's content changed width: the next pass places every displayed row.
  @exclusivity(unchecked) var needsEveryDisplayedRowPlaced = false

  /// ``maximumLengthWhenSizingToContent``.
  var maximumFittingLength = CGFloat.greatestFiniteMagnitude
  /// The fitting length Auto Layout was last told of (`nil`: none, ``sizesToContent`` is off).
  var reportedFittingLength: CGFloat?

  /// Hands an engine event to the ``stackDelegate``.
  func deliver(_ event: ScrollStackEvent<ScrollStackRow>) {
    if case .rowDidBecomeVisible(let row, _, _) = event, row.contentConstraints == nil { rowCameOnScreen(row) }
    guard let delegate = stackDelegate else { return }
    event.deliver(to: delegate, from: self)
  }

  // MARK: Private

  /// What the rows are measured and made visible against.
  private struct Viewport: Equatable {
    var size: CGSize
    var insets: UIEdgeInsets
  }

  @exclusivity(unchecked) private var isConfigured = false
  @exclusivity(unchecked) private var needsRemeasure = false
  @exclusivity(unchecked) private var lastViewport: Viewport?
  /// The offset last told to the engine (``reportScrollIfNeeded()``).
  @exclusivity(unchecked) var lastReportedOffset: CGPoint?

  /// Tells the engine about a new content offset, once per offset.
  func reportScrollIfNeeded() {
    guard isConfigured, contentOffset != lastReportedOffset else { return }
    lastReportedOffset = contentOffset
    withEngine { $0.scrollDidChange() }
  }

  /// Runs `body` with the ``engine`` without retaining it (reading ``engine`` retains and
  /// releases it, several times on every scroll event). The engine outlives `body`, whatever user
  /// code it runs: ``engineStorage`` holds it from its first use to the stack's `deinit` and is
  /// never assigned again, and `body` runs inside a call on the stack, whose caller keeps the
  /// stack alive until the call returns.
  @inline(__always)
  func withEngine<Result>(_ body: (ScrollStackEngine<ScrollStackRow>) -> Result) -> Result {
    guard let unretainedEngine else { return body(engine) }
    return unretainedEngine._withUnsafeGuaranteedRef(body)
  }

  /// Reports a problem with a value set on the stack to ``onDiagnostic`` and the global handler.
  private func reportDiagnostic(_ kind: StackDiagnostic.Kind, _ operation: String, _ message: String) {
    StackDiagnostics.report(
      StackDiagnostic(kind: kind, operation: operation, message: message), to: engine.onDiagnostic)
  }

  private func configure() {
    contentInsetAdjustmentBehavior = .always
    // Keyboard notifications come only on changes: listen from the first stack on.
    _ = KeyboardNotificationObserver.observer(for: .default)
    // A field beginning editing in a row keeps its neighbours displayed (windowed stacks).
    EditingBeginObserver.startIfNeeded()
    isConfigured = true
  }

}
