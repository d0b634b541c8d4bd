import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.ScrollStack

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
    @_spi(Engine) public private(set) lazy var engine: ScrollStackEngine<ScrollStackRow> = {
      let engine = ScrollStackEngine(host: platformHost)
      // Rows reach the stack through their state (``ScrollStackRow/stack``).
      engine.ownerObject = self
      return engine
    }()

    /// Headless insets are already portable.
    @_spi(Engine) public static func edgeInsets(from insets: StackEdgeInsets) -> StackEdgeInsets { insets }
    /// Headless insets are already portable.
    @_spi(Engine) public static func hostInsets(from insets: StackEdgeInsets) -> StackEdgeInsets { insets }

    /// Told about scrolling, visibility, layout and content-size changes; `nil` by default.
    public weak var stackDelegate: (any ScrollStackControllerDelegate)?

    /// The colour new rows give their separator; ``Color/separator`` by default.
    public var separatorColor: Color = .separator {
      didSet { platformHost.separatorColorDidChange() }
    }

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

    /// How many row layouts ``layoutRows(_:)`` has applied since the stack was made: tests check
    /// that a change lays out only the rows it touched.
    package private(set) var appliedRowLayoutCount = 0

    /// Places the content and separator of each row in `changed` inside the row, as the engine
    /// computed them.
    func layoutRows(_ changed: [(row: ScrollStackRow, layout: RowLayout)]) {
      appliedRowLayoutCount += changed.count
      for (row, layout) in changed { row.apply(layout) }
    }

    /// Whether rows measured while not displayed get their final length; `true` (headless
    /// measuring does not depend on the hierarchy). Tests set it to `false` to play UIKit, where
    /// such rows are measured again once displayed.
    var measuresDetachedRowsExactly = true

    /// Puts the view of `row` among the subviews where the engine says
    /// (``ScrollStackEngine/viewPlacement(of:)``), so that the rows' views follow `rows`.
    func insertRowView(_ row: ScrollStackRow) {
      let count = subviewCount
      switch engine.viewPlacement(of: row) {
      case .atIndex(let index): insertSubview(row, at: Swift.min(index, count))
      case .before(let next): insertSubview(row, at: position(ofSubview: next) ?? count)
      case .after(let previous):
        if let position = position(ofSubview: previous) {
          insertSubview(row, at: position + 1)
        } else {
          insertSubview(row, at: count)
        }
      case .alone: insertSubview(row, at: 0)
      }
    }

    func deliver(_ event: ScrollStackEvent<ScrollStackRow>) {
      guard let delegate = stackDelegate else { return }
      event.deliver(to: delegate, from: self)
    }
  }
}
