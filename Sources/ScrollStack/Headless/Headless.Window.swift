import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.Window

extension Headless {
  /// A portable window: the root of a view hierarchy, with a safe area, keyboard focus and a
  /// software keyboard that appears when a field takes focus.
  ///
  /// Keyboard events go to the window's own ``keyboardStore``, in window coordinates, and the
  /// keyboard cores of the controllers inside filter them on ``keyboardScheduler`` (a
  /// ``ManualScheduler`` by default: advance it by 0.1 s to let a burst settle).
  @MainActor
  public final class Window: View {
    // MARK: Lifecycle

    /// Creates a window.
    /// - Parameters:
    ///   - frame: the screen; an iPhone-sized 390x844 portrait screen by default.
    ///   - safeAreaInsets: the status bar and home indicator; `.zero` by default.
    ///   - keyboardStore: where keyboard events are posted; a new store by default, so windows in
    ///     different tests never share a keyboard.
    ///   - keyboardScheduler: the clock of the keyboard filter; a new ``ManualScheduler`` by default.
    public init(
      frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: StackEdgeInsets = .zero,
      keyboardStore: KeyboardFrameStore = KeyboardFrameStore(),
      keyboardScheduler: any StackScheduler = ManualScheduler()
    ) {
      self.keyboardStore = keyboardStore
      self.keyboardScheduler = keyboardScheduler
      self.safeAreaInsets = safeAreaInsets
      super.init(frame: frame, isWindow: true)
    }

    // MARK: Public

    /// Where the window's keyboard events are posted.
    public let keyboardStore: KeyboardFrameStore

    /// The clock of the keyboard filters of the controllers in this window.
    public let keyboardScheduler: any StackScheduler

    /// The safe area of the screen (status bar, home indicator); given to the root view.
    public var safeAreaInsets: StackEdgeInsets {
      didSet { layoutRootView() }
    }

    /// The controller whose view fills the window; `nil` by default.
    ///
    /// Setting it puts the view in the window (every controller inside hears
    /// ``ViewController/viewDidMoveToWindow(_:)``; one that arrives while the keyboard is up
    /// learns the keyboard's frame at once) and, while the window is visible (not
    /// ``isHidden``), makes the controller appear as UIKit does: `viewWillAppear` on it, then on
    /// its children (depth first), then `viewDidAppear` on it, then on its children. The
    /// controller it replaces disappears in the same order, then leaves the window. Setting the
    /// same controller again does nothing.
    public var rootViewController: ViewController? {
      didSet {
        guard rootViewController !== oldValue else { return }
        if let oldValue {
          if isVisible { oldValue.beginAppearanceTransition(false, animated: false) }
          if oldValue.isViewLoaded, oldValue.view.superview === self { oldValue.view.removeFromSuperview() }
          if isVisible { oldValue.endAppearanceTransition() }
        }
        // A callback above may have set the root again (back to the old one, say): that
        // assignment has placed its controller already.
        guard let controller = rootViewController, controller !== oldValue else { return }
        controller.view.frame = bounds
        addSubview(controller.view)
        layoutRootView()
        guard isVisible, rootViewController === controller else { return }
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
      }
    }

    /// Whether the window is hidden; `false` by default: unlike a `UIWindow`, a headless window
    /// is visible from the start. Hiding it makes the root controller disappear; showing it
    /// again makes it appear.
    public override var isHidden: Bool {
      didSet {
        guard isHidden != oldValue, let controller = rootViewController else { return }
        controller.beginAppearanceTransition(!isHidden, animated: false)
        controller.endAppearanceTransition()
      }
    }

    /// The view with keyboard focus, if any.
    public private(set) weak var firstResponder: View?

    /// The keyboard's height in portrait; 291 points (an iPhone's) by default.
    public var portraitKeyboardHeight: CGFloat = 291
    /// The keyboard's height in landscape; 209 points by default.
    public var landscapeKeyboardHeight: CGFloat = 209

    /// The keyboard's height for the window's current orientation.
    public var keyboardHeight: CGFloat {
      frame.width > frame.height ? landscapeKeyboardHeight : portraitKeyboardHeight
    }

    /// The keyboard's frame in window coordinates, or `nil` while it is hidden.
    public var keyboardFrame: CGRect? { keyboardStore.state.frame }

    /// Shows the docked keyboard at the bottom of the window (will-show, with the keyboard's
    /// usual 0.25 s animation).
    public func showKeyboard() {
      let height = keyboardHeight
      keyboardStore.post(
        KeyboardEvent(
          kind: .willShow,
          endFrame: CGRect(x: 0, y: frame.height - height, width: frame.width, height: height)))
    }

    /// Hides the keyboard (will-hide, sliding below the window).
    public func hideKeyboard() {
      keyboardStore.post(
        KeyboardEvent(
          kind: .willHide, endFrame: CGRect(x: 0, y: frame.height, width: frame.width, height: keyboardHeight)))
    }

    /// Posts any keyboard event, as the system would (AutoFill bursts, floating keyboards…).
    public func postKeyboardEvent(_ event: KeyboardEvent) {
      keyboardStore.post(event)
    }

    /// Plays a rotation to `size`: the controllers hear `viewWillTransition(to:)`, the keyboard
    /// (if up) hides and shows again at its new size, the views take the new size, and the
    /// controllers hear `viewDidTransition(to:)`.
    public func rotate(to size: CGSize) {
      guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
      let keyboardWasUp = keyboardFrame != nil
      rootViewController?.viewWillTransition(to: size)
      if keyboardWasUp { hideKeyboard() }
      frame = CGRect(origin: frame.origin, size: size)
      layoutRootView()
      if keyboardWasUp { showKeyboard() }
      rootViewController?.viewDidTransition(to: size)
    }

    // MARK: Internal

    /// Moves keyboard focus to `view` (or nowhere), showing or hiding the keyboard, and asks the
    /// keyboard core around the new focus to keep it visible.
    func focus(_ view: View?) {
      firstResponder = view
      guard let view else {
        if keyboardFrame != nil { hideKeyboard() }
        return
      }
      if keyboardFrame == nil { showKeyboard() }
      var current = view.superview
      while let candidate = current {
        if let scrollView = candidate as? ScrollView, scrollView.keyboardAvoidance != nil {
          scrollView.scrollFirstResponderToVisible(animated: true)
          return
        }
        current = candidate.superview
      }
    }

    // MARK: Private

    private var isVisible: Bool { !isHidden }

    private func layoutRootView() {
      guard let view = rootViewController?.view else { return }
      view.frame = bounds
      (view as? ScrollView)?.safeAreaInsets = safeAreaInsets
      rootViewController?.viewSafeAreaInsetsDidChange()
    }
  }
}
