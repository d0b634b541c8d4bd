// UIWindow (H16:UIWindow.h).

/// The root of a view hierarchy on a screen.
///
/// The double's window is hidden until ``makeKeyAndVisible()`` (as UIKit's; its root view
/// controller appears when it is shown and disappears when it is hidden), tracks its first
/// responder, fills itself with its ``rootViewController``'s view, and is laid out by
/// `DoubleLayout.runPendingPasses()` (UIKit's end-of-turn pass). Its safe area, traits and size
/// are set by the package drivers (a device's notch, size classes, rotation). It has no scene and
/// no window level; there is one key window at a time.
@MainActor @preconcurrency open class UIWindow: UIView {
  /// A window (see `UIView.isWindowClass`).
  override class var isWindowClass: Bool { true }

  // MARK: Stored state

  /// The first responder among the window's views (UIKit keeps it on the window).
  weak var firstResponderStorage: UIResponder?
  /// ``rootViewController``.
  var rootViewControllerStorage: UIViewController?
  /// ``screen``.
  var screenStorage: UIScreen?
  /// The device's safe area in this window (notch, home indicator): set by `DoubleDevice`.
  var deviceSafeAreaInsets = UIEdgeInsets.zero
  /// Traits set on this window by `DoubleDevice`; `nil`: the screen's.
  var traitStorage: UITraitCollection?

  // MARK: Screen

  /// The screen the window is on; `UIScreen.main` unless set.
  open var screen: UIScreen {
    get { screenStorage ?? UIScreen.mainScreen }
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    set { screenStorage = newValue }
  }

  // MARK: Key window

  /// Shows the window (``isHidden`` `false`; a new window is hidden) and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    UIWindow.keyWindowReference = self
  }

  /// Whether this is the key window (the last one made key and visible).
  open var isKeyWindow: Bool { UIWindow.keyWindowReference === self }

  /// The current key window.
  static weak var keyWindowReference: UIWindow?

  // MARK: Root view controller

  /// The controller whose view fills the window; `nil` by default. Setting it takes the old
  /// controller's view out of the window and puts the new one's in, sized to ``bounds``; setting
  /// the same controller again does nothing.
  open var rootViewController: UIViewController? {
    get { rootViewControllerStorage }
    set { setRootViewController(newValue) }
  }

  // MARK: Traits

  /// The traits `DoubleDevice` set on the window, else its screen's.
  open override var traitCollection: UITraitCollection { traitStorage ?? screen.traits }

  // MARK: First responder

  /// Makes `responder` the first responder (or none), bringing the keyboard up when it takes text
  /// and down when the new one does not.
  func setFirstResponder(_ responder: UIResponder?) {
    firstResponderStorage?.wasLastMadeFirstResponder = false
    responder?.wasLastMadeFirstResponder = true
    firstResponderStorage = responder
    DoubleKeyboard.firstResponderDidChange(to: responder)
  }

  // MARK: Visibility

  /// Shown (``isHidden`` `false`: ``makeKeyAndVisible()`` does it), the root view controller
  /// appears; hidden, it disappears (UIKit: `makeKeyAndVisible()`, `UIView.isHidden`).
  override func isHiddenDidChange() {
    rootViewControllerStorage?.rootWindowVisibilityDidChange(self)
  }

  // MARK: Layout

  /// Keeps the root view controller's view filling the window, then lays out as a view does.
  open override func layoutSubviews() {
    if let rootView = rootViewControllerStorage?.viewIfLoaded, rootView.superviewStorage === self {
      rootView.frame = bounds
    }
    super.layoutSubviews()
  }

  // MARK: Private

  /// The setter of ``rootViewController``.
  private func setRootViewController(_ controller: UIViewController?) {
    let old = rootViewControllerStorage
    guard controller !== old else { return }
    rootViewControllerStorage = controller
    if let oldView = old?.viewIfLoaded, oldView.superviewStorage === self { oldView.removeFromSuperview() }
    guard let controller, let rootView = controller.view else { return }
    rootView.frame = bounds
    addSubview(rootView)
  }
}
