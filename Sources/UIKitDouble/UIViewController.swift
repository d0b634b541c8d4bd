// UIViewController and transition coordinators (X from H16:UIViewController.h,
// H16:UIViewControllerTransitionCoordinator.h + AN16; DOCS where the reference says so).

@MainActor @preconcurrency public protocol UIContentContainer: NSObjectProtocol {
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
  open var viewIfLoaded: UIView? { fatalError() }
  open func viewDidLoad() { fatalError() }
  open func viewWillAppear(_ animated: Bool) { fatalError() }
  open func viewDidAppear(_ animated: Bool) { fatalError() }
  open func viewWillDisappear(_ animated: Bool) { fatalError() }
  open func viewDidDisappear(_ animated: Bool) { fatalError() }
  open func viewDidLayoutSubviews() { fatalError() }
  open var title: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var parent: UIViewController? { fatalError() }  // weak in the SDK (computed here)
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

@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
}

@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  // Imported methods are implicitly discardable. The SDK gives `completion` a `= nil` default,
  // which a protocol requirement cannot carry (the library passes both arguments).
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

@MainActor @preconcurrency open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
}

@MainActor @preconcurrency open class UINavigationItem: NSObject {
  open var rightBarButtonItems: [UIBarButtonItem]? {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor @preconcurrency open class UIBarItem: NSObject {
}

@MainActor @preconcurrency open class UIBarButtonItem: UIBarItem {
  // The SDK declares it a convenience init.
  @available(iOS 14.0, *)
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    fatalError()
  }
}

/// Not main-actor isolated: `NS_SWIFT_SENDABLE` (X).
open class UIImage: NSObject, @unchecked Sendable {
}
