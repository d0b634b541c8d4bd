@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackController

/// A view controller whose view is a ``ScrollStack``; row controllers become its children.
///
/// Adding a controller row calls `addChild`, adds the view and calls `didMove(toParent:)`;
/// removing one calls `willMove(toParent: nil)`, removes the view and calls
/// `removeFromParent()`. The controller forwards its own appearance (`viewWillAppear` …) to
/// its children, and a row added or removed while it is on screen gets the appearance calls it
/// missed. While a keyboard is up, the stack's safe area shrinks by the part it covers, so
/// visibility and `scrollToRow` count only what the user can see.
///
/// Children of your own (a subclass's overlay, say: `addChild`, its view into ``scrollStack``,
/// `didMove(toParent:)`) get their appearance although `shouldAutomaticallyForwardAppearanceMethods`
/// is `false`: they follow the controller's `viewWillAppear`, `viewDidAppear`, `viewWillDisappear`
/// and `viewDidDisappear`. One added while the controller is on screen gets it as UIKit's
/// automatic forwarding would: `viewWillAppear` and `viewDidAppear` when its view enters the
/// stack (only `viewWillAppear` while the controller appears: its `viewDidAppear` follows the
/// controller's), at once for a view added to ``scrollStack`` itself, at the stack's next layout
/// pass for one added deeper, and nothing before. A child whose view you remove from
/// ``scrollStack`` hears `viewWillDisappear` and `viewDidDisappear`, and nothing more until its
/// view is back. Do not call `beginAppearanceTransition` on such children yourself. A row's
/// controller follows the controller only while its row is displayed (see
/// ``ScrollStackRowAttachment``).
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///   private let stackController = ScrollStackController()
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     addChild(stackController)
///     stackController.view.frame = view.bounds
///     view.addSubview(stackController.view)
///     stackController.didMove(toParent: self)
///     stackController.scrollStack.addRows(controllers: [WelcomeViewController(), TagsViewController()])
///   }
/// }
/// ```
@MainActor
open class ScrollStackController: UIViewController {
  // MARK: Lifecycle

  /// Creates a controller with an empty stack whose keyboard avoidance listens to
  /// `notificationCenter` (`.default` by default; tests inject their own).
  public init(notificationCenter: NotificationCenter = .default) {
    scrollStack = ScrollStack(frame: .zero)
    self.notificationCenter = notificationCenter
    // Listen from now on, not from `viewDidLoad`: a keyboard that comes up before the view
    // loads posts nothing again when the view appears.
    _ = KeyboardNotificationObserver.observer(for: notificationCenter)
    super.init(nibName: nil, bundle: nil)
    scrollStack.parentController = self
  }

  /// Creates a controller with an empty stack from a storyboard.
  public required init?(coder: NSCoder) {
    scrollStack = ScrollStack(frame: .zero)
    notificationCenter = .default
    super.init(coder: coder)
    scrollStack.parentController = self
  }

  // MARK: Public

  /// The stack this controller shows; it is the controller's `view`.
  public let scrollStack: ScrollStack

  /// Whether the stack flashes its scroll indicators (`flashScrollIndicators()`) each time the
  /// controller's view appears, to show that it scrolls; `false` by default.
  public var automaticallyFlashScrollIndicators = false

  /// Whether the controller's `additionalSafeAreaInsets.bottom` follows the keyboard, so that
  /// the rows under the keyboard count as not visible and can be scrolled to; `true` by
  /// default. Your own value is kept and restored.
  public var shouldAdjustAdditionalSafeAreaInsetsForKeyboard = true {
    didSet {
      keyboard?.avoidance.shouldAdjustAdditionalSafeAreaInsetsForKeyboard =
        shouldAdjustAdditionalSafeAreaInsetsForKeyboard
    }
  }

  /// Makes the stack the root view.
  open override func loadView() {
    view = scrollStack
  }

  /// Starts following the keyboard.
  open override func viewDidLoad() {
    super.viewDidLoad()
    let binding = KeyboardAvoidanceBinding(
      hostViewController: self, scrollView: scrollStack, offsetWriter: scrollStack.offsetWriter,
      notificationCenter: notificationCenter)
    binding.avoidance.shouldAdjustAdditionalSafeAreaInsetsForKeyboard =
      shouldAdjustAdditionalSafeAreaInsetsForKeyboard
    // The stack keeps the row at the top in place through a rotation itself.
    binding.avoidance.keepsVisibleTopLeftThroughSizeTransitions = false
    keyboard = binding
    scrollStack.keyboard = binding
  }

  /// `false`: this controller forwards appearance to its children itself, so that rows added
  /// or removed mid-transition get balanced calls; your own children get theirs as UIKit would
  /// give them (see the class's description).
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  /// Makes `childController` a child; one that is not a row's controller (yours) follows the
  /// controller's appearance once its view is inside the stack.
  open override func addChild(_ childController: UIViewController) {
    super.addChild(childController)
    childWasAdded(childController)
  }

  /// Forwards the appearance to the children and notes a navigation transition.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    containerAppearanceDidChange(to: .appearing, animated: animated)
    keyboard?.viewWillAppear(animated)
  }

  /// Forwards the appearance to the children.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    containerAppearanceDidChange(to: .appeared, animated: animated)
    if automaticallyFlashScrollIndicators { scrollStack.flashScrollIndicators() }
  }

  /// Forwards the disappearance to the children.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    containerAppearanceDidChange(to: .disappearing, animated: animated)
  }

  /// Forwards the disappearance to the children.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    containerAppearanceDidChange(to: .disappeared, animated: animated)
  }

  /// Keeps the keyboard avoidance informed of where the stack is, and brings along a child of
  /// yours whose view was put deep inside the stack since.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    keyboard?.hostDidLayout()
    joinChildrenWhoseViewsArrived()
  }

  /// Keeps the keyboard avoidance informed of the inherited safe area, and keeps a focused
  /// field in a row visible above the keyboard.
  open override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    keyboard?.hostSafeAreaDidChange()
  }

  /// Holds keyboard changes during a rotation and keeps the top-left of the visible rows in
  /// place.
  open override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    keyboard?.viewWillTransition(to: size, with: coordinator)
  }

  /// Measures the row of a child whose `preferredContentSize` changed again (its requested size
  /// is asked again, or its view measured with Auto Layout), in the stack's next layout pass, or
  /// at once, animated, inside an animation block. Override it to do more, calling `super`.
  open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    scrollStack.contentOfChildMayHaveResized(container)
  }

  /// Measures the row of a child whose view's fitting size changed again, as
  /// ``preferredContentSizeDidChange(forChildContentContainer:)`` does. Override it to do more,
  /// calling `super`.
  open override func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
    scrollStack.contentOfChildMayHaveResized(container)
  }

  // MARK: Internal

  /// The appearance this controller forwarded to each child.
  package var appearanceForwarder = AppearanceForwarder()

  /// Children of yours (not row controllers) added while the controller was on screen, or whose
  /// views left the stack, until their views are inside the stack (see
  /// ScrollStackController+OwnChildren.swift); usually empty.
  var childrenAwaitingTheirViews: [WeakController] = []

  /// Brings the keyboard inputs up to date when the stack entered or left a window, directly
  /// or with a page it is a row of: out of a window, the keyboard no longer overlaps it and the
  /// user's insets come back.
  func stackDidMoveToWindow() {
    keyboard?.hostDidLayout()
  }

  // MARK: Private

  private let notificationCenter: NotificationCenter
  private var keyboard: KeyboardAvoidanceBinding?
}

extension ScrollStackController: AppearanceForwardingContainer {
  /// The children that follow the controller's appearance: the controllers of displayed rows
  /// (see ``ScrollStackRowAttachment``), and the other children but those waiting for their views
  /// (see ScrollStackController+OwnChildren.swift).
  package var appearanceChildren: [UIViewController] {
    children.filter { child in
      if let row = scrollStack.rowForController(child) { return row.rowState.isDisplayed }
      return !isAwaitingItsView(child)
    }
  }
  package var containerAsParent: UIViewController { self }
  package func hasChild(_ child: UIViewController) -> Bool { child.parent === self }
}

/// The seed library's name for ``ScrollStackController``.
public typealias ScrollStackViewController = ScrollStackController
