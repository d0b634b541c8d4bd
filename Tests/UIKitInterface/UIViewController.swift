// UIViewController and transition coordinators (X from H16:UIViewController.h,
// H16:UIViewControllerTransitionCoordinator.h + AN16; DOCS where the reference says so).

@MainActor @preconcurrency public protocol UIContentContainer: NSObjectProtocol {
  var preferredContentSize: CGSize { get }
  func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
}

@MainActor @preconcurrency
open class UIViewController: UIResponder, @preconcurrency NSCoding, UITraitEnvironment,
  UIContentContainer
{
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public convenience override init() { fatalError() }
  open func encode(with coder: NSCoder) { fatalError() }

  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }
  open func loadView() { fatalError() }
  open func loadViewIfNeeded() { fatalError() }
  open var viewIfLoaded: UIView? { fatalError() }
  open func viewDidLoad() { fatalError() }
  open var isViewLoaded: Bool { fatalError() }
  open func viewWillAppear(_ animated: Bool) { fatalError() }
  open func viewDidAppear(_ animated: Bool) { fatalError() }
  open func viewWillDisappear(_ animated: Bool) { fatalError() }
  open func viewDidDisappear(_ animated: Bool) { fatalError() }
  open func viewWillLayoutSubviews() { fatalError() }
  open func viewDidLayoutSubviews() { fatalError() }
  open var title: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var parent: UIViewController? { fatalError() }  // weak in the SDK (computed here)
  open var presentedViewController: UIViewController? { fatalError() }
  open var presentingViewController: UIViewController? { fatalError() }
  open var isBeingPresented: Bool { fatalError() }
  open var isBeingDismissed: Bool { fatalError() }
  open var isMovingToParent: Bool { fatalError() }
  open var isMovingFromParent: Bool { fatalError() }
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    fatalError()
  }
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
  open var preferredContentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  open var traitCollection: UITraitCollection { fatalError() }
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }

  // UIContainerViewControllerProtectedMethods / Callbacks
  open var children: [UIViewController] { fatalError() }
  open func addChild(_ childController: UIViewController) { fatalError() }
  open func removeFromParent() { fatalError() }
  open func willMove(toParent parent: UIViewController?) { fatalError() }
  open func didMove(toParent parent: UIViewController?) { fatalError() }
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { fatalError() }
  open func endAppearanceTransition() { fatalError() }
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { fatalError() }

  // UIConstraintBasedLayoutCoreMethods / UILayoutSupport
  open func updateViewConstraints() { fatalError() }
  open var additionalSafeAreaInsets: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  open func viewLayoutMarginsDidChange() { fatalError() }
  open func viewSafeAreaInsetsDidChange() { fatalError() }

  // From other headers
  open var navigationController: UINavigationController? { fatalError() }
  open var navigationItem: UINavigationItem { fatalError() }
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }

  // UIContentContainer
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    fatalError()
  }
}

public enum UIModalPresentationStyle: Int, @unchecked Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  var isInterruptible: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var completionVelocity: CGFloat { get }
  var completionCurve: UIView.AnimationCurve { get }
  var containerView: UIView { get }
  var targetTransform: CGAffineTransform { get }
}

@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  // Imported methods are implicitly discardable; protocols cannot carry the `= nil` default.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// The `completion: = nil` default of the SDK's declaration.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool { fatalError() }
}

@MainActor @preconcurrency open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) { fatalError() }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
  @discardableResult open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
  open var topViewController: UIViewController? { fatalError() }
  open var viewControllers: [UIViewController] {
    get { fatalError() }
    set { fatalError() }
  }
  open var navigationBar: UINavigationBar { fatalError() }
}

@MainActor @preconcurrency open class UINavigationBar: UIView {
  open var prefersLargeTitles: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor @preconcurrency open class UINavigationItem: NSObject {
  public init(title: String) { fatalError() }
  open var title: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var rightBarButtonItem: UIBarButtonItem? {
    get { fatalError() }
    set { fatalError() }
  }
  open var leftBarButtonItem: UIBarButtonItem? {
    get { fatalError() }
    set { fatalError() }
  }
  open var rightBarButtonItems: [UIBarButtonItem]? {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor @preconcurrency open class UIBarItem: NSObject {
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var title: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor @preconcurrency open class UIBarButtonItem: UIBarItem {
  public override init() { fatalError() }
  // iOS 14 (other defaulted parameters: image, menu). The SDK declares it a convenience init.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    fatalError()
  }
}

/// Not main-actor isolated: `NS_SWIFT_SENDABLE` (X).
open class UIImage: NSObject, @unchecked Sendable {
  public init?(systemName name: String) { fatalError() }
}
