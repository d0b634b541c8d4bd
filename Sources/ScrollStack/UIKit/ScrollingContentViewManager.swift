@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollingContentViewManager

/// Makes a view controller's content view scroll and stay clear of the keyboard, without
/// subclassing: compose it with your controller and forward a few calls.
///
/// ```swift
/// final class SignUpViewController: UIViewController {
///   lazy var scrollingContentViewManager = ScrollingContentViewManager(hostViewController: self)
///   let contentView = UIView()
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     // … add the fields to contentView …
///     scrollingContentViewManager.contentView = contentView
///   }
///   override func viewWillAppear(_ animated: Bool) {
///     super.viewWillAppear(animated)
///     scrollingContentViewManager.viewWillAppear(animated)
///   }
///   override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
///     super.viewWillTransition(to: size, with: coordinator)
///     scrollingContentViewManager.viewWillTransition(to: size, with: coordinator)
///   }
///   override func viewSafeAreaInsetsDidChange() {
///     super.viewSafeAreaInsetsDidChange()
///     scrollingContentViewManager.viewSafeAreaInsetsDidChange()
///   }
/// }
/// ```
///
/// While the keyboard is up, the host's `additionalSafeAreaInsets.bottom` grows by the part of
/// the host the keyboard covers (your own value is kept and restored); bursts of keyboard
/// notifications are acted on once, after they settle.
@MainActor
public final class ScrollingContentViewManager {
  // MARK: Lifecycle

  /// Creates a manager for `hostViewController` (held weakly) whose keyboard avoidance listens
  /// to `notificationCenter` (`.default` by default; tests inject their own).
  public init(hostViewController: UIViewController, notificationCenter: NotificationCenter = .default) {
    self.hostViewController = hostViewController
    keyboard = KeyboardAvoidanceBinding(
      hostViewController: hostViewController, scrollView: scrollView,
      offsetWriter: .settingContentOffset(of: scrollView), notificationCenter: notificationCenter)
    scrollView.keyboard = keyboard
    scrollView.onWillLayout = { [weak self] in self?.updateMinimumSize() }
    scrollView.onLayout = { [weak self] in self?.scrollViewDidLayout() }
    // The content sits in the safe area whether or not it scrolls, so the keyboard's inset
    // always reaches it.
    scrollView.contentInsetAdjustmentBehavior = .always
  }

  // MARK: Public

  /// Starts turning keyboard notifications of `notificationCenter` into keyboard state now.
  ///
  /// The first ``ScrollStack``, ``ScrollStackController`` or manager starts it by itself, so
  /// an app whose first keyboard comes up on a screen of this library needs no call. Call it at
  /// launch only when a keyboard may come up before any of them exists (a login screen of your
  /// own before the first stack): UIKit posts nothing when a controller appears while the
  /// keyboard is already up, so a controller learns the keyboard's frame only if someone was
  /// listening when it came up. Calling it again does nothing.
  public static func startObservingKeyboard(notificationCenter: NotificationCenter = .default) {
    _ = KeyboardNotificationObserver.observer(for: notificationCenter)
  }

  /// The view controller whose content scrolls.
  public private(set) weak var hostViewController: UIViewController?

  /// The scroll view the content view is placed in. Change any of its properties; a
  /// `keyboardDismissMode` other than `.none` turns vertical bounce on while the keyboard is
  /// up. Its `contentInsetAdjustmentBehavior` starts as `.always`: the content lies inside the
  /// safe area, which grows by the keyboard's overlap.
  public let scrollView = ScrollingContentScrollView()

  /// The view that scrolls; `nil` until assigned.
  ///
  /// The first assignment puts the scroll view in the hierarchy: in place of the content view
  /// when it has a superview (every constraint an ancestor holds on it moves to the scroll
  /// view, with its priority and identifier; its own width and height constraints and its
  /// autoresizing mask too), filling the host's root view when it has none, and behind a new
  /// root view when it is the host's root view. Later assignments only swap the view inside
  /// the scroll view. The content view is pinned to the scroll view's content area and is at
  /// least as large as the visible area (priority 500) unless its own constraints say
  /// otherwise. A view that cannot go inside the scroll view (the scroll view itself, or a view
  /// that contains it or contains the host's root view) is refused: reported as
  /// ``StackDiagnostic/Kind/invalidHierarchy`` through ``onDiagnostic``, and nothing changes.
  public var contentView: UIView! {
    get { installedContentView ?? pendingContentView }
    set { setContentView(newValue) }
  }

  /// Whether the content view shrinks to the part of the visible area the keyboard leaves
  /// uncovered (as far as its constraints allow); `false` by default.
  public var shouldResizeContentViewForKeyboard = false {
    didSet { scrollView.setNeedsLayout() }
  }

  /// Whether the content view is exactly as wide as the visible area (the scroll view's width
  /// less its adjusted content insets), so that long labels and large Dynamic Type sizes wrap
  /// instead of scrolling sideways; `false` by default, as in ScrollingContentViewController
  /// (the content is then at least as wide as the visible area, wider when its own constraints
  /// say so). On, a required width constraint follows the visible width in every layout pass
  /// (rotation, split view, safe area); content that cannot be that narrow (a fixed-width
  /// subview) conflicts with it, as any required constraint would. Vertical scrolling is left
  /// as it is. Setting it before or after the content view is assigned both work.
  public var shouldConstrainContentViewWidthToVisibleArea = false {
    didSet {
      exactWidth?.isActive = shouldConstrainContentViewWidthToVisibleArea
      scrollView.setNeedsLayout()
    }
  }

  /// Whether the host's `additionalSafeAreaInsets` follow the keyboard; `true` by default.
  /// Turn it off to handle the keyboard yourself.
  public var shouldAdjustAdditionalSafeAreaInsetsForKeyboard: Bool {
    get { keyboard.avoidance.shouldAdjustAdditionalSafeAreaInsetsForKeyboard }
    set { keyboard.avoidance.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = newValue }
  }

  /// Called with every problem found (unusable keyboard input, a content view whose size
  /// neither its intrinsic size nor its constraints define on either axis, reported in the first
  /// layout pass after it is installed); `nil` by default. ``StackDiagnostics/handler`` hears them too.
  public var onDiagnostic: ((StackDiagnostic) -> Void)? {
    get { keyboard.avoidance.onDiagnostic }
    set {
      keyboard.avoidance.onDiagnostic = newValue
      scrollView.requests.onDiagnostic = newValue
    }
  }

  /// Call from your controller's `loadView()` after `super.loadView()` when the content view
  /// comes from a storyboard or nib (it may be the root view): puts the scroll view in place
  /// before `viewDidLoad`.
  public func loadView(forContentView contentView: UIView) {
    setContentView(contentView)
  }

  /// Call from your controller's `viewWillAppear(_:)`. Installs a content view assigned before
  /// the view loaded, and notes a navigation transition so that keyboard changes during it do
  /// not animate.
  public func viewWillAppear(_ animated: Bool) {
    if installedContentView == nil, let pending = pendingContentView { setContentView(pending) }
    keyboard.viewWillAppear(animated)
  }

  /// Call from your controller's `viewWillTransition(to:with:)`. Holds keyboard changes during
  /// the rotation and keeps the top-left of the visible content in place.
  public func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    keyboard.viewWillTransition(to: size, with: coordinator)
  }

  /// Call from your controller's `viewSafeAreaInsetsDidChange()`: keeps the keyboard inset
  /// right when a pushed controller's text field becomes first responder in `viewWillAppear`,
  /// and keeps the first responder visible.
  public func viewSafeAreaInsetsDidChange() {
    keyboard.hostSafeAreaDidChange()
  }

  // MARK: Internal

  let keyboard: KeyboardAvoidanceBinding
  var installedContentView: UIView?
  var pendingContentView: UIView?
  var minimumWidth: NSLayoutConstraint?
  var minimumHeight: NSLayoutConstraint?
  /// The required "as wide as the visible area" constraint, active while
  /// ``shouldConstrainContentViewWidthToVisibleArea``.
  var exactWidth: NSLayoutConstraint?
  /// Set when a content view is installed: the next layout pass checks that its size is defined.
  var needsContentSizeCheck = false

  /// The priority of the content view's "at least the visible size" constraints: below
  /// `defaultHigh` and `required`, so the content's own chains win, above `defaultLow`, so
  /// hugging text does not.
  static let minimumSizePriority = UILayoutPriority(500)

  // MARK: Private

  /// Brings the keyboard inputs and the content's minimum size up to date.
  private func scrollViewDidLayout() {
    keyboard.hostDidLayout()
    updateMinimumSize()
    if needsContentSizeCheck {
      needsContentSizeCheck = false
      reportUndefinedContentSize()
    }
  }

  /// Sets the minimum-size constants from Core's content sizing: the visible area as it is
  /// without the keyboard, less the covered part when the content resizes for it.
  private func updateMinimumSize() {
    guard let minimumWidth, let minimumHeight else { return }
    let viewport = scrollView.bounds.size
    let visible = scrollView.bounds.inset(by: StackEdgeInsets(scrollView.adjustedContentInset)).size
    let minimum = keyboard.avoidance.contentSizing(
      fittingSize: .zero, currentVisibleSize: visible,
      shouldResizeContentViewForKeyboard: shouldResizeContentViewForKeyboard
    ).contentSize
    let widthConstant = minimum.width - viewport.width
    let heightConstant = minimum.height - viewport.height
    if minimumWidth.constant != widthConstant { minimumWidth.constant = widthConstant }
    let visibleWidthConstant = visible.width - viewport.width
    if let exactWidth, exactWidth.constant != visibleWidthConstant { exactWidth.constant = visibleWidthConstant }
    if minimumHeight.constant != heightConstant { minimumHeight.constant = heightConstant }
  }

  /// Reports a content view whose size is defined on neither axis (no intrinsic size, and its
  /// constraints fit it to zero): it can only take the visible area's size. One axis defined
  /// is the usual case (a form as wide as the screen, as tall as its fields) and not reported.
  private func reportUndefinedContentSize() {
    guard let contentView = installedContentView else { return }
    let fitting = contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    let intrinsic = contentView.intrinsicContentSize
    let widthDefined = intrinsic.width >= 0 || fitting.width > 0
    let heightDefined = intrinsic.height >= 0 || fitting.height > 0
    guard !widthDefined, !heightDefined else { return }
    let diagnostic = StackDiagnostic(
      kind: .undefinedContentSize, operation: "contentView",
      message: "The content view's size is defined on neither axis; it takes the visible area's size.")
    onDiagnostic?(diagnostic)
    StackDiagnostics.handler?(diagnostic)
  }
}
