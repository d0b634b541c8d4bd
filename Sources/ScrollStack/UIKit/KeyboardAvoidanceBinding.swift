@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - KeyboardAvoidanceBinding

/// Wires a ``KeyboardAvoidanceController`` to a view controller and its scroll view: it feeds
/// the controller the host's placement in its window, the user's own insets and bounce, the
/// dismiss mode and transitions, and applies the outputs to UIKit. All decisions are Core's.
///
/// Used by ``ScrollingContentViewManager`` and ``ScrollStackController``.
@MainActor
final class KeyboardAvoidanceBinding: KeyboardAvoidanceHost {
  // MARK: Lifecycle

  /// A binding for `hostViewController` and `scrollView` (both held weakly) that moves the
  /// scroll view's offset only through `offsetWriter`, the one path the scroll view's owner
  /// hands out (a stack's engine scroll, a plain scroll view's `setContentOffset(_:animated:)`).
  init(
    hostViewController: UIViewController, scrollView: UIScrollView, offsetWriter: ContentOffsetWriter,
    notificationCenter: NotificationCenter, scheduler: any StackScheduler = PlatformScheduler.make()
  ) {
    self.hostViewController = hostViewController
    self.scrollView = scrollView
    self.offsetWriter = offsetWriter
    self.scheduler = scheduler
    observer = KeyboardNotificationObserver.observer(for: notificationCenter)
    avoidance.userAdditionalSafeAreaInsets = StackEdgeInsets(hostViewController.additionalSafeAreaInsets)
    avoidance.userAlwaysBounceVertical = scrollView.alwaysBounceVertical
  }

  // MARK: Internal

  /// The controller that holds the keyboard state and decides the outputs.
  private(set) lazy var avoidance = KeyboardAvoidanceController(
    host: self, scheduler: scheduler, keyboardStore: observer.store)

  /// The view controller whose `additionalSafeAreaInsets` follow the keyboard.
  weak var hostViewController: UIViewController?

  /// The scroll view that scrolls the content.
  weak var scrollView: UIScrollView?

  /// Brings the inputs up to date after a layout pass: the user's own insets and bounce, the
  /// dismiss mode, an interactive dismissal in progress, and where the host is in its window.
  func hostDidLayout() {
    guard !isUpdating, let host = hostViewController, let view = host.viewIfLoaded else { return }
    isUpdating = true
    defer { isUpdating = false }
    let window = view.window
    avoidance.hostDidLayout(
      KeyboardHostSnapshot(
        placement: .measured(
          frameInWindow: window.map { view.convert(view.bounds, to: $0) }, windowBounds: window?.bounds,
          safeAreaBottom: view.safeAreaInsets.bottom,
          ownAdditionalSafeAreaBottom: host.additionalSafeAreaInsets.bottom,
          windowOriginInScreen: window.map { $0.convert(CGPoint.zero, to: $0.screen.coordinateSpace) } ?? .zero,
          screenID: window.map { ObjectIdentifier($0.screen) }),
        additionalSafeAreaInsets: StackEdgeInsets(host.additionalSafeAreaInsets),
        keyboardDismissMode: scrollView.map { KeyboardDismissMode($0.keyboardDismissMode) },
        alwaysBounceVertical: scrollView?.alwaysBounceVertical, isTracking: scrollView?.isTracking,
        trackedKeyboardFrame: trackedKeyboardFrame(in: window)))
  }

  /// Where the keyboard is now, in screen coordinates, while the user may be dragging it down (the
  /// finger on the scroll view, an interactive dismiss mode, a keyboard up): on iOS 15 and later
  /// the window's `keyboardLayoutGuide`, which follows the keyboard during the drag, when UIKit
  /// posts no notification. `nil` otherwise, and before iOS 15 (the inset then changes when the
  /// finger lifts).
  private func trackedKeyboardFrame(in window: UIWindow?) -> CGRect? {
    guard let window, let scrollView, scrollView.isTracking,
      KeyboardDismissMode(scrollView.keyboardDismissMode).isInteractive, avoidance.keyboardState != .hidden
    else { return nil }
    guard #available(iOS 15.0, *) else { return nil }
    let guide = window.keyboardLayoutGuide.layoutFrame
    return window.convert(guide, to: window.screen.coordinateSpace)
  }

  /// The host's safe area changed: brings the inputs up to date. When its bottom moved (the
  /// keyboard's inset arrived or left, a pushed controller's field took focus in
  /// `viewWillAppear`), keeps the first responder inside the scroll view visible, through the
  /// keyboard filter; a change of the top alone (a large title collapsing while the user
  /// scrolls) moves nothing.
  func hostSafeAreaDidChange() {
    hostDidLayout()
    let bottom = hostViewController?.viewIfLoaded?.safeAreaInsets.bottom
    defer { lastSafeAreaBottom = bottom }
    guard bottom != lastSafeAreaBottom, currentFirstResponderView() != nil else { return }
    avoidance.scrollFirstResponderToVisible(animated: false)
  }

  /// Notes a navigation transition (push, pop, presentation) until its coordinator says it
  /// ended, so that keyboard changes during it apply without animation.
  func viewWillAppear(_ animated: Bool) {
    hostDidLayout()
    guard let coordinator = hostViewController?.transitionCoordinator else { return }
    avoidance.isNavigationTransitionInProgress = true
    coordinator.animate(
      alongsideTransition: nil,
      completion: { [weak self] _ in
        MainThreadCallback.run { self?.avoidance.isNavigationTransitionInProgress = false }
      })
  }

  /// Holds keyboard changes for the length of a size transition (rotation) and keeps the
  /// top-left of the visible content in place when it ends.
  func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    avoidance.beginSizeTransition()
    coordinator.animate(
      alongsideTransition: nil,
      completion: { [weak self] _ in
        MainThreadCallback.run {
          guard let self else { return }
          self.hostDidLayout()
          self.avoidance.endSizeTransition()
        }
      })
  }

  // MARK: KeyboardAvoidanceHost

  func applyAdditionalSafeAreaInsets(_ insets: StackEdgeInsets, animation: KeyboardAnimation?) {
    guard let host = hostViewController else { return }
    let apply = {
      host.additionalSafeAreaInsets = UIEdgeInsets(insets)
      host.viewIfLoaded?.layoutIfNeeded()
    }
    if let animation, animation.duration > 0, !isUpdating {
      // Layout still pending (a field that has just taken the focus sets up its text) is done
      // first, outside the animation: inside it, the field's text would slide in from its corner
      // along with the inset (the seed's "text field animation artefact"). The inputs are not
      // read from this pass; the next one reads them.
      isUpdating = true
      UIView.performWithoutAnimation { host.viewIfLoaded?.layoutIfNeeded() }
      isUpdating = false
      UIView.animate(
        withDuration: animation.duration, delay: 0, options: .keyboardCurve(animation.curve), animations: apply)
    } else {
      UIView.performWithoutAnimation(apply)
    }
  }

  func applyAlwaysBounceVertical(_ isOn: Bool) {
    isApplyingBounce = true
    defer { isApplyingBounce = false }
    scrollView?.alwaysBounceVertical = isOn
  }

  /// The scroll view's `alwaysBounceVertical` was assigned: unless the binding applied it
  /// itself, it is the user's own value (kept while the keyboard is up, restored after).
  func userDidSetAlwaysBounceVertical(_ isOn: Bool) {
    guard !isApplyingBounce else { return }
    avoidance.userAlwaysBounceVertical = isOn
  }

  /// Moves the offset through the scroll view's writer, never directly: on a stack, the engine's
  /// scroll (which cancels a running animated scroll, reports it and its end once).
  func applyContentOffset(_ offset: CGPoint, animated: Bool) {
    offsetWriter.setContentOffset(offset, animated: animated)
  }

  func currentScrollGeometry() -> ScrollViewGeometry? {
    guard let scrollView else { return nil }
    scrollView.layoutIfNeeded()
    return ScrollViewGeometry(scrollView)
  }

  func currentFirstResponderTarget() -> ScrollRequestTarget? {
    guard let scrollView, let responder = currentFirstResponderView() else { return nil }
    return ScrollRequestTarget.view(responder, in: scrollView)
  }

  /// The first responder inside the scroll view, if any.
  func currentFirstResponderView() -> UIView? {
    scrollView.flatMap(Self.firstResponder(in:))
  }

  /// The first responder among `view` and its descendants, depth first. There is no public
  /// UIKit API for the app's first responder; the walk stays inside one scroll view.
  static func firstResponder(in view: UIView) -> UIView? {
    if view.isFirstResponder { return view }
    for subview in view.subviews {
      if let responder = firstResponder(in: subview) { return responder }
    }
    return nil
  }

  // MARK: Private

  private let scheduler: any StackScheduler
  /// The one path the binding moves the scroll view's offset by, handed by the scroll view.
  private let offsetWriter: ContentOffsetWriter
  private let observer: KeyboardNotificationObserver
  /// Set while the inputs are brought up to date, so that a layout caused by an output does
  /// not update them again from inside.
  private var isUpdating = false
  /// Set while the binding applies Core's `alwaysBounceVertical`, so that the echo is not taken
  /// as the user's value.
  private var isApplyingBounce = false
  /// The host view's bottom safe-area inset at the last safe-area change.
  private var lastSafeAreaBottom: CGFloat?
}
