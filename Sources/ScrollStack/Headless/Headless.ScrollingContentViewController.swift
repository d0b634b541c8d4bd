import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.ScrollingContentViewController

extension Headless {
  /// A view controller whose content scrolls and stays clear of the keyboard.
  ///
  /// Set ``contentView`` (in `loadView()` or later); the rest follows from the
  /// ``ScrollingContentViewManager`` it forwards to.
  ///
  /// While the keyboard is up, its ``ViewController/additionalSafeAreaInsets`` bottom grows by
  /// the part of the view the keyboard covers. A value you assign to `additionalSafeAreaInsets`
  /// yourself (for a tool palette, say), before or while the keyboard is up, is kept: the
  /// bottom is `max(keyboard inset, yours)` and yours comes back exactly when the keyboard
  /// leaves.
  @MainActor
  open class ScrollingContentViewController: ViewController {
    // MARK: Lifecycle

    /// Creates the controller.
    public override init() {
      super.init()
    }

    // MARK: Public

    /// The manager that does the work.
    public private(set) lazy var manager = ScrollingContentViewManager(hostViewController: self)

    /// The scrollable content; see ``ScrollingContentViewManager/contentView``.
    public var contentView: View? {
      get { manager.contentView }
      set { manager.contentView = newValue }
    }

    /// The scroll view around the content.
    public var scrollView: ScrollingContentScrollView { manager.scrollView }

    /// See ``ScrollingContentViewManager/shouldResizeContentViewForKeyboard``.
    public var shouldResizeContentViewForKeyboard: Bool {
      get { manager.shouldResizeContentViewForKeyboard }
      set { manager.shouldResizeContentViewForKeyboard = newValue }
    }

    /// See ``ScrollingContentViewManager/shouldAdjustAdditionalSafeAreaInsetsForKeyboard``.
    public var shouldAdjustAdditionalSafeAreaInsetsForKeyboard: Bool {
      get { manager.shouldAdjustAdditionalSafeAreaInsetsForKeyboard }
      set { manager.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = newValue }
    }

    /// Forwards to the manager.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      manager.viewWillAppear(animated)
    }

    /// Forwards to the manager.
    open override func viewWillTransition(to size: CGSize) {
      super.viewWillTransition(to: size)
      manager.viewWillTransition(to: size)
    }

    /// Forwards to the manager.
    open override func viewDidTransition(to size: CGSize) {
      super.viewDidTransition(to: size)
      manager.viewDidTransition(to: size)
    }

    /// Forwards to the manager.
    open override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      manager.viewSafeAreaInsetsDidChange()
    }

    /// Forwards to the manager.
    open override func viewDidMoveToWindow(_ window: Window?) {
      super.viewDidMoveToWindow(window)
      manager.viewDidMoveToWindow(window)
    }
  }
}
