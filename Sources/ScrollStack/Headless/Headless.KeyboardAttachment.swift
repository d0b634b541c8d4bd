import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

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

    var shouldAdjustAdditionalSafeAreaInsetsForKeyboard = true {
      didSet {
        avoidance?.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = shouldAdjustAdditionalSafeAreaInsetsForKeyboard
      }
    }
    var userAdditionalSafeAreaInsets: StackEdgeInsets = .zero {
      didSet {
        if let avoidance {
          avoidance.userAdditionalSafeAreaInsets = userAdditionalSafeAreaInsets
        } else {
          write(userAdditionalSafeAreaInsets.sanitized)
        }
      }
    }

    init(controller: ViewController) {
      self.controller = controller
    }

    /// Makes (or drops) the keyboard core for the window the controller is now in.
    func attach(to window: Window?) {
      if let previous = avoidance {
        previous.stopObservingKeyboard()
        // Leaving a window takes the keyboard's effects along: the user's own values come back.
        write(userAdditionalSafeAreaInsets.sanitized)
        if let scrollView { scrollView.applyKeyboardBounce(scrollView.userAlwaysBounceVertical) }
        insetsDidChange?()
      }
      avoidance = nil
      scrollView?.keyboardAvoidance = nil
      guard let window else { return }
      let core = KeyboardAvoidanceController(
        host: self, scheduler: window.keyboardScheduler, keyboardStore: window.keyboardStore)
      core.onDiagnostic = { [weak self] in self?.onDiagnostic?($0) }
      core.shouldAdjustAdditionalSafeAreaInsetsForKeyboard = shouldAdjustAdditionalSafeAreaInsetsForKeyboard
      core.userAdditionalSafeAreaInsets = userAdditionalSafeAreaInsets
      if let scrollView {
        core.keyboardDismissMode = scrollView.keyboardDismissMode
        core.userAlwaysBounceVertical = scrollView.userAlwaysBounceVertical
      }
      avoidance = core
      scrollView?.keyboardAvoidance = core
      updatePlacement()
    }

    /// Takes a value the app assigned to the controller's own `additionalSafeAreaInsets` as the
    /// user's value (Core's ``KeyboardSafeAreaAdjustment/userInsets(observed:applied:previousUser:)``
    /// against the value this attachment wrote last), so that the keyboard keeps it and gives it
    /// back when it leaves. Call it whenever the controller's safe area changed.
    func controllerInsetsDidChange() {
      guard let controller else { return }
      let user = KeyboardSafeAreaAdjustment.userInsets(
        observed: controller.additionalSafeAreaInsets, applied: lastWrittenInsets,
        previousUser: userAdditionalSafeAreaInsets)
      if user != userAdditionalSafeAreaInsets { userAdditionalSafeAreaInsets = user }
    }

    /// Tells the core where the controller's view sits in its window.
    func updatePlacement() {
      guard let avoidance, let controller, controller.isViewLoaded, let window = controller.window else { return }
      let view = controller.view
      let frame = view.convert(view.bounds, to: window)
      let bottomGap = frame.map { window.bounds.maxY - $0.maxY } ?? 0
      let placement = KeyboardHostPlacement(
        frameInWindow: frame, windowBounds: window.bounds,
        inheritedSafeAreaBottom: Swift.max(0, window.safeAreaInsets.bottom - Swift.max(0, bottomGap)))
      if placement != avoidance.placement { avoidance.placement = placement }
    }

    // MARK: KeyboardAvoidanceHost

    func applyAdditionalSafeAreaInsets(_ insets: StackEdgeInsets, animation: KeyboardAnimation?) {
      write(insets)
      insetsDidChange?()
    }

    // MARK: Private

    /// The `additionalSafeAreaInsets` this attachment last gave the controller; any other value
    /// found there later was assigned by the app.
    private var lastWrittenInsets = StackEdgeInsets.zero

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
