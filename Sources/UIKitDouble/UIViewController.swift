// UIViewController (X from H16:UIViewController.h; DOCS where the reference says so).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - UIViewController

/// A view controller with UIKit's view loading, containment, appearance calls, layout and safe
/// area callbacks, and content-container messages.
///
/// What the double does NOT model: nibs and storyboards, presentation (`present`, `dismiss`),
/// status bar, focus, state restoration, `isMovingToParent` and the other transition queries, and
/// `updateViewConstraints()` being called by a constraints pass.
@MainActor @preconcurrency
open class UIViewController: UIResponder, @preconcurrency NSCoding, UITraitEnvironment,
  UIContentContainer
{
  // MARK: Initializers

  /// Creates a controller; nibs are not modelled, so both arguments are ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller; nothing is decoded (the double has no archives).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a controller with no nib, as `init(nibName: nil, bundle: nil)`.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Encodes nothing (the double has no archives).
  open func encode(with coder: NSCoder) {}

  // MARK: View loading

  /// The root view, loaded on first access: `loadView()` then `viewDidLoad()`, once. Setting it
  /// installs that view as the root view without calling `viewDidLoad()`; setting `nil` unloads
  /// the view (the next access loads it again).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { adopt(newValue) }
  }

  /// Creates the root view. The default makes a plain `UIView` (`UIView(frame: .zero)`; UIKit sizes
  /// it to the screen, the double leaves that to the window). Override it to assign `view` yourself,
  /// without calling `super`.
  open func loadView() {
    view = UIView(frame: .zero)
  }

  /// Loads the view if it is not loaded yet, as reading `view` does.
  open func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    isLoadingView = false
    viewDidLoad()
  }

  /// The root view if it is loaded; `nil` otherwise. Never loads it.
  open var viewIfLoaded: UIView? { loadedView }

  /// Whether the root view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Called once after `loadView()` created the view. Does nothing by default.
  open func viewDidLoad() {}

  // MARK: Appearance

  /// Called before the view appears (see `beginAppearanceTransition(_:animated:)`).
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Starts the appearance (`viewWillAppear`) or disappearance (`viewWillDisappear`) of this
  /// controller, as a container calls it when it forwards appearance itself. The double follows
  /// UIKit's state machine: appearing begins from disappeared or disappearing, disappearing from
  /// appeared or appearing; a begin towards the state already reached or under way is ignored
  /// (UIKit logs "Unbalanced calls to begin/end appearance transitions" and the double makes no
  /// second call, so every `will` is matched by one `did`). Passed on, when
  /// `shouldAutomaticallyForwardAppearanceMethods` is `true`, to the children whose views are in
  /// this controller's view hierarchy.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    guard let state = appearanceState.afterBegin(isAppearing: isAppearing) else { return }
    appearanceState = state
    appearanceTransitionIsAnimated = animated
    if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenInViewHierarchy() {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Finishes the transition begun last (`viewDidAppear` or `viewDidDisappear`, animated as it
  /// began); ignored when none is under way. Passed on as `beginAppearanceTransition` is.
  open func endAppearanceTransition() {
    guard let state = appearanceState.afterEnd else { return }
    appearanceState = state
    let animated = appearanceTransitionIsAnimated
    if state == .appeared { viewDidAppear(animated) } else { viewDidDisappear(animated) }
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenInViewHierarchy() { child.endAppearanceTransition() }
  }

  /// Whether this controller passes its appearance calls on to its children, and its children
  /// hear theirs when their views join or leave its appeared view hierarchy; `true` by default.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  // MARK: Layout

  /// Called when the root view is about to lay out its subviews. Does nothing by default.
  open func viewWillLayoutSubviews() {}

  /// Called after the root view laid out its subviews. Does nothing by default.
  open func viewDidLayoutSubviews() {}

  /// Called when constraints are updated. Does nothing by default (the double's constraint pass
  /// does not call it).
  open func updateViewConstraints() {}

  /// Extra safe area added to the root view's, `.zero` by default. Setting a new value marks the
  /// root view for layout; the views read it when they compute the root view's `safeAreaInsets`,
  /// and the next layout pass reports the change (`viewSafeAreaInsetsDidChange()`).
  open var additionalSafeAreaInsets: UIEdgeInsets {
    get { storedAdditionalSafeAreaInsets }
    set {
      guard newValue != storedAdditionalSafeAreaInsets else { return }
      storedAdditionalSafeAreaInsets = newValue
      loadedView?.invalidateSafeArea()
      loadedView?.setNeedsLayout()
    }
  }

  /// Called when the root view's safe area changed, in the layout pass, after the root view's
  /// `safeAreaInsetsDidChange()`. Does nothing by default.
  open func viewSafeAreaInsetsDidChange() {}

  // MARK: Responder chain

  /// The root view's superview, as UIKit documents (`nil` while the view is not loaded or has
  /// no superview).
  open override var next: UIResponder? { loadedView?.superview }

  // MARK: Title and traits

  /// A title; `nil` by default.
  open var title: String?

  /// The root view's traits when it is loaded; otherwise the parent's, or a default collection.
  open var traitCollection: UITraitCollection {
    if let loadedView { return loadedView.traitCollection }
    return parent?.traitCollection ?? UITraitCollection()
  }

  /// Called when the traits changed. Does nothing by default.
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Containment

  /// The parent controller, if any (held weakly, as UIKit does).
  open var parent: UIViewController? { parentStorage }

  /// The child controllers, in the order they were added.
  open var children: [UIViewController] { childList.elements() }

  /// Makes `childController` a child of this controller, last in `children`. It hears
  /// `willMove(toParent: self)` first; the caller adds its view and calls
  /// `didMove(toParent:)`. A child of another controller is removed from it first
  /// (`removeFromParent()`, so it hears `didMove(toParent: nil)`). Adding a controller to itself,
  /// or a child again to its own parent, does nothing.
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.parentStorage !== self else { return }
    if childController.parentStorage != nil { childController.removeFromParent() }
    childController.willMove(toParent: self)
    childList.append(childController)
    childController.parentStorage = self
  }

  /// Removes this controller from its parent, then calls `didMove(toParent: nil)`, as UIKit
  /// does; the caller calls `willMove(toParent: nil)` and removes the view first. Does nothing
  /// without a parent.
  open func removeFromParent() {
    guard let parent = parentStorage else { return }
    parent.childList.remove(self)
    parentStorage = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to (`parent`) or removed from (`nil`) a container.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to (`parent`) or removed from (`nil`) a container.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Content container

  /// The size the controller would like; `.zero` by default. Setting a new value calls the
  /// parent's `preferredContentSizeDidChange(forChildContentContainer:)`, as UIKit does.
  open var preferredContentSize: CGSize {
    get { storedPreferredContentSize }
    set {
      guard newValue != storedPreferredContentSize else { return }
      storedPreferredContentSize = newValue
      parent?.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }

  /// Called when a child's `preferredContentSize` changed. Does nothing by default.
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

  /// Called when a child's fitting size changed. Does nothing by default (the double never calls
  /// it).
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

  /// The size a child gets within `parentSize`: `parentSize` by default, as UIKit documents.
  @discardableResult
  open func size(
    forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }

  /// Called before the root view changes size (a rotation). The default passes the call on to
  /// every child, as UIKit's does (override it and call `super`).
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    childList.forEach { $0.viewWillTransition(to: size, with: coordinator) }
  }

  /// Called before the traits change. The default passes the call on to every child.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    childList.forEach { $0.willTransition(to: newCollection, with: coordinator) }
  }

  // MARK: Navigation

  /// The nearest navigation controller among this controller's ancestors, `nil` when there is
  /// none (a navigation controller's own is its parent's).
  open var navigationController: UINavigationController? {
    var ancestor = parent
    while let current = ancestor {
      if let navigation = current as? UINavigationController { return navigation }
      ancestor = current.parent
    }
    return nil
  }

  /// The item a navigation bar would show for this controller, made on first access. The double
  /// draws no navigation bar.
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem()
    storedNavigationItem = item
    return item
  }

  /// The coordinator of the size transition under way (set while `viewWillTransition(to:with:)`
  /// runs through a package driver), or the parent's; `nil` otherwise.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    activeTransitionCoordinator ?? parent?.transitionCoordinator
  }

  // MARK: Internal

  /// Where the controller is in its appearance cycle.
  var appearanceState = AppearanceState.disappeared

  /// Whether the controller appeared as its window's root view controller: it disappears when
  /// its view leaves the window.
  var appearsAsWindowRoot = false

  /// The coordinator a package driver set for the transition under way.
  var activeTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?

  /// Lays out views a container places itself, before `viewWillLayoutSubviews()`; nothing by
  /// default (a navigation controller sizes its top child's view).
  func containerWillLayoutSubviews() {}

  /// The children whose views are in this controller's view hierarchy: the ones appearance is
  /// passed on to.
  func childrenInViewHierarchy() -> [UIViewController] {
    guard let loadedView else { return [] }
    var result: [UIViewController] = []
    childList.forEach { child in
      if let childView = child.loadedView, childView.isDescendant(of: loadedView) { result.append(child) }
    }
    return result
  }

  // MARK: Private

  private var loadedView: UIView?
  private var isLoadingView = false
  private weak var parentStorage: UIViewController?
  private var childList = ChildControllerList()
  private var appearanceTransitionIsAnimated = false
  private var storedAdditionalSafeAreaInsets = UIEdgeInsets.zero
  private var storedPreferredContentSize = CGSize.zero
  private var storedNavigationItem: UINavigationItem?

  private func adopt(_ newView: UIView?) {
    guard newView !== loadedView else { return }
    if let loadedView, loadedView.owningViewController === self { loadedView.owningViewController = nil }
    loadedView = newView
    newView?.owningViewController = self
  }
}
