// UINavigationController (X from H16:UINavigationController.h).

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - UINavigationController

/// A stack of controllers, each a child, the top one's view filling the navigation controller's
/// view. Pushing is immediate (an animated push is not animated), and the top view changes
/// through the view hierarchy, so the leaving and arriving controllers hear their appearance
/// calls as children of an appeared container do. The double draws no navigation bar: it adds no
/// safe area.
@MainActor @preconcurrency open class UINavigationController: UIViewController {
  // MARK: Initializers

  /// Creates a navigation controller whose stack is `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller with an empty stack (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: Stack

  /// Pushes `viewController` (a child from now on) on top: its view replaces the previous top's.
  /// `animated` is ignored.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let previous = topViewController
    addChild(viewController)
    stack.append(viewController)
    if isViewLoaded {
      previous?.viewIfLoaded?.removeFromSuperview()
      show(viewController)
    }
    viewController.didMove(toParent: self)
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The stack, bottom first.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the stack; `animated` is ignored.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    for old in stack where !viewControllers.contains(where: { $0 === old }) {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    topViewController?.viewIfLoaded?.removeFromSuperview()
    stack = []
    for controller in viewControllers {
      if controller.parent !== self { addChild(controller) }
      stack.append(controller)
      if controller === viewControllers.last, isViewLoaded { show(controller) }
      controller.didMove(toParent: self)
    }
  }

  /// Pops the top controller (not the root one) and returns it; `animated` is ignored.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    top.willMove(toParent: nil)
    top.viewIfLoaded?.removeFromSuperview()
    stack.removeLast()
    top.removeFromParent()
    if let newTop = stack.last, isViewLoaded { show(newTop) }
    return top
  }

  // MARK: View

  /// Makes a plain view holding the top controller's view.
  open override func loadView() {
    view = UIView(frame: .zero)
    if let top = topViewController { show(top) }
  }

  // MARK: Internal

  override func containerWillLayoutSubviews() {
    guard let top = topViewController?.viewIfLoaded, let view = viewIfLoaded, top.superview === view else { return }
    top.frame = view.bounds
  }

  // MARK: Private

  private var stack: [UIViewController] = []

  private func show(_ controller: UIViewController) {
    guard let container = viewIfLoaded, let childView = controller.view else { return }
    childView.frame = container.bounds
    container.addSubview(childView)
  }
}
