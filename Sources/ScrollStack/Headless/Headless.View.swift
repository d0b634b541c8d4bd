import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.View

extension Headless {
  /// A portable view: a frame in its superview, a tree of subviews and a fitting size.
  ///
  /// Subclass it and override ``systemLayoutSizeFitting(_:)`` for content whose length depends
  /// on the width it is given (text that wraps), or set ``intrinsicContentSize`` for a fixed size.
  @MainActor
  open class View {
    // A view's stored properties are read and written for every row of every change, never while
    // another access to the same property is under way: they skip the dynamic exclusivity checks
    // (`@exclusivity(unchecked)`), which cost more than the accesses.

    // MARK: Lifecycle

    /// Creates a view with `frame` (`.zero` by default).
    public init(frame: CGRect = .zero) {
      self.frame = frame
      isWindow = false
    }

    /// Creates a ``Window`` (`isWindow`) or another view.
    init(frame: CGRect, isWindow: Bool) {
      self.frame = frame
      self.isWindow = isWindow
    }

    deinit {
      // The subviews outlive this view only if something else holds them: they then have no
      // superview, as with a weak reference (``superviewReference`` is not one).
      subviewList.forEach { $0.superviewReference = nil }
    }

    /// Creates a view whose intrinsic size is `intrinsicSize`.
    public convenience init(intrinsicSize: CGSize) {
      self.init(frame: .zero)
      intrinsicContentSize = intrinsicSize
    }

    // MARK: Public

    /// "No intrinsic size on this axis", as in UIKit.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's frame in its superview's coordinates.
    @exclusivity(unchecked) open var frame: CGRect {
      didSet {
        if frame.size != oldValue.size { sizeDidChange() }
        if frame != oldValue { owningController?.viewDidLayoutSubviews() }
      }
    }

    /// The view's own coordinate space: its size, at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The view that contains this one, if any.
    public var superview: View? { superviewReference }

    /// The views this one contains, back to front.
    public var subviews: [View] {
      prepareSubviews()
      return subviewList.elements()
    }

    /// Whether the view is hidden; `false` by default.
    @exclusivity(unchecked) open var isHidden = false

    /// The view's opacity from 0 to 1; 1 by default.
    public var alpha: CGFloat {
      get { rareSettings?.alpha ?? 1 }
      set { settingRareSettings().alpha = newValue }
    }

    /// The view's background colour; `nil` (transparent) by default.
    public var backgroundColor: Color? {
      get { rareSettings?.backgroundColor }
      set { settingRareSettings().backgroundColor = newValue }
    }

    /// A short label for logs, snapshots and VoiceOver; `nil` by default.
    open var accessibilityLabel: String? {
      get { rareSettings?.accessibilityLabel }
      set { settingRareSettings().accessibilityLabel = newValue }
    }

    /// A stack row's highlight colour (ScrollStackController's `rowHighlightColor`), kept with
    /// the rare settings so that rows that never set it do not carry it.
    var highlightColorSetting: Color? {
      get { rareSettings?.highlightColor }
      set { settingRareSettings().highlightColor = newValue }
    }

    /// The size the view wants on each axis, or ``noIntrinsicMetric`` where it has none (the
    /// default on both axes).
    @exclusivity(unchecked) public var intrinsicContentSize = CGSize(
      width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

    /// The size the view needs when laid out in `targetSize`: the intrinsic size where it has
    /// one, and zero where it has none. Override it for content that wraps.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
      CGSize(
        width: intrinsicContentSize.width >= 0 ? intrinsicContentSize.width : 0,
        height: intrinsicContentSize.height >= 0 ? intrinsicContentSize.height : 0)
    }

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    public func addSubview(_ view: View) {
      prepareSubviews()
      insertSubviewNow(view, at: subviewList.count)
    }

    /// Inserts `view` at `index` (clamped to the valid range) among the subviews. Does nothing
    /// when `view` is this view or one of its ancestors.
    ///
    /// When the move takes `view` into a window, out of one or into another, every controller
    /// whose root view is `view` or one of its descendants hears
    /// ``ViewController/viewDidMoveToWindow(_:)``, parents before children, as in UIKit; a move
    /// within one window tells nobody.
    public func insertSubview(_ view: View, at index: Int) {
      prepareSubviews()
      insertSubviewNow(view, at: index)
    }

    /// ``insertSubview(_:at:)`` without ``prepareSubviews()``: the subviews a view makes on demand
    /// are not made.
    func insertSubviewNow(_ view: View, at index: Int) {
      // A view cannot contain one of its own ancestors (or itself): that would make a cycle.
      guard !isDescendant(of: view) else { return }
      let oldWindow = view.nearestWindowView()
      if let oldParent = view.superviewReference { view.detachFromSuperview(oldParent) }
      subviewList.insert(view, at: index)
      view.superviewReference = self
      view.didMoveToSuperview()
      // Asked again: the callbacks may have moved the view on.
      if view.nearestWindowView() !== oldWindow { view.windowDidChange() }
    }

    /// Removes the view from its superview; does nothing when it has none. The controllers of
    /// the views that leave a window with it hear ``ViewController/viewDidMoveToWindow(_:)``
    /// with `nil`.
    public func removeFromSuperview() {
      guard let parent = superviewReference else { return }
      // Whether the view was in a window: it is one, or its superview is in one.
      let leavesWindow = isWindow || parent.nearestWindowView() != nil
      detachFromSuperview(parent)
      if leavesWindow { windowDidChange() }
    }

    /// Whether the view can take keyboard focus; `false` by default (``TextField`` can).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the view has keyboard focus in its window.
    public var isFirstResponder: Bool { window?.firstResponder === self }

    /// Takes keyboard focus: the window shows its keyboard and the enclosing keyboard-managed
    /// scroll view keeps the view visible above it. Returns `false` when the view cannot take
    /// focus or is not in a window.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
      guard canBecomeFirstResponder, let window else { return false }
      window.focus(self)
      return true
    }

    /// Gives up keyboard focus; the window hides its keyboard. Returns `false` when the view did
    /// not have focus.
    @discardableResult
    public func resignFirstResponder() -> Bool {
      guard let window, window.firstResponder === self else { return false }
      window.focus(nil)
      return true
    }

    /// The window this view is in, if any.
    public var window: Window? {
      guard let view = nearestWindowView() else { return nil }
      return unsafeDowncast(view, to: Window.self)
    }

    /// Whether the content does not want to be stretched beyond its own width (or height) when
    /// it sits in a larger scroll view; `false` by default.
    @exclusivity(unchecked) public var hugsContentWidth = false
    /// See ``hugsContentWidth``.
    @exclusivity(unchecked) public var hugsContentHeight = false

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
      // A view without subviews has no descendants (a stack's new row, a plain row's content):
      // no walk up from this view, whose ancestors may be many.
      guard view.subviewList.count > 0 else { return view === self }
      var current: View? = self
      while let candidate = current {
        if candidate === view { return true }
        current = candidate.superview
      }
      return false
    }

    /// `rect` (in this view's coordinates) converted to the coordinates of `view`, an ancestor
    /// or descendant of this one; `nil` when the two are not in one tree.
    public func convert(_ rect: CGRect, to view: View) -> CGRect? {
      guard let fromRoot = originInRoot(), let toRoot = view.originInRoot(), fromRoot.root === toRoot.root else {
        return nil
      }
      return rect.offsetBy(dx: fromRoot.origin.x - toRoot.origin.x, dy: fromRoot.origin.y - toRoot.origin.y)
    }

    // MARK: Internal

    /// Moves `view`, one of the subviews, just before `next` when that is a subview, else just
    /// after `previous` when that is one, without detaching it (no superview callbacks). Does
    /// nothing when `view` is not a subview.
    func reorderSubview(_ view: View, before next: View?, after previous: View?) {
      prepareSubviews()
      guard let current = subviewList.firstIndex(of: view) else { return }
      subviewList.remove(at: current)
      if let next, let position = subviewList.firstIndex(of: next) {
        subviewList.insert(view, at: position)
      } else if let previous, let position = subviewList.firstIndex(of: previous) {
        subviewList.insert(view, at: position + 1)
      } else {
        subviewList.insert(view, at: current)
      }
    }

    /// Whether the view holds any subview, without making the ones it makes on demand (a stack
    /// row's separator).
    var hasSubviews: Bool { subviewList.count > 0 }

    /// The number of subviews, without copying them (as ``subviews`` does).
    var subviewCount: Int {
      prepareSubviews()
      return subviewList.count
    }

    /// The position of `view` among the subviews, if it is one: a scan by identity that neither
    /// copies the subviews nor runs a main-actor closure per subview (each would check the
    /// executor).
    func position(ofSubview view: View) -> Int? {
      prepareSubviews()
      return subviewList.firstIndex(of: view)
    }

    /// The controller whose root view this is, told when the view is attached or detached.
    weak var owningController: ViewController?

    func sizeDidChange() {}

    /// Makes the subviews this view creates on demand, before its subviews are read or changed
    /// from outside; nothing by default (a stack row makes its separator here).
    func prepareSubviews() {}

    func didMoveToSuperview() {
      owningController?.viewDidMoveToSuperview(superview != nil)
    }

    /// The offset of this view's bounds origin within its own frame (non-zero for scroll views).
    var boundsOrigin: CGPoint { .zero }

    // MARK: Private

    /// Whether this view is a ``Window``: a stored flag, read instead of a dynamic cast on every
    /// step of a walk to the window.
    private let isWindow: Bool

    /// ``window`` as a view: the nearest window among this view and its ancestors, found by the
    /// ``isWindow`` flag without a cast to ``Window`` at each step.
    private func nearestWindowView() -> View? {
      var current = self
      while !current.isWindow {
        guard let parent = current.superviewReference else { return nil }
        current = parent
      }
      return current
    }

    /// The opacity, background colour and label, once one of them is set: most views (a stack's
    /// rows among them) never set them, and keep one reference instead of their 64 bytes.
    @exclusivity(unchecked) private var rareSettings: RareSettings?

    /// The superview, without a weak reference: a weakly referenced object gets a side table, and
    /// every retain and release of it then takes a slower path (a stack row is retained and
    /// released many times per change). The superview holds this view strongly among its
    /// subviews, and clears the reference when this view leaves it or when it is deallocated
    /// (`deinit`), so the reference never outlives it: reading it gives what a weak one would.
    @exclusivity(unchecked) private nonisolated(unsafe) unowned(unsafe) var superviewReference: View?

    /// Stands in ``subviewList`` for a subview removed from the front until the list is compacted.
    private static let removedSubviewPlaceholder = View()

    /// The subviews; removing the first one costs O(1), so removing all rows front to back is linear.
    @exclusivity(unchecked) private nonisolated(unsafe) var subviewList = FrontRemovableList<View>()

    /// ``rareSettings``, made on the first write.
    private func settingRareSettings() -> RareSettings {
      if let rareSettings { return rareSettings }
      let made = RareSettings()
      rareSettings = made
      return made
    }

    /// Takes the view out of its superview without telling anyone about a window change.
    private func detachFromSuperview(_ parent: View) {
      parent.subviewList.remove(self, placeholder: Self.removedSubviewPlaceholder)
      superviewReference = nil
      didMoveToSuperview()
    }

    /// Tells the controllers of this view and its descendants, parents first, that their window
    /// may have changed. Each controller compares with the window it last heard of, so a
    /// callback that moves views again cannot make anyone hear a window twice or a stale one.
    private func windowDidChange() {
      owningController?.windowMayHaveChanged()
      // Subviews not made yet have no controllers to tell: they are not made for this.
      for subview in subviewList.elements() { subview.windowDidChange() }
    }

    /// Where this view's coordinate origin lies in the coordinates of its root view.
    private func originInRoot() -> (origin: CGPoint, root: View)? {
      var origin = CGPoint.zero
      var current: View = self
      while let parent = current.superview {
        origin.x += current.frame.origin.x - current.boundsOrigin.x
        origin.y += current.frame.origin.y - current.boundsOrigin.y
        current = parent
      }
      return (origin, current)
    }
  }
}
