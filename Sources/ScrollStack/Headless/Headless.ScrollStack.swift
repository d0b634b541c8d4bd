import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension Headless {
  /// A headless stack of rows in a scroll view: the portable twin of the UIKit `ScrollStack`.
  ///
  /// Give it a frame (the viewport), add rows, move ``contentOffset`` and assert on
  /// ``visibleRows``, row frames and the delegate calls. Animations run on
  /// ``animationScheduler``: an ``ImmediateStackScheduler`` (the default) finishes them within the call
  /// that started them; a ``ManualScheduler`` lets a test step through them.
  @MainActor
  public final class ScrollStack: ScrollView, ScrollStackRowManaging {
    // MARK: Lifecycle

    /// Creates a stack with a viewport of `frame` (`.zero` by default: nothing is visible until
    /// it gets a size) whose animations run on `animationScheduler`.
    public override init(frame: CGRect = .zero, animationScheduler: any StackScheduler = ImmediateStackScheduler()) {
      super.init(frame: frame, animationScheduler: animationScheduler)
      onScrollDiagnostic = { [weak self] diagnostic in self?.engine.onDiagnostic?(diagnostic) }
    }

    // MARK: Public

    /// The engine behind the row API.
    @_spi(Engine) public private(set) lazy var engine = ScrollStackEngine(host: platformHost)

    /// Headless insets are already portable.
    @_spi(Engine) public static func edgeInsets(from insets: StackEdgeInsets) -> StackEdgeInsets { insets }
    /// Headless insets are already portable.
    @_spi(Engine) public static func hostInsets(from insets: StackEdgeInsets) -> StackEdgeInsets { insets }

    /// Told about scrolling, visibility, layout and content-size changes; `nil` by default.
    public weak var stackDelegate: (any ScrollStackControllerDelegate)?

    /// The colour new rows give their separator; ``Color/separator`` by default.
    public var separatorColor: Color = .separator

    /// The layout direction; `.vertical` by default. Setting it lays the rows out again without
    /// animation and keeps every row's settings; see ``setAxis(_:animated:completion:)``.
    public var axis: StackAxis {
      get { engine.axis }
      set { setAxis(newValue, animated: false) }
    }

    /// Changes the layout direction, keeping every row's insets, padding and separator settings.
    /// The completion is called once (at once when the axis does not change).
    public func setAxis(_ axis: StackAxis, animated: Bool, completion: (() -> Void)? = nil) {
      engine.setAxis(axis, animated: animated, completion: completion)
    }

    /// Runs now the layout pass that row setting changes (`row.rowInsets = …`) left pending: the
    /// content size, the row views' frames, visibility and the delegate calls catch up. Without
    /// it the pass runs on ``ScrollView/animationScheduler`` after zero seconds (at once with the
    /// default ``ImmediateStackScheduler``), or before any other change, scroll request or
    /// visibility query. Does nothing when no pass is pending.
    public func layoutIfNeeded() {
      engine.layoutIfNeeded()
    }

    /// The layout as text, a line per row: index, title, frame, visibility, and the separator.
    ///
    /// Made for reviewable snapshot tests: `0 Welcome (0, 0, 390, 120) entire sep`.
    public func layoutSnapshot() -> String {
      engine.layoutIfNeeded()
      return zip(engine.rows, engine.rowLayouts()).enumerated().map { index, item in
        let (row, layout) = item
        let title = row.controller?.title ?? row.contentView.accessibilityLabel ?? "row"
        let separator = layout.isSeparatorVisible ? " sep" : ""
        return "\(index) \(title) \(layout.rowFrame.compactText) \(row.visibility)\(separator)"
      }.joined(separator: "\n")
    }

    // MARK: Internal

    lazy var platformHost = ScrollStackHost(stack: self)
    /// The controller whose children the row controllers become; set by `ScrollStackController`.
    weak var parentViewController: ScrollStackController?

    override func viewportDidChange() {
      engine.viewportDidChange()
    }

    override func contentOffsetDidChange() {
      engine.scrollDidChange(in: scrollGeometry)
    }

    /// Animated moves go through the engine, so that they end with
    /// `scrollStackDidEndScrollingAnimation`.
    override func setContentOffsetRequested(_ offset: CGPoint, animated: Bool) {
      if animated, offset.x.isFinite, offset.y.isFinite {
        engine.scroll(to: offset, animated: true, completion: nil)
      } else {
        super.setContentOffsetRequested(offset, animated: animated)
      }
    }

    func animate(info: ScrollStackAnimationInfo, animations: @escaping () -> Void, completion: @escaping () -> Void) {
      animations()
      runningAnimationCount += 1
      animationScheduler.schedule(after: info.totalTime) { [weak self] in
        self?.runningAnimationCount -= 1
        completion()
      }
    }

    /// Places every row's content and separator inside the row, as the engine computed them.
    func layoutRows() {
      for (row, layout) in zip(engine.rows, engine.rowLayouts()) { row.apply(layout) }
    }

    func deliver(_ event: ScrollStackEvent<ScrollStackRow>) {
      guard let delegate = stackDelegate else { return }
      event.deliver(to: delegate, from: self)
    }
  }

  /// A view controller whose view is a headless ``ScrollStack``; row controllers become its
  /// children.
  ///
  /// Like the UIKit one, it forwards appearance to its children itself
  /// (``ViewController/shouldAutomaticallyForwardAppearanceMethods`` is `false`), from its own
  /// appearance methods, so a row added or removed mid-transition gets balanced calls.
  ///
  /// In a ``Window`` it keeps the focused field above the keyboard: the keyboard raises its
  /// bottom ``ViewController/additionalSafeAreaInsets`` by the overlap (so visibility treats the
  /// covered part as not visible) and the focused field's row scrolls into view with the stack's
  /// ``ScrollView/visibilityScrollMargin``.
  @MainActor
  open class ScrollStackController: ViewController {
    /// The stack this controller shows.
    public let scrollStack: ScrollStack

    /// Creates a controller whose stack runs its animations on `animationScheduler`.
    public init(animationScheduler: any StackScheduler = ImmediateStackScheduler()) {
      scrollStack = ScrollStack(animationScheduler: animationScheduler)
      super.init()
      scrollStack.parentViewController = self
      keyboard.scrollView = scrollStack
      keyboard.onDiagnostic = { [weak self] in self?.scrollStack.onDiagnostic?($0) }
    }

    /// Makes the stack the root view.
    open override func loadView() {
      view = scrollStack
    }

    /// `false`: this controller forwards appearance to its children itself, so that rows added
    /// or removed mid-transition get balanced calls.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Forwards the appearance to the children.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      containerAppearanceDidChange(to: .appearing, animated: animated)
    }

    /// Forwards the appearance to the children.
    open override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      containerAppearanceDidChange(to: .appeared, animated: animated)
    }

    /// Forwards the disappearance to the children.
    open override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      containerAppearanceDidChange(to: .disappearing, animated: animated)
    }

    /// Forwards the disappearance to the children.
    open override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      containerAppearanceDidChange(to: .disappeared, animated: animated)
    }

    /// The keyboard core, while the controller is in a window; `nil` otherwise.
    public var keyboardAvoidance: KeyboardAvoidanceController? { keyboard.avoidance }

    /// Whether the keyboard raises ``ViewController/additionalSafeAreaInsets``; `true` by default.
    public var shouldAdjustAdditionalSafeAreaInsetsForKeyboard: Bool {
      get { keyboard.shouldAdjustAdditionalSafeAreaInsetsForKeyboard }
      set { keyboard.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = newValue }
    }

    /// Your own additional safe-area insets; restored exactly when the keyboard leaves.
    /// `.zero` by default.
    ///
    /// Assigning ``ViewController/additionalSafeAreaInsets`` directly does the same: any value
    /// there other than the one the keyboard core applied last is taken as yours (edge by
    /// edge), kept while the keyboard is up (the bottom becomes `max(keyboard inset, yours)`)
    /// and restored when it leaves. A direct assignment of exactly the value the keyboard
    /// applied cannot be told apart from it and is not taken.
    public var userAdditionalSafeAreaInsets: StackEdgeInsets {
      get { keyboard.userAdditionalSafeAreaInsets }
      set { keyboard.userAdditionalSafeAreaInsets = newValue }
    }

    /// Makes the keyboard core for the new window.
    open override func viewDidMoveToWindow(_ window: Window?) {
      super.viewDidMoveToWindow(window)
      keyboard.attach(to: window)
    }

    /// Holds keyboard changes and remembers the visible top-left during the size change.
    open override func viewWillTransition(to size: CGSize) {
      super.viewWillTransition(to: size)
      keyboard.avoidance?.beginSizeTransition()
    }

    /// Applies the latest keyboard state once, keeping the visible top-left in place.
    open override func viewDidTransition(to size: CGSize) {
      super.viewDidTransition(to: size)
      keyboard.updatePlacement()
      keyboard.avoidance?.endSizeTransition()
    }

    /// Keeps the keyboard core's placement current (a stack nested in a row moves with it).
    open override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      keyboard.updatePlacement()
    }

    /// Keeps the keyboard core's placement current, and takes a value you assigned to
    /// ``ViewController/additionalSafeAreaInsets`` as your own (see
    /// ``userAdditionalSafeAreaInsets``).
    open override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      keyboard.controllerInsetsDidChange()
      keyboard.updatePlacement()
    }

    /// The appearance this controller forwarded to each child.
    package var appearanceForwarder = AppearanceForwarder()

    private lazy var keyboard = KeyboardAttachment(controller: self)
  }

  /// The seed library's name for ``ScrollStackController``.
  public typealias ScrollStackViewController = ScrollStackController
}

extension Headless.ScrollStackController: AppearanceForwardingContainer {
  package var appearanceChildren: [Headless.ViewController] { children }
  package var containerAsParent: Headless.ViewController { self }
  package func hasChild(_ child: Headless.ViewController) -> Bool { child.parent === self }
}
