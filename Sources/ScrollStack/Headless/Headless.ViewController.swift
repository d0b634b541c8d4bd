import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.ViewController

extension Headless {
  /// A portable view controller with UIKit's containment and appearance calls, each recorded in
  /// ``lifecycleLog`` so tests can assert their order.
  ///
  /// Subclasses override ``loadView()``, ``viewDidLoad()`` and the appearance methods as in
  /// UIKit; call `super` to keep the log complete.
  @MainActor
  open class ViewController {
    // MARK: Lifecycle

    /// Creates a view controller; its view is loaded on first access.
    public init() {}

    // MARK: Public

    /// The calls this controller received, in order.
    public private(set) var lifecycleLog: [LifecycleEvent] = []

    /// A title for logs and the Demo; `nil` by default.
    open var title: String?

    /// The controller's root view, loaded through ``loadView()`` on first access.
    public var view: View {
      get {
        if let loadedView { return loadedView }
        loadView()
        let view = loadedView ?? View()
        adopt(view)
        viewDidLoad()
        return view
      }
      set { adopt(newValue) }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The controller this one is a child of, if any.
    public private(set) weak var parent: ViewController?

    /// The child controllers, in the order they were added.
    public var children: [ViewController] { childList.elements() }

    /// Whether the controller is between `viewDidAppear` and `viewWillDisappear`.
    public var isAppeared: Bool { appearance == .appeared }

    /// Creates the root view. The default makes a plain ``View``; override it and assign
    /// ``view`` to use your own.
    open func loadView() {
      view = View()
    }

    /// Called once after the view has been loaded.
    open func viewDidLoad() {
      lifecycleLog.append(.viewDidLoad)
    }

    /// Makes `child` a child of this controller; calls the child's `willMove(toParent:)` first,
    /// as UIKit does. The caller attaches the view and calls `didMove(toParent:)`.
    public func addChild(_ child: ViewController) {
      guard child !== self, child.parent !== self else { return }
      child.removeFromParent()
      child.willMove(toParent: self)
      childList.append(child)
      child.parent = self
      child.lifecycleLog.append(.addedToParent)
    }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`, as UIKit
    /// does. The caller calls `willMove(toParent: nil)` and detaches the view first.
    public func removeFromParent() {
      guard let parent else { return }
      parent.childList.remove(self, placeholder: Self.removedChildPlaceholder)
      self.parent = nil
      lifecycleLog.append(.removedFromParent)
      didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: ViewController?) {
      lifecycleLog.append(.willMove(toParent: parent != nil))
    }

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: ViewController?) {
      lifecycleLog.append(.didMove(toParent: parent != nil))
    }

    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {
      lifecycleLog.append(.viewWillAppear)
    }

    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {
      lifecycleLog.append(.viewDidAppear)
    }

    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {
      lifecycleLog.append(.viewWillDisappear)
    }

    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {
      lifecycleLog.append(.viewDidDisappear)
    }

    /// Plays the appearance of this controller and its children, as a window does when the
    /// controller becomes its root: `viewWillAppear` here, then in the children (depth first),
    /// then `viewDidAppear` here, then in the children, as UIKit forwards appearance. Does
    /// nothing when already appeared; a controller in the middle of appearing only finishes.
    public func simulateAppearance(animated: Bool = false) {
      perform(ContainerAppearance.steps(from: appearance, to: .appeared), animated: animated)
    }

    /// Plays the disappearance of this controller and its children, in the same order as
    /// ``simulateAppearance(animated:)``. Does nothing when not appeared; a controller in the
    /// middle of appearing finishes appearing first, so that its calls stay balanced.
    public func simulateDisappearance(animated: Bool = false) {
      perform(ContainerAppearance.steps(from: appearance, to: .disappeared), animated: animated)
    }

    /// Whether ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``
    /// pass each call on to the children, as UIKit's property of that name; `true` by default.
    /// A container that returns `false` tells its children itself (``ScrollStackController``
    /// does, so that rows joining or leaving mid-transition get balanced calls).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts appearing (`viewWillAppear`) or disappearing (`viewWillDisappear`), as UIKit's
    /// method of that name: appearing begins from disappeared or disappearing (a cancelled
    /// disappearance), disappearing from appeared or appearing; any other call does nothing.
    /// Passed on to the children when ``shouldAutomaticallyForwardAppearanceMethods``.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
      let step = ContainerAppearance.Step.begin(isAppearing: isAppearing)
      guard appearance.applying(step) != nil else { return }
      transitionIsAnimated = animated
      guard apply(step, animated: animated) else { return }
      guard shouldAutomaticallyForwardAppearanceMethods else { return }
      for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes the transition begun last (`viewDidAppear` or `viewDidDisappear`, animated as it
    /// began), as UIKit's method of that name; does nothing when no transition is under way.
    /// Passed on to the children when ``shouldAutomaticallyForwardAppearanceMethods``.
    public func endAppearanceTransition() {
      let animated = transitionIsAnimated
      guard apply(.end, animated: animated) else { return }
      guard shouldAutomaticallyForwardAppearanceMethods else { return }
      for child in children { child.endAppearanceTransition() }
    }

    /// Extra safe area the controller adds to its view's, like UIKit's; `.zero` by default. The
    /// keyboard core of ``ScrollStackController`` and ``ScrollingContentViewController`` raises
    /// its bottom while a keyboard is up; a value you assign here yourself is kept as your own
    /// (their `userAdditionalSafeAreaInsets`) and restored exactly when the keyboard leaves.
    public var additionalSafeAreaInsets: StackEdgeInsets = .zero {
      didSet {
        guard additionalSafeAreaInsets != oldValue else { return }
        (loadedView as? ScrollView)?.additionalSafeAreaInsets = additionalSafeAreaInsets
        viewSafeAreaInsetsDidChange()
      }
    }

    /// Called after the root view's frame changed (a new size, or a new place in its
    /// superview), the headless counterpart of UIKit's layout pass. Does nothing by default.
    open func viewDidLayoutSubviews() {}

    /// Called when the view's safe area changed (its own or the additional one).
    open func viewSafeAreaInsetsDidChange() {}

    /// Called before the view changes size (a rotation); the headless counterpart of
    /// `viewWillTransition(to:with:)`. Forwarded to the children.
    open func viewWillTransition(to size: CGSize) {
      for child in children { child.viewWillTransition(to: size) }
    }

    /// Called once the size change has finished (the transition coordinator's completion in
    /// UIKit). Forwarded to the children.
    open func viewDidTransition(to size: CGSize) {
      for child in children { child.viewDidTransition(to: size) }
    }

    /// The window the controller's view is in, if any.
    public var window: Window? { loadedView?.window }

    /// Called when the controller's view entered `window`, or left its window (`nil`): when the
    /// view, or any of its ancestors, is added to or removed from a view hierarchy in a window.
    /// Called once per change, parents before children; a move within one window is not a
    /// change. Not forwarded by this method: a child's view moves with its parent's, and the
    /// views tell their own controllers, as in UIKit (a nested stack's row controllers too).
    open func viewDidMoveToWindow(_ window: Window?) {}

    /// Clears ``lifecycleLog``.
    public func clearLifecycleLog() {
      lifecycleLog.removeAll()
    }

    // MARK: Internal

    /// Where the controller is in its appearance cycle.
    private(set) var appearance = ContainerAppearance.disappeared

    func viewDidMoveToSuperview(_ attached: Bool) {
      lifecycleLog.append(attached ? .viewAttached : .viewDetached)
    }

    /// Calls ``viewDidMoveToWindow(_:)`` when the view's window is not the one last reported.
    func windowMayHaveChanged() {
      let current = window
      guard current !== notifiedWindow else { return }
      notifiedWindow = current
      viewDidMoveToWindow(current)
    }

    // MARK: Private

    /// Stands in ``childList`` for a child removed from the front until the list is compacted.
    private static let removedChildPlaceholder = ViewController()

    /// The children; removing the first one costs O(1), so removing all controller rows front to
    /// back is linear.
    private var childList = FrontRemovableList<ViewController>()

    private var loadedView: View?

    private func adopt(_ view: View) {
      loadedView?.owningController = nil
      loadedView = view
      view.owningController = self
    }

    /// Whether the transition under way began animated.
    private var transitionIsAnimated = false

    /// Moves the appearance state by `step` and calls the method it leads to; `false` when the
    /// step does nothing in this state.
    private func apply(_ step: ContainerAppearance.Step, animated: Bool) -> Bool {
      guard let (state, callback) = appearance.applying(step) else { return false }
      appearance = state
      switch callback {
      case .willAppear: viewWillAppear(animated)
      case .didAppear: viewDidAppear(animated)
      case .willDisappear: viewWillDisappear(animated)
      case .didDisappear: viewDidDisappear(animated)
      }
      return true
    }

    /// The window this controller last heard of through ``viewDidMoveToWindow(_:)``.
    private weak var notifiedWindow: Window?
  }
}

extension Headless.ViewController: ContainedController {}
