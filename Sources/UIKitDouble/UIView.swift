// UIView (G17, H16:UIView.h; X where noted). The stored state and every overridable member are in
// the class body (Swift on Linux cannot override a member declared in an extension); the work is
// done in the UIView+… extensions.

/// A rectangle on screen that holds other views.
///
/// The double models the hierarchy (with UIKit's move callbacks), the geometry (frame, bounds,
/// center, coordinate conversion), the layout cycle (``setNeedsLayout()``, ``layoutIfNeeded()``),
/// safe area, traits, first responder, gesture recognizers and block animations. It draws nothing:
/// there is no layer, no rendering and no hit-testing by drawing. ``transform`` is stored only:
/// ``frame`` and every conversion treat it as the identity (UIKit leaves ``frame`` undefined for any
/// other transform).
@MainActor @preconcurrency
open class UIView: UIResponder, @preconcurrency NSCoding, UITraitEnvironment,
  UICoordinateSpace
{
  // MARK: Stored state

  /// The frame's origin in the superview's coordinates (the frame's size is the bounds' size).
  var frameOriginStorage: CGPoint = .zero
  /// ``bounds``.
  var boundsStorage: CGRect = .zero
  /// The subviews, back to front, with a slot (`UIView.vacatedSlot`) for each subview removed
  /// from the middle since the last compaction: read them through `subviewStorage`
  /// (UIView+SubviewSlots.swift).
  ///
  /// The hierarchy's stored state is read and written without dynamic exclusivity checks
  /// (`@exclusivity(unchecked)`, some 80 instructions an access): only the double's own code
  /// touches it, in accesses that call out to no other code.
  @exclusivity(unchecked) var subviewSlots: [UIView] = []
  /// How many of ``subviewSlots`` are vacated.
  @exclusivity(unchecked) var vacatedSubviewSlotCount = 0
  /// This view's position in its superview's ``subviewSlots`` (exact while it has a superview), so
  /// that a removal or an insertion next to it finds it without a scan.
  @exclusivity(unchecked) var slotInSuperview = 0
  /// The superview (``superview``, `superviewStorage`), unretained. UIKit's reference is weak;
  /// this one is a plain pointer, where a weak one costs a runtime call at each read and write
  /// and gives the superview a side table (every retain and release of it then takes the slow
  /// path), and walking up the ancestors retains none. It never dangles: it is set only while
  /// the superview holds this view in ``subviewSlots`` (strongly); a removal or a move resets it
  /// in the same step; and a superview freed while a subview lives on (held elsewhere) clears it
  /// in that subview in its `deinit`, so such a subview reads `nil`, as with UIKit's weak
  /// reference. (Nonisolated: `deinit` clears it.)
  @exclusivity(unchecked) nonisolated(unsafe) var superviewReference: Unmanaged<UIView>?
  /// Whether ``setNeedsLayout()`` marked the view and no pass has laid it out since. A new view
  /// needs layout, as in UIKit (its first pass calls ``layoutSubviews()``).
  @exclusivity(unchecked) var needsLayoutStorage = true
  /// Whether some descendant may need layout: set on the ancestors of a marked view, so a pass only
  /// walks down the branches that hold one.
  @exclusivity(unchecked) var descendantNeedsLayout = false
  /// Whether this view is a ``UIWindow`` (set once by the initializer), so that finding a view's
  /// window tests a flag per ancestor instead of a dynamic cast.
  @exclusivity(unchecked) var isWindowView = false
  /// The safe area last reported by ``safeAreaInsetsDidChange()``.
  @exclusivity(unchecked) var lastSafeAreaInsets = UIEdgeInsets.zero
  /// Whether the next pass through this view compares its safe area with the last reported one.
  @exclusivity(unchecked) var safeAreaNeedsCheck = false
  /// ``accessibilityContainerType``.
  var accessibilityContainerTypeStorage = UIAccessibilityContainerType.none
  /// The tint colour, gesture recognizers, accessibility values, interactions and owning
  /// controller, once one of them is set (see `UIView.RarelySetState`); `nil` for a view that set
  /// none. Read and written without dynamic exclusivity checks: every access is a plain read or
  /// write of the reference. (Nonisolated: the accessibility properties are.)
  @exclusivity(unchecked) nonisolated(unsafe) var rarelySetState: RarelySetState?

  /// ``rarelySetState``, made now if the view has none.
  var rarelySetStateForWriting: RarelySetState {
    if let rarelySetState { return rarelySetState }
    let made = RarelySetState()
    rarelySetState = made
    return made
  }
  /// ``tintColor`` as set (`nil`: inherited).
  var tintColorStorage: UIColor? {
    get { rarelySetState?.tintColor }
    set { if newValue != nil || rarelySetState != nil { rarelySetStateForWriting.tintColor = newValue } }
  }
  /// ``gestureRecognizers``.
  var gestureRecognizerStorage: [UIGestureRecognizer] {
    get { rarelySetState?.gestureRecognizers ?? [] }
    set { if !newValue.isEmpty || rarelySetState != nil { rarelySetStateForWriting.gestureRecognizers = newValue } }
  }
  /// The accessibility properties (nonisolated in UIKit, as they are `NSObject`'s).
  nonisolated var accessibilityStorage: UIView.AccessibilityValues {
    get { rarelySetState?.accessibility ?? UIView.AccessibilityValues() }
    set {
      if let rarelySetState {
        rarelySetState.accessibility = newValue
      } else {
        let made = RarelySetState()
        made.accessibility = newValue
        rarelySetState = made
      }
    }
  }
  /// ``interactions``.
  var interactionStorage: [any UIInteraction] {
    get { rarelySetState?.interactions ?? [] }
    set { if !newValue.isEmpty || rarelySetState != nil { rarelySetStateForWriting.interactions = newValue } }
  }

  /// The controller whose root view this is (set by `UIViewController` when it loads or is given
  /// its view; `nil` for every other view): UIKit's view delegate, told of window moves and
  /// layout passes through the hooks in UIViewController+ViewHooks.swift. Weak (held in
  /// ``rarelySetState``).
  var owningViewController: UIViewController? {
    get { rarelySetState?.owningViewController }
    set { if newValue != nil || rarelySetState != nil { rarelySetStateForWriting.owningViewController = newValue } }
  }
  /// Whether ``owningViewController`` may be a controller: `false` for a view that has no
  /// ``rarelySetState`` (most views: a stack's plain rows and their content set none of it),
  /// answered without loading the weak reference (a layout pass asks for each view it lays out).
  var mayHaveOwningViewController: Bool { rarelySetState != nil }

  // MARK: Initializers

  /// Whether views of this class are accessibility elements when made: `false`; `true` for
  /// UILabel, UIControl and UITextView (UIKit's standard views and controls). Not UIKit API.
  class var isAccessibilityElementByDefault: Bool { false }

  /// Whether this class is ``UIWindow`` or a subclass (`false` here). Not UIKit API.
  class var isWindowClass: Bool { false }

  /// Creates a view with `frame` (bounds `(0, 0, frame.size)`), no superview and no subviews,
  /// marked as needing layout.
  public init(frame: CGRect) {
    frameOriginStorage = frame.origin
    boundsStorage = CGRect(origin: .zero, size: frame.size)
    super.init()
    // UIKit's standard views and controls are accessibility elements. The class answers (no
    // dynamic cast per view made: four cost about 180 instructions).
    let viewClass = type(of: self)
    if viewClass.isAccessibilityElementByDefault { accessibilityStorage.isElement = true }
    if viewClass.isWindowClass {
      let window = unsafeDowncast(self, to: UIWindow.self)
      isWindowView = true
      // A new window is hidden until made visible, as UIKit's.
      isHidden = true
      DoubleLayout.register(window)
    }
  }

  /// Clears ``superviewReference`` in the subviews that outlive this view (see there), and the
  /// references to this view of the constraints and anchors that outlive it (its
  /// ``layoutItemReference``, and the holder of the constraints installed on it).
  deinit {
    layoutItemReferenceStorage?.clear()
    for constraint in installedConstraints { constraint.holderReference = nil }
    for subview in subviewSlots { subview.superviewReference = nil }
  }

  /// The double decodes nothing: always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// Creates a view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }

  /// Encodes nothing (the double has no archiving).
  open func encode(with coder: NSCoder) {}

  // MARK: Responder

  /// The owning view controller for a controller's root view, otherwise the superview (UIKit's
  /// chain: view, controller, superview…).
  open override var next: UIResponder? {
    if let owningViewController { return owningViewController }
    return superviewStorage
  }

  /// A view can be the first responder of its window.
  override var responderWindow: UIWindow? { nearestWindow() }

  /// Whether the view takes touches; `true` by default (stored: the double delivers no touch
  /// itself, only the drivers do).
  @exclusivity(unchecked) open var isUserInteractionEnabled = true

  // MARK: Geometry (UIViewGeometry)

  /// The view's rectangle in its superview's coordinates: the stored origin and the bounds' size.
  /// Setting a new size resizes ``bounds`` and marks the view as needing layout.
  open var frame: CGRect {
    get { CGRect(origin: frameOriginStorage, size: boundsStorage.size) }
    set { setFrameNow(newValue) }
  }

  /// The view's own coordinate space. Its origin is what the view's content is scrolled by (a scroll
  /// view's `contentOffset`): it shifts every ``convert(_:to:)`` of the subviews. Setting a new size
  /// keeps ``center`` and marks the view as needing layout.
  open var bounds: CGRect {
    get { boundsStorage }
    set { setBoundsNow(newValue) }
  }

  /// The middle of ``frame`` in the superview's coordinates; setting it moves the frame.
  open var center: CGPoint {
    get {
      CGPoint(x: frameOriginStorage.x + boundsStorage.width / 2, y: frameOriginStorage.y + boundsStorage.height / 2)
    }
    set {
      setFrameNow(
        CGRect(
          origin: CGPoint(x: newValue.x - boundsStorage.width / 2, y: newValue.y - boundsStorage.height / 2),
          size: boundsStorage.size))
    }
  }

  /// Stored only: ``frame``, ``center`` and the conversions ignore it (identity by default).
  open var transform = CGAffineTransform.identity

  /// `point` in this view's coordinates converted to `view`'s (`nil`: this view's window, or its
  /// topmost ancestor when it is in none).
  @discardableResult open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    convertedPoint(point, to: view)
  }

  /// `point` in `view`'s coordinates (`nil`: the window's) converted to this view's.
  @discardableResult open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    convertedPoint(point, from: view)
  }

  /// `rect` in this view's coordinates converted to `view`'s (`nil`: the window's); moved only, as
  /// every transform is the identity here.
  @discardableResult open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convertedPoint(rect.origin, to: view), size: rect.size)
  }

  /// `rect` in `view`'s coordinates (`nil`: the window's) converted to this view's.
  @discardableResult open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convertedPoint(rect.origin, from: view), size: rect.size)
  }

  /// `point` converted to `coordinateSpace` (a view, or a screen's fixed coordinate space).
  @discardableResult open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    convertedPoint(point, toSpace: coordinateSpace)
  }

  /// `point` in `coordinateSpace` converted to this view's coordinates.
  @discardableResult open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    convertedPoint(point, fromSpace: coordinateSpace)
  }

  /// `rect` converted to `coordinateSpace` (moved only).
  @discardableResult open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    CGRect(origin: convertedPoint(rect.origin, toSpace: coordinateSpace), size: rect.size)
  }

  /// `rect` in `coordinateSpace` converted to this view's coordinates (moved only).
  @discardableResult open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    CGRect(origin: convertedPoint(rect.origin, fromSpace: coordinateSpace), size: rect.size)
  }

  /// How the view is resized when its superview's bounds change: the double models
  /// `.flexibleWidth` and `.flexibleHeight` (empty by default). (Read for every subview of a
  /// resized view: no dynamic exclusivity check.)
  @exclusivity(unchecked) open var autoresizingMask: UIView.AutoresizingMask = []

  // MARK: Hierarchy (UIViewHierarchy)

  /// The view that holds this one (weak).
  open var superview: UIView? { superviewStorage }

  /// The subviews, back to front.
  open var subviews: [UIView] { subviewStorage }

  /// The nearest ``UIWindow`` among this view and its ancestors (a window is its own window).
  open var window: UIWindow? { nearestWindow() }

  /// Takes the view out of its superview (nothing when it has none), with UIKit's callbacks:
  /// superview's ``willRemoveSubview(_:)``, ``willMove(toSuperview:)`` `nil`,
  /// ``willMove(toWindow:)`` `nil` down the subtree when it was in a window, then
  /// ``didMoveToWindow()`` down the subtree and ``didMoveToSuperview()``. A first responder in the
  /// subtree resigns first. The old superview is marked as needing layout.
  open func removeFromSuperview() { removeFromSuperviewNow() }

  /// Inserts `view` at `index` (clamped) among the subviews, taking it from its old superview with
  /// UIKit's callbacks (see ``addSubview(_:)``); a subview already here just moves. Adding this view
  /// or one of its ancestors does nothing (UIKit raises).
  open func insertSubview(_ view: UIView, at index: Int) { insertSubviewNow(view, at: index) }

  /// Adds `view` on top of the subviews (a subview already here moves to the top), removing it from
  /// its old superview first. Callbacks in UIKit's order: old superview's
  /// ``willRemoveSubview(_:)``, `view`'s ``willMove(toSuperview:)``, ``willMove(toWindow:)`` down
  /// its subtree when its window changes, then ``didMoveToWindow()`` down the subtree,
  /// ``didMoveToSuperview()`` and this view's ``didAddSubview(_:)``. Both views are marked as
  /// needing layout.
  open func addSubview(_ view: UIView) { insertSubviewNow(view, at: Int.max) }

  /// Inserts `view` just below `siblingSubview`; on top when that is not a subview.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insertSubviewNow(view, below: siblingSubview)
  }

  /// Inserts `view` just above `siblingSubview`; on top when that is not a subview.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    insertSubviewNow(view, above: siblingSubview)
  }

  /// Moves `view`, a subview, to the top; nothing when it is not one.
  open func bringSubviewToFront(_ view: UIView) { reorderSubview(view, toFront: true) }

  /// Moves `view`, a subview, to the bottom; nothing when it is not one.
  open func sendSubviewToBack(_ view: UIView) { reorderSubview(view, toFront: false) }

  /// Called after `subview` was added; does nothing by default.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before `subview` is removed; does nothing by default.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Called before the view moves to `newSuperview` (`nil`: removed); does nothing by default.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to a new superview (or none); does nothing by default.
  open func didMoveToSuperview() {}

  /// Called, down the moving subtree, before the view's window becomes `newWindow`; does nothing by
  /// default.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called, down the moved subtree, after the view's window changed; does nothing by default.
  open func didMoveToWindow() {}

  /// ``isHidden`` changed; nothing by default (a window makes its root view controller appear or
  /// disappear). Not UIKit API.
  func isHiddenDidChange() {}

  /// Whether this view is `view` or one of its descendants.
  @discardableResult open func isDescendant(of view: UIView) -> Bool { hasAncestor(view) }

  // MARK: Layout

  /// Marks the view as needing layout: the next ``layoutIfNeeded()`` of it or an ancestor, or the
  /// end of the run-loop turn (`DoubleLayout.runPendingPasses()`), calls ``layoutSubviews()``.
  open func setNeedsLayout() { markNeedsLayout() }

  /// Lays out at once, from the topmost ancestor that needs layout down, every marked view of that
  /// subtree, parents before children, each ``layoutSubviews()`` once.
  open func layoutIfNeeded() { layoutIfNeededNow() }

  /// Lays out the subviews: the default sets the frames the view's constraints give its subviews.
  /// A controller's root view is bracketed by the controller's `viewWillLayoutSubviews()` and
  /// `viewDidLayoutSubviews()` (sent by the pass around this call, as UIKit does).
  open func layoutSubviews() { layoutSubviewsFromConstraints() }

  // UIView (UITextField) category in H16:UITextField.h; imported BOOL results are discardable.
  /// Makes the first responder in this view's subtree resign: asked, or cleared regardless when
  /// `force`. Returns whether no first responder is left in the subtree.
  @discardableResult open func endEditing(_ force: Bool) -> Bool { endEditingNow(force) }

  // MARK: Safe area

  /// The window's safe area (a device's notch and home indicator, set by `DoubleDevice`) that
  /// overlaps this view, in its own edges, plus the owning controller's `additionalSafeAreaInsets`
  /// for a controller's root view, inherited down the tree. Computed when read (O(depth)); the
  /// layout pass reports changes through ``safeAreaInsetsDidChange()``.
  open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets() }

  /// Called during layout, before ``layoutSubviews()``, when ``safeAreaInsets`` changed; does
  /// nothing by default.
  open func safeAreaInsetsDidChange() {}

  // MARK: Intrinsic size

  /// The size the view's content wants: none on either axis by default (`noIntrinsicMetric`).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells layout the intrinsic size changed: marks the view and its superview as needing layout,
  /// and, while the superview is itself placed by constraints (its size may follow), that view's
  /// superview too, up to the first view placed by frame: the next pass sets the frames Auto
  /// Layout changed (see `markConstraintPlacedAncestorsForLayout()`).
  open func invalidateIntrinsicContentSize() {
    superviewStorage?.invalidateConstraintLayout()
    markNeedsLayout()
    superviewStorage?.markNeedsLayout()
    superviewStorage?.markConstraintPlacedAncestorsForLayout()
  }

  // MARK: Rendering (UIViewRendering; nothing is drawn)

  /// Stored only; `false` by default.
  @exclusivity(unchecked) open var clipsToBounds = false

  /// Stored; `nil` (transparent) by default. (`@NSCopying` in the SDK; colours are immutable.)
  @exclusivity(unchecked) open var backgroundColor: UIColor?

  /// Stored; 1 by default.
  @exclusivity(unchecked) open var alpha: CGFloat = 1

  /// Stored; `false` by default (`true` for a new window). A change reaches the double's
  /// ``isHiddenDidChange()`` (a window shows or hides its root view controller).
  @exclusivity(unchecked) open var isHidden = false {
    didSet { if isHidden != oldValue { isHiddenDidChange() } }
  }

  /// The colour set here, else the superview's, else `UIColor.systemBlue` (UIKit's default tint).
  open var tintColor: UIColor! {
    get { tintColorStorage ?? superviewStorage?.tintColor ?? UIColor.systemBlue }
    set { tintColorStorage = newValue }
  }

  // MARK: Gesture recognizers (UIViewGestureRecognizers)

  /// The recognizers attached to the view, in the order added; `nil` when there are none. Setting
  /// it replaces them.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
    set { replaceGestureRecognizers(with: newValue ?? []) }
  }

  /// Attaches `gestureRecognizer`, taking it from the view it was on.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attach(gestureRecognizer) }

  /// Detaches `gestureRecognizer` when it is attached here.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detach(gestureRecognizer) }

  /// Whether a recognizer on this view may begin: `true` by default (asked before its delegate).
  @discardableResult open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // MARK: Interactions (UIInteraction.h)

  /// Adds `interaction` (taking it from the view it was on): it hears `willMove(to:)` and
  /// `didMove(to:)` with this view.
  @available(iOS 11.0, *)
  open func addInteraction(_ interaction: any UIInteraction) {
    if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
    guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: self)
    interactionStorage.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes `interaction` when it is on this view: it hears `willMove(to:)` and `didMove(to:)`
  /// with `nil`.
  @available(iOS 11.0, *)
  open func removeInteraction(_ interaction: any UIInteraction) {
    guard interactionStorage.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    interactionStorage.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }

  /// The interactions added to the view, in the order added. Setting it replaces them.
  @available(iOS 11.0, *)
  open var interactions: [any UIInteraction] {
    get { interactionStorage }
    set {
      for interaction in interactionStorage { removeInteraction(interaction) }
      for interaction in newValue { addInteraction(interaction) }
    }
  }

  // MARK: Focus (UIFocusItem)

  /// Whether the focus engine (a hardware keyboard's Tab and arrows on iPad, the tvOS remote) may
  /// focus the view: `false` for a plain view, as UIKit's. Read only; nothing focuses here.
  @available(iOS 9.0, *)
  open var canBecomeFocused: Bool { false }

  // MARK: Auto Layout (owned by the solver)
  // Helper C's part of UIView (see UIView+AutoLayoutHooks.swift and AutoLayout/); the rest of the
  // class is the views' part. Its stored state, like the hierarchy's, is read and written without
  // dynamic exclusivity checks: only the double's own code touches it, in accesses that call out
  // to no other code.

  /// The constraints installed on this view (active, held here as their items' closest common
  /// ancestor, or added with `addConstraint(_:)`).
  @exclusivity(unchecked) var installedConstraints: [NSLayoutConstraint] = []
  /// ``layoutItemReference`` once made (nonisolated: `deinit` clears it).
  @exclusivity(unchecked) nonisolated(unsafe) private var layoutItemReferenceStorage: LayoutItemReference?
  /// How constraints and anchors refer to this view (see `LayoutItemReference`), made on first
  /// use.
  var layoutItemReference: LayoutItemReference {
    if let layoutItemReferenceStorage { return layoutItemReferenceStorage }
    let made = LayoutItemReference(self)
    layoutItemReferenceStorage = made
    return made
  }
  /// Stored `translatesAutoresizingMaskIntoConstraints`: what the double's own walks up the
  /// hierarchy read (no override of the property runs there; UIKit's engine, too, keeps its own
  /// record of what the setter was given).
  @exclusivity(unchecked) var storedTranslatesAutoresizingMask = true
  /// How many subviews are placed by constraints (`translatesAutoresizingMaskIntoConstraints`
  /// is `false`): kept by that property's setter and by the subview insertions and removals, so
  /// that a layout pass or a fitting size of a view that places none skips the subview scan.
  @exclusivity(unchecked) var constraintPlacedSubviewCount = 0
  /// Content hugging, horizontal then vertical (UIKit's default for views made in code: 250).
  @exclusivity(unchecked) private var huggingPriorities = (UILayoutPriority.defaultLow, UILayoutPriority.defaultLow)
  /// Compression resistance, horizontal then vertical (UIKit's default: 750).
  @exclusivity(unchecked) private var compressionPriorities = (
    UILayoutPriority.defaultHigh, UILayoutPriority.defaultHigh
  )
  /// The guides added with `addLayoutGuide(_:)`.
  @exclusivity(unchecked) private(set) var addedLayoutGuides: [UILayoutGuide] = []
  /// The safe area guide, made on first use.
  private var storedSafeAreaLayoutGuide: UILayoutGuide?
  /// ``keyboardLayoutGuide`` once read (typed as its superclass: the guide is iOS 15 API).
  private var storedKeyboardLayoutGuide: UILayoutGuide?
  /// The free guides this view owns that its last layout pass placed from constraints (a scroll
  /// view reads whether its content guide is among them before taking `contentSize` from it).
  @exclusivity(unchecked) package var guidesPlacedByLastLayout: [UILayoutGuide] = []
  /// The frames this view's last layout pass gave its subviews from constraints, while nothing
  /// that pass depended on has changed since (`nil` otherwise): see
  /// UIView+ConstraintLayoutCache.swift.
  @exclusivity(unchecked) var currentConstraintLayout: ConstraintLayoutResult?

  /// The constraints installed on this view, in the order they were installed.
  open var constraints: [NSLayoutConstraint] { installedConstraints }
  /// Installs `constraint` on this view (it becomes active). Its items must be this view or in
  /// its subtree; otherwise UIKit raises an exception and the double leaves it out and reports it.
  open func addConstraint(_ constraint: NSLayoutConstraint) {
    for item in [constraint.firstItem, constraint.secondItem] where item != nil {
      guard let view = NSLayoutConstraint.view(of: item), view.isDescendant(of: self) else {
        AutoLayoutDiagnostics.report("\(constraint.summary) not added: an item is not in the subtree of the view")
        return
      }
    }
    constraint.install(on: self)
  }
  /// Installs each constraint (as `addConstraint(_:)`).
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }
  /// Removes `constraint` if this view holds it (it becomes inactive).
  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.holder === self { constraint.uninstall() }
  }
  /// Removes each constraint (as `removeConstraint(_:)`).
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }
  /// Marks the view for layout. The double has no constraint-update pass: `updateConstraints()`
  /// is not modelled, so constraints changed elsewhere take effect at the next layout pass.
  open func setNeedsUpdateConstraints() { setNeedsLayout() }
  /// Whether the view is placed by its frame (`true`, the default for views made in code) or by
  /// constraints (`false`: its superview's layout pass sets its frame from them).
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { storedTranslatesAutoresizingMask }
    set {
      guard newValue != storedTranslatesAutoresizingMask else { return }
      storedTranslatesAutoresizingMask = newValue
      superviewStorage?.invalidateConstraintLayout()
      superviewStorage?.constraintPlacedSubviewCount += newValue ? -1 : 1
      superview?.setNeedsLayout()
    }
  }
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with
  /// both priorities `.fittingSizeLevel`.
  @discardableResult
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    constraintFittingSize(targetSize, horizontalPriority: .fittingSizeLevel, verticalPriority: .fittingSizeLevel)
  }
  /// The size the view's constraints (to its subviews, recursively) and its subviews' intrinsic
  /// sizes give, each dimension held at `targetSize` with its priority: exactly at `.required`,
  /// as close as the content allows at `.fittingSizeLevel`. A view with no constraints inside
  /// returns the target where required, else its intrinsic size, else its current size if
  /// placed by frame, else the target.
  @discardableResult
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    constraintFittingSize(
      targetSize, horizontalPriority: horizontalFittingPriority, verticalPriority: verticalFittingPriority)
  }
  /// The leading (left) edge.
  open var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(reference: layoutItemReference, attribute: .leading)
  }
  /// The trailing (right) edge.
  open var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(reference: layoutItemReference, attribute: .trailing)
  }
  /// The left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: layoutItemReference, attribute: .left) }
  /// The right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(reference: layoutItemReference, attribute: .right) }
  /// The top edge.
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: layoutItemReference, attribute: .top) }
  /// The bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(reference: layoutItemReference, attribute: .bottom) }
  /// The width.
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(reference: layoutItemReference, attribute: .width) }
  /// The height.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(reference: layoutItemReference, attribute: .height) }
  /// The horizontal center.
  open var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(reference: layoutItemReference, attribute: .centerX)
  }
  /// The vertical center.
  open var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(reference: layoutItemReference, attribute: .centerY)
  }
  /// The guides added with `addLayoutGuide(_:)`, in order.
  open var layoutGuides: [UILayoutGuide] { addedLayoutGuides }
  /// Adds `layoutGuide` to the view (its `owningView` becomes the view); the solver places it
  /// when the view lays out.
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    addedLayoutGuides.append(layoutGuide)
    invalidateConstraintLayout()
    layoutGuide.owningView = self
    setNeedsLayout()
  }
  /// Removes `layoutGuide` from the view (its `owningView` becomes nil).
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    addedLayoutGuides.removeAll { $0 === layoutGuide }
    invalidateConstraintLayout()
    layoutGuide.owningView = nil
  }
  /// The safe area as a guide: the bounds inset by `safeAreaInsets`, fixed (UIKit places it).
  open var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = storedSafeAreaLayoutGuide { return guide }
    let guide = UILayoutGuide.safeAreaGuide(owner: self)
    storedSafeAreaLayoutGuide = guide
    return guide
  }
  /// The keyboard as a guide (iOS 15 and later), owned by the view: made the first time it is
  /// read, then the same guide (see ``UIKeyboardLayoutGuide``). Fixed, as the safe-area guide: it
  /// is not in ``layoutGuides``, and reading it sends the view through no constraint solving.
  @available(iOS 15.0, *)
  open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = storedKeyboardLayoutGuide as? UIKeyboardLayoutGuide { return guide }
    let guide = UIKeyboardLayoutGuide.keyboardGuide(owner: self)
    storedKeyboardLayoutGuide = guide
    return guide
  }
  /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by
  /// default).
  @discardableResult
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? huggingPriorities.0 : huggingPriorities.1
  }
  /// Sets the content hugging priority along `axis` and marks the superview for layout.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { huggingPriorities.0 = priority } else { huggingPriorities.1 = priority }
    superviewStorage?.invalidateConstraintLayout()
    superview?.setNeedsLayout()
  }
  /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by
  /// default).
  @discardableResult
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? compressionPriorities.0 : compressionPriorities.1
  }
  /// Sets the compression resistance priority along `axis` and marks the superview for layout.
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { compressionPriorities.0 = priority } else { compressionPriorities.1 = priority }
    superviewStorage?.invalidateConstraintLayout()
    superview?.setNeedsLayout()
  }
  // MARK: End of Auto Layout (owned by the solver)

  // MARK: Traits (UITraitEnvironment)

  /// The traits of the view's window; the screen's when it is in none.
  open var traitCollection: UITraitCollection { nearestWindow()?.traitCollection ?? UIScreen.mainScreen.traits }

  /// Called, parents first (a controller before its root view), when ``traitCollection`` changed:
  /// the window's traits were set, or the view moved to a window with other traits. Does nothing
  /// by default.
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Layout direction (UIView semanticContentAttribute, effectiveUserInterfaceLayoutDirection)

  /// Stored; `.unspecified` by default. Not inherited by subviews (UIKit's documentation: consult
  /// the `effectiveUserInterfaceLayoutDirection` of the view whose content is arranged). The
  /// double sends no notification when it changes; a view that arranges its content by it
  /// overrides it to lay out again.
  @available(iOS 9.0, *)
  @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

  /// The layout direction of a view with `semanticContentAttribute` in an environment laid out
  /// in `layoutDirection`: left to right for `.forceLeftToRight`, `.playback` and `.spatial`,
  /// right to left for `.forceRightToLeft`, `layoutDirection` for `.unspecified`.
  @available(iOS 10.0, *)
  @discardableResult open class func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .unspecified: layoutDirection
    case .forceRightToLeft: .rightToLeft
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    }
  }

  /// The direction the view's own content is arranged in: from ``semanticContentAttribute``,
  /// relative to the trait collection's `layoutDirection` (left to right when that is
  /// unspecified), as UIKit documents.
  @available(iOS 10.0, *)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    let environment: UIUserInterfaceLayoutDirection =
      traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: environment)
  }

  // Accessibility: declared by UIKit in nonisolated categories on NSObject (X, DOCS); declared
  // here, nonisolated like the SDK's, because Swift on Linux cannot override a member declared in
  // an extension and UIView is where the library overrides them.
  /// Stored; `false` by default for a plain view, `true` for a label or a control (UIKit's
  /// standard controls and views are elements).
  nonisolated open var isAccessibilityElement: Bool {
    get { accessibilityStorage.isElement }
    set { accessibilityStorage.isElement = newValue }
  }
  /// Stored; `nil` by default.
  nonisolated open var accessibilityLabel: String? {
    get { accessibilityStorage.label }
    set { accessibilityStorage.label = newValue }
  }
  /// Stored; none by default.
  nonisolated open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStorage.traits }
    set { accessibilityStorage.traits = newValue }
  }
  /// Activates the element (VoiceOver's double tap): `false` by default, nothing handled.
  @discardableResult nonisolated open func accessibilityActivate() -> Bool { false }
  /// Stored; `nil` by default. VoiceOver offers these in its Actions rotor on the element, and
  /// (for a `.semanticGroup` container) on each element inside it.
  @available(iOS 8.0, *)
  nonisolated open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { accessibilityStorage.customActions }
    set { accessibilityStorage.customActions = newValue }
  }
  /// Stored; `.none` by default.
  @available(iOS 11.0, *)
  open var accessibilityContainerType: UIAccessibilityContainerType {
    get { accessibilityContainerTypeStorage }
    set { accessibilityContainerTypeStorage = newValue }
  }

  // MARK: Animation (UIViewAnimationWithBlocks, G17)

  /// Whether `animate` calls animate: `true` unless ``setAnimationsEnabled(_:)`` turned them off.
  open class var areAnimationsEnabled: Bool { DoubleAnimationContext.animationsEnabled }

  /// Turns animations on or off: while off, ``inheritedAnimationDuration`` is 0 inside animation
  /// blocks (completions still run on the clock).
  open class func setAnimationsEnabled(_ enabled: Bool) { DoubleAnimationContext.animationsEnabled = enabled }

  /// Runs `actionsWithoutAnimation` at once with animations off (``inheritedAnimationDuration`` 0).
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    DoubleAnimationContext.withoutAnimation(actionsWithoutAnimation)
  }

  /// The duration of the animation block being run: 0 outside one and inside
  /// ``performWithoutAnimation(_:)``.
  open class var inheritedAnimationDuration: TimeInterval { DoubleAnimationContext.inheritedDuration }

  /// Runs `animations` at once, with ``inheritedAnimationDuration`` = `duration`: the properties it
  /// sets take their final values at once (nothing is interpolated; `options` are ignored). The
  /// completion runs on the double's clock `delay + duration` seconds later, never inside this call
  /// (even for 0), with `finished` `true` (the double does not interrupt animations).
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    DoubleAnimationContext.run(duration: duration, delay: delay, animations: animations, completion: completion)
  }

  /// ``animate(withDuration:delay:options:animations:completion:)`` with no delay.
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    DoubleAnimationContext.run(duration: duration, delay: 0, animations: animations, completion: completion)
  }

  /// ``animate(withDuration:delay:options:animations:completion:)`` with no delay and no completion.
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    DoubleAnimationContext.run(duration: duration, delay: 0, animations: animations, completion: nil)
  }

  /// As ``animate(withDuration:delay:options:animations:completion:)``: the spring parameters are
  /// ignored (no interpolation), the completion runs after `delay + duration` on the clock.
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    DoubleAnimationContext.run(duration: duration, delay: delay, animations: animations, completion: completion)
  }
}

extension UIView {
  // `class let` in the SDK: main-actor isolated.
  /// The smallest size Auto Layout allows (a fitting target): zero.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  // `class let` in the SDK: main-actor isolated.
  /// "No intrinsic size on this axis": -1.
  public static let noIntrinsicMetric: CGFloat = -1
}
