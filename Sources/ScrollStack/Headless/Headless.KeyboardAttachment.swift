import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.KeyboardAttachment

extension Headless {
  /// Connects a controller and its scroll view to a window's keyboard: makes the keyboard core
  /// when the controller enters a window, keeps its placement current and applies its outputs.
  ///
  /// Used by ``ScrollStackController`` and ``ScrollingContentViewManager``; settings made before
  /// the controller is in a window are kept and handed to the core when it is made.
  @MainActor
  final class KeyboardAttachment: KeyboardAvoidanceHost {
    weak var controller: ViewController?
    weak var scrollView: ScrollView?
    private(set) var avoidance: KeyboardAvoidanceController?
    var onDiagnostic: ((StackDiagnostic) -> Void)?
    /// Called after the additional safe-area insets changed, to lay the content out again.
    var insetsDidChange: (() -> Void)?

    /// Whether the keyboard raises the controller's additional safe area; the core's value while
    /// there is one. `true` by default.
    var shouldAdjustAdditionalSafeAreaInsetsForKeyboard: Bool {
      get { avoidance?.shouldAdjustAdditionalSafeAreaInsetsForKeyboard ?? storedShouldAdjust }
      set {
        storedShouldAdjust = newValue
        avoidance?.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = newValue
      }
    }

    /// The controller's own additional safe-area insets; the core's value while there is one.
    /// Without a core they are the controller's at once.
    var userAdditionalSafeAreaInsets: StackEdgeInsets {
      get { avoidance?.userAdditionalSafeAreaInsets ?? storedUserInsets }
      set {
        storedUserInsets = newValue
        if let avoidance {
          avoidance.userAdditionalSafeAreaInsets = newValue
        } else {
          write(newValue.sanitized)
        }
      }
    }

    init(controller: ViewController) {
      self.controller = controller
    }

    /// Makes (or drops) the keyboard core for the window the controller is now in.
    func attach(to window: Window?) {
      if let previous = avoidance {
        storedUserInsets = previous.userAdditionalSafeAreaInsets
        // Leaving a window takes the keyboard's effects along, as in UIKit: out of a window the
        // keyboard overlaps nothing, so Core gives the user's own insets and bounce back.
        previous.placement = KeyboardHostPlacement()
        previous.stopObservingKeyboard()
      }
      avoidance = nil
      scrollView?.keyboardAvoidance = nil
      guard let window else { return }
      let core = KeyboardAvoidanceController(
        host: self, scheduler: window.keyboardScheduler, keyboardStore: window.keyboardStore)
      core.onDiagnostic = { [weak self] in self?.onDiagnostic?($0) }
      core.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = storedShouldAdjust
      core.userAdditionalSafeAreaInsets = storedUserInsets
      if let scrollView {
        core.keyboardDismissMode = scrollView.keyboardDismissMode
        core.userAlwaysBounceVertical = scrollView.userAlwaysBounceVertical
      }
      avoidance = core
      scrollView?.keyboardAvoidance = core
      hostDidLayout()
    }

    /// Hands the core what the controller looks like now (Core's
    /// ``KeyboardAvoidanceController/hostDidLayout(_:)``): where its view is in the window, the
    /// safe area it inherits, and its `additionalSafeAreaInsets`, a value the app assigned there
    /// becoming the user's. Without a core, a value other than the one written last is the
    /// user's. Call it after every layout and safe-area change.
    func hostDidLayout() {
      guard let controller else { return }
      guard let avoidance else {
        let user = KeyboardSafeAreaAdjustment.userInsets(
          observed: controller.additionalSafeAreaInsets, applied: lastWrittenInsets, previousUser: storedUserInsets)
        if user != storedUserInsets { storedUserInsets = user }
        return
      }
      guard controller.isViewLoaded, let window = controller.window else { return }
      let view = controller.view
      let frame = view.convert(view.bounds, to: window)
      let own = controller.additionalSafeAreaInsets.sanitized.bottom
      avoidance.hostDidLayout(
        KeyboardHostSnapshot(
          placement: .measured(
            frameInWindow: frame, windowBounds: window.bounds,
            safeAreaBottom: Self.safeAreaBottom(of: frame, in: window) + own, ownAdditionalSafeAreaBottom: own),
          additionalSafeAreaInsets: controller.additionalSafeAreaInsets))
    }

    // MARK: KeyboardAvoidanceHost

    func applyAdditionalSafeAreaInsets(_ insets: StackEdgeInsets, animation: KeyboardAnimation?) {
      write(insets)
      insetsDidChange?()
    }

    // MARK: Private

    private var storedShouldAdjust = true
    private var storedUserInsets = StackEdgeInsets.zero

    /// The `additionalSafeAreaInsets` this attachment last gave the controller; any other value
    /// found there later was assigned by the app.
    private var lastWrittenInsets = StackEdgeInsets.zero

    /// The bottom safe area UIKit gives a view at `frame` (in window coordinates): the part of the
    /// window's bottom safe area the view reaches down into. The headless stand-in for reading
    /// `view.safeAreaInsets` without the controller's own additional insets.
    private static func safeAreaBottom(of frame: CGRect?, in window: Window) -> CGFloat {
      let gap = frame.map { window.bounds.maxY - $0.maxY } ?? 0
      return Swift.max(0, window.safeAreaInsets.sanitized.bottom - Swift.max(0, gap))
    }

    private func write(_ insets: StackEdgeInsets) {
      lastWrittenInsets = insets
      controller?.additionalSafeAreaInsets = insets
    }

    func applyAlwaysBounceVertical(_ isOn: Bool) {
      scrollView?.applyKeyboardBounce(isOn)
    }

    func applyContentOffset(_ offset: CGPoint, animated: Bool) {
      scrollView?.setContentOffset(offset, animated: animated)
    }

    func currentScrollGeometry() -> ScrollViewGeometry? {
      scrollView?.scrollGeometry
    }

    func currentFirstResponderTarget() -> ScrollRequestTarget? {
      scrollView?.firstResponderTarget()
    }
  }
}
