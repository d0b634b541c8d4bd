import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.ScrollingContentViewManager

extension Headless {

  /// Makes a view controller's content scrollable and keyboard-safe; the engine behind
  /// ``ScrollingContentViewController``, usable from any controller.
  ///
  /// Call ``loadView(forContentView:)`` from the host's `loadView()` (or assign ``contentView``
  /// later), and forward `viewWillAppear(_:)`, `viewWillTransition(to:)`,
  /// `viewDidTransition(to:)`, `viewSafeAreaInsetsDidChange()` and `viewDidMoveToWindow(_:)`.
  @MainActor
  public final class ScrollingContentViewManager {
    // MARK: Lifecycle

    /// Creates a manager for `hostViewController`, which it holds weakly.
    public init(hostViewController: ViewController) {
      self.hostViewController = hostViewController
      keyboard = KeyboardAttachment(controller: hostViewController)
      keyboard.scrollView = scrollView
      keyboard.onDiagnostic = { [weak self] in self?.report($0) }
      keyboard.insetsDidChange = { [weak self] in self?.viewSafeAreaInsetsDidChange() }
      scrollView.requests.onDiagnostic = { [weak self, weak scrollView] diagnostic in
        scrollView?.onScrollDiagnostic?(diagnostic)
        self?.onDiagnostic?(diagnostic)
      }
    }

    // MARK: Public

    /// The controller whose content is managed.
    public private(set) weak var hostViewController: ViewController?

    /// The scroll view around the content.
    public let scrollView = ScrollingContentScrollView()

    /// Called with each problem found (undefined content size, keyboard input…); `nil` by
    /// default. ``StackDiagnostics/handler`` hears them too.
    public var onDiagnostic: ((StackDiagnostic) -> Void)?

    /// The scrollable content. Assigning it puts the scroll view in place:
    /// - a view with no superview: the scroll view fills the host's root view;
    /// - a view inside a superview: the scroll view takes its place and its frame;
    /// - the host's root view itself: a new root view (with the system background colour) is
    ///   made and the scroll view fills it; the new root takes the old one's place in its
    ///   superview (a window), with its frame.
    /// Assigning again replaces only the content; `nil` removes it. A view that cannot go
    /// inside the scroll view (the scroll view itself, or a view that contains it or contains
    /// the host's root view) is refused: reported as ``StackDiagnostic/Kind/invalidHierarchy``,
    /// and nothing changes.
    public var contentView: View? {
      get { installedContentView }
      set {
        guard newValue !== installedContentView else { return }
        if let newValue, let reason = refusalReason(for: newValue) {
          report(ScrollingContentPlacement.diagnostic(reason: reason))
          return
        }
        let oldValue = installedContentView
        installedContentView = newValue
        install(newValue, replacing: oldValue)
      }
    }

    /// Whether the content shrinks to the part of the visible area the keyboard leaves (as far
    /// as its own size allows); `false` by default (it keeps its size and scrolls).
    public var shouldResizeContentViewForKeyboard = false {
      didSet { layoutContent() }
    }

    /// Whether the keyboard raises the host's additional safe area; `true` by default.
    public var shouldAdjustAdditionalSafeAreaInsetsForKeyboard: Bool {
      get { keyboard.shouldAdjustAdditionalSafeAreaInsetsForKeyboard }
      set { keyboard.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = newValue }
    }

    /// The host's own additional safe-area insets, restored exactly when the keyboard leaves;
    /// `.zero` by default.
    ///
    /// Assigning the host's `additionalSafeAreaInsets` directly (a tool palette, say) does the
    /// same: any value there other than the one the keyboard core applied last is taken as the
    /// host's own (edge by edge), kept while the keyboard is up (the bottom becomes
    /// `max(keyboard inset, own)`) and restored when it leaves. A direct assignment of exactly
    /// the value the keyboard applied cannot be told apart from it and is not taken.
    public var userAdditionalSafeAreaInsets: StackEdgeInsets {
      get { keyboard.userAdditionalSafeAreaInsets }
      set { keyboard.userAdditionalSafeAreaInsets = newValue }
    }

    /// The keyboard core, while the host is in a window; `nil` otherwise.
    public var keyboardAvoidance: KeyboardAvoidanceController? { keyboard.avoidance }

    /// Makes `contentView` the host's scrollable content; call it from the host's `loadView()`.
    /// The host gets a new root view that the scroll view fills.
    public func loadView(forContentView contentView: View) {
      guard let host = hostViewController else { return }
      let root = View()
      root.backgroundColor = Self.systemBackground
      host.view = root
      self.contentView = contentView
    }

    /// Lays the content out for the appearing view and refreshes the keyboard placement.
    public func viewWillAppear(_ animated: Bool) {
      keyboard.hostDidLayout()
      layoutContent()
    }

    /// Holds keyboard changes during the size change and remembers the visible top-left.
    public func viewWillTransition(to size: CGSize) {
      keyboard.avoidance?.beginSizeTransition()
    }

    /// Lays out for the new size and applies the latest keyboard state once, keeping the
    /// visible top-left in place.
    public func viewDidTransition(to size: CGSize) {
      layoutScrollView()
      keyboard.hostDidLayout()
      keyboard.avoidance?.endSizeTransition()
      layoutContent()
    }

    /// Passes the host's safe area on to the scroll view and lays the content out again; a value
    /// the app assigned to the host's own `additionalSafeAreaInsets` becomes the
    /// ``userAdditionalSafeAreaInsets``.
    public func viewSafeAreaInsetsDidChange() {
      guard let host = hostViewController else { return }
      if fillsRootView { scrollView.safeAreaInsets = host.window?.safeAreaInsets ?? .zero }
      scrollView.additionalSafeAreaInsets = host.additionalSafeAreaInsets
      keyboard.hostDidLayout()
      layoutContent()
    }

    /// Makes (or drops) the keyboard core for the window the host is now in.
    public func viewDidMoveToWindow(_ window: Window?) {
      keyboard.attach(to: window)
      viewSafeAreaInsetsDidChange()
    }

    /// Sizes the content: its own fitting size, at least the visible area on each axis where it
    /// does not hug its size, shrunk for the keyboard when ``shouldResizeContentViewForKeyboard``.
    public func layoutContent() {
      layoutScrollView()
      guard let contentView else { return }
      let insets = scrollView.adjustedContentInset
      let visible = CGSize(
        width: Swift.max(0, scrollView.frame.width - insets.horizontal),
        height: Swift.max(0, scrollView.frame.height - insets.vertical))
      let fitting = fittingSize(of: contentView, width: visible.width)
      let sizing =
        keyboard.avoidance?.contentSizing(
          fittingSize: fitting, currentVisibleSize: visible, hugsWidth: contentView.hugsContentWidth,
          hugsHeight: contentView.hugsContentHeight,
          shouldResizeContentViewForKeyboard: shouldResizeContentViewForKeyboard)
        ?? ScrollContentSizing(
          fittingSize: fitting, visibleSize: visible, hugsWidth: contentView.hugsContentWidth,
          hugsHeight: contentView.hugsContentHeight)
      let size = sizing.resolve().size
      contentView.frame = CGRect(origin: .zero, size: size)
      scrollView.contentSize = size
    }

    // MARK: Internal

    /// `systemBackground`: white in light mode.
    static let systemBackground = Color.white

    // MARK: Private

    private let keyboard: KeyboardAttachment
    private var installedContentView: View?
    /// Whether the scroll view fills the host's root view (rather than standing in for the
    /// content in its old superview).
    private var fillsRootView = false

    private func refusalReason(for content: View) -> String? {
      let root = hostViewController.flatMap { $0.isViewLoaded ? $0.view : nil }
      return ScrollingContentPlacement.refusalReason(
        containsScrollView: scrollView.isDescendant(of: content),
        containsHostRootView: root.map { $0 !== content && $0.isDescendant(of: content) } ?? false)
    }

    private func install(_ newContent: View?, replacing oldContent: View?) {
      if let oldContent, oldContent.superview === scrollView { oldContent.removeFromSuperview() }
      guard let newContent, let host = hostViewController else { return }
      if scrollView.superview == nil {
        placeScrollView(for: newContent, in: host)
      }
      scrollView.addSubview(newContent)
      checkDefinedSize(of: newContent)
      // The scroll view may be new to its window: pass the safe area and placement on as well.
      viewSafeAreaInsetsDidChange()
    }

    private func placeScrollView(for content: View, in host: ViewController) {
      if host.isViewLoaded && host.view === content {
        // The new root takes the old one's place (in a window, too) before the old root moves
        // into the scroll view, so the host never leaves its window.
        let root = View(frame: content.frame)
        root.backgroundColor = Self.systemBackground
        let superview = content.superview
        let index = superview?.subviews.firstIndex { $0 === content }
        host.view = root
        fillsRootView = true
        root.addSubview(scrollView)
        if let superview, let index { superview.insertSubview(root, at: index) }
      } else if let superview = content.superview {
        let index = superview.subviews.firstIndex { $0 === content } ?? superview.subviews.count
        scrollView.frame = content.frame
        superview.insertSubview(scrollView, at: index)
        fillsRootView = false
      } else if host.isViewLoaded {
        fillsRootView = true
        host.view.addSubview(scrollView)
      } else {
        // Assigned while the host has no view yet (from its own `loadView()`): make the root.
        let root = View()
        root.backgroundColor = Self.systemBackground
        host.view = root
        fillsRootView = true
        root.addSubview(scrollView)
      }
      layoutScrollView()
    }

    private func layoutScrollView() {
      guard fillsRootView, let root = scrollView.superview else { return }
      scrollView.frame = root.bounds
    }

    private func fittingSize(of content: View, width: CGFloat) -> CGSize {
      let measured = content.systemLayoutSizeFitting(CGSize(width: width, height: 0))
      let intrinsic = content.intrinsicContentSize
      return CGSize(
        width: intrinsic.width >= 0 || measured.width > 0 ? measured.width : -1,
        height: intrinsic.height >= 0 || measured.height > 0 ? measured.height : -1)
    }

    private func checkDefinedSize(of content: View) {
      let fitting = fittingSize(of: content, width: 0)
      if fitting.width < 0 && fitting.height < 0 {
        report(
          StackDiagnostic(
            kind: .undefinedContentSize, operation: "contentView",
            message: "The content view's size is defined on neither axis; it takes the visible area's size."))
      }
    }

    private func report(_ diagnostic: StackDiagnostic) {
      onDiagnostic?(diagnostic)
      StackDiagnostics.handler?(diagnostic)
    }
  }

}
