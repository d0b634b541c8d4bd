// UIWindow (H16:UIWindow.h).

@MainActor @preconcurrency open class UIWindow: UIView {
  open var screen: UIScreen {
    get { fatalError() }
    set { fatalError() }
  }
  open func makeKeyAndVisible() { fatalError() }
  open var rootViewController: UIViewController? {
    get { fatalError() }
    set { fatalError() }
  }
}
