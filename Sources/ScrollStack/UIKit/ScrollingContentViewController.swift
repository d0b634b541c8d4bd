@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollingContentViewController

/// A view controller whose content view scrolls and stays clear of the keyboard: subclass it
/// instead of `UIViewController`.
///
/// In code, assign ``contentView`` in `viewDidLoad` and add your controls to it; in a
/// storyboard, connect the `contentView` outlet (it may be the root view). The scroll view is
/// put in place for you; everything else is ``ScrollingContentViewManager``'s, which this
/// class composes and forwards to.
///
/// While the keyboard is up, the controller's `additionalSafeAreaInsets.bottom` grows by the
/// part of its view the keyboard covers. A value you assign to `additionalSafeAreaInsets`
/// yourself (for a tool palette, say), before or while the keyboard is up, is kept: the bottom
/// is `max(keyboard inset, yours)` and yours comes back exactly when the keyboard leaves. Only
/// an assignment of exactly the value the keyboard applied cannot be told apart from it.
///
/// ```swift
/// final class SignUpViewController: ScrollingContentViewController {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     contentView = UIView()
///     // … add the fields to contentView …
///   }
/// }
/// ```
@MainActor
open class ScrollingContentViewController: UIViewController {
  // MARK: Lifecycle

  /// Creates the controller; its keyboard avoidance listens to `NotificationCenter.default`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    notificationCenter = .default
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates the controller with keyboard avoidance listening to `notificationCenter`.
  public init(notificationCenter: NotificationCenter) {
    self.notificationCenter = notificationCenter
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates the controller from a storyboard.
  public required init?(coder: NSCoder) {
    notificationCenter = .default
    super.init(coder: coder)
  }

  // MARK: Public

  /// The manager that does the work; use it for anything this class does not forward.
  public private(set) lazy var scrollingContentViewManager = ScrollingContentViewManager(
    hostViewController: self, notificationCenter: notificationCenter)

  #if canImport(ObjectiveC)
    /// The view that scrolls; see ``ScrollingContentViewManager/contentView``. The root view
    /// stays behind the scroll view as a background.
    @IBOutlet public var contentView: UIView! {
      didSet { contentViewDidChange() }
    }
  #else
    /// The view that scrolls; see ``ScrollingContentViewManager/contentView``. The root view
    /// stays behind the scroll view as a background.
    public var contentView: UIView! {
      didSet { contentViewDidChange() }
    }
  #endif

  /// The scroll view the content view is placed in.
  public var scrollView: ScrollingContentScrollView { scrollingContentViewManager.scrollView }

  /// Whether the content view shrinks to the part of the visible area the keyboard leaves
  /// uncovered; `false` by default.
  public var shouldResizeContentViewForKeyboard: Bool {
    get { scrollingContentViewManager.shouldResizeContentViewForKeyboard }
    set { scrollingContentViewManager.shouldResizeContentViewForKeyboard = newValue }
  }

  /// Whether the content view is exactly as wide as the visible area, so that long text wraps
  /// instead of scrolling sideways; `false` by default. See
  /// ``ScrollingContentViewManager/shouldConstrainContentViewWidthToVisibleArea``.
  public var shouldConstrainContentViewWidthToVisibleArea: Bool {
    get { scrollingContentViewManager.shouldConstrainContentViewWidthToVisibleArea }
    set { scrollingContentViewManager.shouldConstrainContentViewWidthToVisibleArea = newValue }
  }

  /// Whether `additionalSafeAreaInsets` follow the keyboard; `true` by default.
  public var shouldAdjustAdditionalSafeAreaInsetsForKeyboard: Bool {
    get { scrollingContentViewManager.shouldAdjustAdditionalSafeAreaInsetsForKeyboard }
    set { scrollingContentViewManager.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = newValue }
  }

  /// Loads the view (from a storyboard or nib when there is one), then puts a storyboard's
  /// content view into the scroll view.
  open override func loadView() {
    isLoadingView = true
    super.loadView()
    isLoadingView = false
    if let contentView { scrollingContentViewManager.loadView(forContentView: contentView) }
  }

  /// Forwards to the manager.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    scrollingContentViewManager.viewWillAppear(animated)
  }

  /// Forwards to the manager.
  open override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    scrollingContentViewManager.viewWillTransition(to: size, with: coordinator)
  }

  /// Forwards to the manager.
  open override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    scrollingContentViewManager.viewSafeAreaInsetsDidChange()
  }

  // MARK: Private

  private let notificationCenter: NotificationCenter
  private var isLoadingView = false

  /// Outlets are connected while the nib loads; `loadView` installs the content view after.
  /// A view the manager refuses (reported as ``StackDiagnostic/Kind/invalidHierarchy``) does not
  /// stay assigned: ``contentView`` reads back the manager's content view, as before.
  private func contentViewDidChange() {
    guard !isLoadingView else { return }
    scrollingContentViewManager.contentView = contentView
    let accepted: UIView? = scrollingContentViewManager.contentView
    // Assigning inside `didSet` does not call it again.
    if accepted !== contentView { contentView = accepted }
  }
}
