import Foundation

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
    public private(set) lazy var engine = ScrollStackEngine(host: platformHost)

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

    /// The layout as text, a line per row: index, title, frame, visibility, and the separator.
    ///
    /// Made for reviewable snapshot tests: `0 Welcome (0, 0, 390, 120) entire sep`.
    public func layoutSnapshot() -> String {
      engine.rows.enumerated().map { index, row in
        let title = row.controller?.title ?? row.contentView.accessibilityLabel ?? "row"
        let separator = engine.isSeparatorVisible(at: index) ? " sep" : ""
        return "\(index) \(title) \(row.frame.compactText) \(row.visibility)\(separator)"
      }.joined(separator: "\n")
    }

    // MARK: Internal

    lazy var platformHost = ScrollStackHost(stack: self)
    /// The controller whose children the row controllers become; set by `ScrollStackController`.
    weak var parentViewController: ViewController?

    override func viewportDidChange() {
      engine.viewportDidChange()
    }

    override func contentOffsetDidChange() {
      engine.scrollDidChange()
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

    /// Places every row's content and separator inside the row.
    func layoutRows() {
      let lastShown = engine.lastShownIndex
      for (index, row) in engine.rows.enumerated() {
        let rowFrame = engine.rowFrame(at: index)
        let origin = rowFrame.origin
        row.contentView.frame = engine.contentFrame(at: index).offsetBy(dx: -origin.x, dy: -origin.y)
        row.separatorView.frame = engine.separatorFrame(at: index).offsetBy(dx: -origin.x, dy: -origin.y)
        row.separatorView.isHidden = !engine.isSeparatorVisible(at: index, lastShownIndex: lastShown)
      }
    }

    func deliver(_ event: ScrollStackEvent<ScrollStackRow>) {
      guard let delegate = stackDelegate else { return }
      switch event {
      case .didScroll(let offset):
        delegate.scrollStackDidScroll(self, offset: offset)
      case .rowDidBecomeVisible(let row, let index, let state):
        delegate.scrollStackRowDidBecomeVisible(self, row: row, index: index, state: state)
      case .rowDidBecomeHidden(let row, let index, let state):
        delegate.scrollStackRowDidBecomeHidden(self, row: row, index: index, state: state)
      case .didUpdateLayout:
        delegate.scrollStackDidUpdateLayout(self)
      case .contentSizeDidChange(let from, let to):
        delegate.scrollStackContentSizeDidChange(self, from: from, to: to)
      case .didEndScrollingAnimation:
        delegate.scrollStackDidEndScrollingAnimation(self)
      case .rowDidChange:
        break
      }
    }
  }

  /// A view controller whose view is a headless ``ScrollStack``; row controllers become its
  /// children.
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
      keyboard.hostDidLayout()
      keyboard.avoidance?.endSizeTransition()
    }

    /// Keeps the keyboard core's placement current (a stack nested in a row moves with it).
    open override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      keyboard.hostDidLayout()
    }

    /// Keeps the keyboard core's placement current, and takes a value you assigned to
    /// ``ViewController/additionalSafeAreaInsets`` as your own (see
    /// ``userAdditionalSafeAreaInsets``).
    open override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      keyboard.hostDidLayout()
    }

    private lazy var keyboard = KeyboardAttachment(controller: self)
  }

  /// The seed library's name for ``ScrollStackController``.
  public typealias ScrollStackViewController = ScrollStackController
}
