import Foundation

extension Headless {
  /// A headless stack of rows in a scroll view: the portable twin of the UIKit `ScrollStack`.
  ///
  /// Give it a frame (the viewport), add rows, move ``contentOffset`` and assert on
  /// ``visibleRows``, row frames and the delegate calls. Animations run on
  /// ``animationScheduler``: an ``ImmediateScheduler`` (the default) finishes them within the call
  /// that started them; a ``ManualScheduler`` lets a test step through them.
  @MainActor
  public final class ScrollStack: View, ScrollStackRowManaging {
    // MARK: Lifecycle

    /// Creates a stack with a viewport of `frame` (`.zero` by default: nothing is visible until
    /// it gets a size) whose animations run on `animationScheduler`.
    public init(frame: CGRect = .zero, animationScheduler: any Scheduler = ImmediateScheduler()) {
      self.animationScheduler = animationScheduler
      super.init(frame: frame)
    }

    // MARK: Public

    /// The engine behind the row API.
    public private(set) lazy var engine = ScrollStackEngine(host: platformHost)

    /// Told about scrolling, visibility, layout and content-size changes; `nil` by default.
    public weak var stackDelegate: (any ScrollStackControllerDelegate)?

    /// Runs the stack's animations and animated scrolls.
    public let animationScheduler: any Scheduler

    /// How long an animated scroll takes, in seconds; 0.3 by default.
    public var scrollAnimationDuration: TimeInterval = 0.3

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

    /// The scroll position: the content point at the viewport's top-left. Setting it reports the
    /// scroll and any visibility change to the delegate. NaN or infinite values are reported
    /// and ignored. Like UIKit, it is not clamped; scroll requests are.
    public var contentOffset: CGPoint {
      get { storedContentOffset }
      set { setContentOffset(newValue, animated: false) }
    }

    /// Moves the content offset; animated moves take ``scrollAnimationDuration`` on the
    /// ``animationScheduler`` and end with `scrollStackDidEndScrollingAnimation`.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
      // Through the engine, so that an animated move ends with `scrollStackDidEndScrollingAnimation`.
      if animated, offset.x.isFinite, offset.y.isFinite {
        engine.scroll(to: offset, animated: true, completion: nil)
      } else {
        moveContentOffset(to: offset, animated: animated, completion: {})
      }
    }

    /// The size of the content: the sum of the row extents along the axis, the visible cross
    /// length across it.
    public private(set) var contentSize: CGSize = .zero

    /// Extra space around the content, like `UIScrollView.contentInset`; `.zero` by default.
    public var contentInset: EdgeInsets = .zero {
      didSet { insetsDidChange(oldValue: oldValue, newValue: contentInset, "contentInset") }
    }

    /// The part of the viewport covered by bars and the home indicator; `.zero` by default. Set it
    /// in tests to play a navigation bar or a safe area.
    public var safeAreaInsets: EdgeInsets = .zero {
      didSet { insetsDidChange(oldValue: oldValue, newValue: safeAreaInsets, "safeAreaInsets") }
    }

    /// The insets visibility and scrolling respect: ``contentInset`` plus ``safeAreaInsets``.
    public var adjustedContentInset: EdgeInsets { contentInset.sanitized + safeAreaInsets.sanitized }

    /// The scroll view's bounds: the viewport, at the content offset.
    public override var bounds: CGRect { CGRect(origin: storedContentOffset, size: frame.size) }

    /// The number of animations (row transitions and animated scrolls) still running.
    public private(set) var runningAnimationCount = 0

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
    private var storedContentOffset: CGPoint = .zero

    override var boundsOrigin: CGPoint { storedContentOffset }

    override func sizeDidChange() {
      engine.viewportDidChange()
    }

    private func insetsDidChange(oldValue: EdgeInsets, newValue: EdgeInsets, _ name: String) {
      if !newValue.isFinite {
        engine.report(.invalidSize, name, "\(name) \(newValue) has NaN or infinite edges; they count as zero.")
      }
      if oldValue != newValue { engine.viewportDidChange() }
    }

    func moveContentOffset(to offset: CGPoint, animated: Bool, completion: @escaping () -> Void) {
      guard offset.x.isFinite, offset.y.isFinite else {
        engine.report(.invalidOffset, "setContentOffset(_:animated:)", "Offset \(offset) is not finite; ignored.")
        completion()
        return
      }
      guard animated else {
        applyOffset(offset)
        completion()
        return
      }
      runningAnimationCount += 1
      animationScheduler.schedule(after: scrollAnimationDuration) { [weak self] in
        guard let self else {
          completion()
          return
        }
        self.runningAnimationCount -= 1
        self.applyOffset(offset)
        completion()
      }
    }

    private func applyOffset(_ offset: CGPoint) {
      guard offset != storedContentOffset else { return }
      storedContentOffset = offset
      engine.scrollDidChange()
    }

    func setContentSize(_ size: CGSize) {
      contentSize = size
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
      for (index, row) in engine.rows.enumerated() {
        let rowFrame = engine.rowFrame(at: index)
        let origin = rowFrame.origin
        row.contentView.frame = engine.contentFrame(at: index).offsetBy(dx: -origin.x, dy: -origin.y)
        row.separatorView.frame = engine.separatorFrame(at: index).offsetBy(dx: -origin.x, dy: -origin.y)
        row.separatorView.isHidden = !engine.isSeparatorVisible(at: index)
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
  @MainActor
  open class ScrollStackController: ViewController {
    /// The stack this controller shows.
    public let scrollStack: ScrollStack

    /// Creates a controller whose stack runs its animations on `animationScheduler`.
    public init(animationScheduler: any Scheduler = ImmediateScheduler()) {
      scrollStack = ScrollStack(animationScheduler: animationScheduler)
      super.init()
      scrollStack.parentViewController = self
    }

    /// Makes the stack the root view.
    open override func loadView() {
      view = scrollStack
    }
  }

  /// The seed library's name for ``ScrollStackController``.
  public typealias ScrollStackViewController = ScrollStackController
}
