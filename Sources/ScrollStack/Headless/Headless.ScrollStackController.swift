import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.ScrollStackController

extension Headless {
  /// A view controller whose view is a headless ``ScrollStack``; row controllers become its
  /// children.
  ///
  /// Like the UIKit one, it forwards appearance to its children itself
  /// (``ViewController/shouldAutomaticallyForwardAppearanceMethods`` is `false`), from its own
  /// appearance methods, so a row added or removed mid-transition gets balanced calls.
  ///
  /// In a ``Window`` it keeps the focused field above the keyboard: the keyboard raises its
  /// bottom ``ViewController/additionalSafeAreaInsets`` by the overlap (so visibility treats the
  /// covered part as not visible) and the focused field's row scrolls into view with the stack's
  /// ``ScrollView/visibilityScrollMargin``.
  @MainActor
  open class ScrollStackController: ViewController {
    // MARK: Lifecycle

    /// Creates a controller whose stack runs its animations on `animationScheduler`.
    public init(animationScheduler: any StackScheduler = ImmediateStackScheduler()) {
      scrollStack = ScrollStack(animationScheduler: animationScheduler)
      super.init()
      scrollStack.parentViewController = self
      keyboard.scrollView = scrollStack
      keyboard.onDiagnostic = { [weak self] in self?.scrollStack.onDiagnostic?($0) }
    }

    // MARK: Public

    /// The stack this controller shows.
    public let scrollStack: ScrollStack

    /// Makes the stack the root view.
    open override func loadView() {
      view = scrollStack
    }

    /// `false`: this controller forwards appearance to its children itself, so that rows added
    /// or removed mid-transition get balanced calls.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Forwards the appearance to the children.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      containerAppearanceDidChange(to: .appearing, animated: animated)
    }

    /// Forwards the appearance to the children.
    open override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      containerAppearanceDidChange(to: .appeared, animated: animated)
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

    /// The keyboard core, while the controller is in a window; `nil` otherwise.
    public var keyboardAvoidance: KeyboardAvoidanceController? { keyboard.avoidance }

    /// Whether the keyboard raises ``ViewController/additionalSafeAreaInsets``; `true` by default.
    public var shouldAdjustAdditionalSafeAreaInsetsForKeyboard: Bool {
      get { keyboard.shouldAdjustAdditionalSafeAreaInsetsForKeyboard }
      set { keyboard.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = newValue }
    }

    /// Your own additional safe-area insets; restored exactly when the keyboard leaves.
    /// `.zero` by default.
    ///
    /// Assigning ``ViewController/additionalSafeAreaInsets`` directly does the same: any value
    /// there other than the one the keyboard core applied last is taken as yours (edge by
    /// edge), kept while the keyboard is up (the bottom becomes `max(keyboard inset, yours)`)
    /// and restored when it leaves. A direct assignment of exactly the value the keyboard
    /// applied cannot be told apart from it and is not taken.
    public var userAdditionalSafeAreaInsets: StackEdgeInsets {
      get { keyboard.userAdditionalSafeAreaInsets }
      set { keyboard.userAdditionalSafeAreaInsets = newValue }
    }

    /// Makes the keyboard core for the new window.
    open override func viewDidMoveToWindow(_ window: Window?) {
      super.viewDidMoveToWindow(window)
      keyboard.attach(to: window)
    }

    /// Holds keyboard changes and remembers the visible top-left during the size change.
    open override func viewWillTransition(to size: CGSize) {
      super.viewWillTransition(to: size)
      keyboard.avoidance?.beginSizeTransition()
    }

    /// Applies the latest keyboard state once, keeping the visible top-left in place.
    open override func viewDidTransition(to size: CGSize) {
      super.viewDidTransition(to: size)
      keyboard.hostDidLayout()
      keyboard.avoidance?.endSizeTransition()
    }

    /// Keeps the keyboard core's placement current (a stack nested in a row moves with it).
    open override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      keyboard.hostDidLayout()
    }

    /// Keeps the keyboard core's placement current, and takes a value you assigned to
    /// ``ViewController/additionalSafeAreaInsets`` as your own (see
    /// ``userAdditionalSafeAreaInsets``).
    open override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      keyboard.hostDidLayout()
    }

    // MARK: Package

    /// The appearance this controller forwarded to each child.
    package var appearanceForwarder = AppearanceForwarder()

    // MARK: Private

    private lazy var keyboard = KeyboardAttachment(controller: self)
  }

  /// The seed library's name for ``ScrollStackController``.
  public typealias ScrollStackViewController = ScrollStackController
}

extension Headless.ScrollStackController: AppearanceForwardingContainer {
  /// The children that follow the controller's appearance: those that are not the controller of
  /// a row that is not displayed (see ``ScrollStackRowAttachment``).
  package var appearanceChildren: [Headless.ViewController] {
    children.filter { scrollStack.engine.followsAppearance($0) }
  }
  package var containerAsParent: Headless.ViewController { self }
  package func hasChild(_ child: Headless.ViewController) -> Bool { child.parent === self }
}
