import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardAvoidanceController

/// Keeps a host's scroll content usable while a keyboard is up: the stateful core behind
/// `ScrollingContentViewController`, its manager and the row stack.
///
/// A host (the UIKit layer) drives it with inputs — keyboard events (through a
/// ``KeyboardFrameStore``), the host's ``placement`` in its window, the user's own
/// ``userAdditionalSafeAreaInsets`` and ``userAlwaysBounceVertical``, size and navigation
/// transitions, the interactive-dismissal flag, scroll requests — and receives outputs through
/// its ``KeyboardAvoidanceHost``: the additional safe-area insets to apply (and how to animate
/// them), the vertical bounce flag, and content-offset changes.
///
/// Keyboard events and scroll requests pass through one trailing-edge ``KeyboardEventFilter``
/// on the injected ``StackScheduler``: a burst is acted on once, with its last frame; nothing is
/// acted on during a size transition, and the latest state is applied once when it ends; while
/// the user drags the keyboard down, events apply at once. Unusable input never traps: it is
/// reported through ``onDiagnostic`` (and ``StackDiagnostics/handler``) and ignored, and when
/// the keyboard leaves the insets are exactly the user's own again.
@MainActor
public final class KeyboardAvoidanceController {
  // MARK: Lifecycle

  /// Creates a controller for `host` and starts observing `keyboardStore`.
  ///
  /// If the store already knows a keyboard is up (this host appeared while it was), that
  /// keyboard is taken as applied at once; the inset follows as soon as ``placement`` is set.
  /// - Parameters:
  ///   - host: receives the outputs; held weakly.
  ///   - scheduler: runs the filter's timer; tests pass a ``ManualScheduler``.
  ///   - keyboardStore: where keyboard events come from; ``KeyboardFrameStore/shared`` by default.
  ///   - filterInterval: the filter's quiet time, 0.1 s by default.
  public init(
    host: KeyboardAvoidanceHost, scheduler: StackScheduler, keyboardStore: KeyboardFrameStore = .shared,
    filterInterval: TimeInterval = KeyboardEventFilter.defaultInterval
  ) {
    self.host = host
    self.scheduler = scheduler
    self.keyboardStore = keyboardStore
    filter = KeyboardEventFilter(interval: filterInterval)
    keyboardState = keyboardStore.state
    keyboardScreenID = keyboardStore.screenID
    observerID = keyboardStore.addObserver { [weak self] event in
      guard let self else { return false }
      self.receive(event)
      return true
    }
  }

  // MARK: Public

  /// The host that receives the outputs; held weakly.
  public weak var host: KeyboardAvoidanceHost?

  /// Called with every problem found in the input, in addition to ``StackDiagnostics/handler``.
  public var onDiagnostic: ((StackDiagnostic) -> Void)?

  /// Whether the host's additional safe-area insets follow the keyboard; `true` by default.
  ///
  /// Turning it off while the keyboard is up restores the user's value at once; turning it on
  /// applies the current overlap at once (both without animation).
  public var shouldAdjustAdditionalSafeAreaInsetsForKeyboard = true {
    didSet { reconcileUnlessSuspended() }
  }

  /// The host's own additional safe-area insets, as the user set them; `.zero` by default.
  ///
  /// The host reports every change the user makes, even while the keyboard is up: the new
  /// value is kept and the applied bottom becomes `max(keyboard inset, new bottom)`. Non-finite
  /// values are replaced by zero and reported.
  public var userAdditionalSafeAreaInsets: StackEdgeInsets {
    get { userInsets }
    set {
      if !newValue.isFinite {
        report(.invalidSize, "userAdditionalSafeAreaInsets", "Insets \(newValue) are not finite; using zero there.")
      }
      userInsets = newValue.sanitized
      reconcileUnlessSuspended()
    }
  }

  /// Where the host sits in its window; "not in a window" until the host sets it.
  ///
  /// Set it whenever the host's frame, its window or its inherited safe area changes (in UIKit:
  /// `viewDidLayoutSubviews`, `viewSafeAreaInsetsDidChange`). Unusable values are reported and
  /// treated as missing. During a size transition the new placement is used when it ends.
  ///
  /// A host that comes into a window (again) takes the keyboard store's state as applied at
  /// once, as a new controller does: out of a window nothing was applied, so a change the filter
  /// still holds (a hide posted as the host left) must not be replayed from the state before it.
  public var placement: KeyboardHostPlacement {
    get { hostPlacement }
    set {
      let checked = KeyboardInputValidation.validate(newValue, operation: "placement")
      checked.diagnostics.forEach(report)
      let entersWindow = !Self.isInWindow(hostPlacement) && Self.isInWindow(checked.placement)
      hostPlacement = checked.placement
      if entersWindow {
        keyboardState = keyboardStore.state
        keyboardScreenID = keyboardStore.screenID
      }
      reconcileUnlessSuspended()
    }
  }

  /// The scroll view's keyboard dismiss mode; `.none` by default. With any other mode vertical
  /// bounce is on while the keyboard is up.
  public var keyboardDismissMode: KeyboardDismissMode = .none {
    didSet { reconcileUnlessSuspended() }
  }

  /// The user's own `alwaysBounceVertical`; `false` by default. Restored when the keyboard
  /// leaves.
  public var userAlwaysBounceVertical = false {
    didSet { reconcileUnlessSuspended() }
  }

  /// Whether the user is dragging the keyboard down (interactive keyboard dismissal). While
  /// `true`, keyboard events apply at once, without animation, instead of waiting for the
  /// filter. `false` by default.
  public var isInteractiveDismissalInProgress = false

  /// Whether a navigation transition (push or pop) is in progress, as the host knows it.
  ///
  /// Keyboard changes that arrive during one apply without animation, so the inset does not
  /// animate against the transition. Never guessed from an animation duration. `false` by
  /// default.
  public var isNavigationTransitionInProgress = false

  /// The room, in points, kept around a target on both axes by scroll requests that pass no
  /// margin of their own; zero by default (UIKit's behaviour). Negative or non-finite values
  /// are reported and replaced by zero.
  public var visibilityScrollMargin: CGFloat {
    get { defaultMargin }
    set { defaultMargin = checkedMargin(newValue, operation: "visibilityScrollMargin") }
  }

  /// The keyboard state the outputs reflect (events still held by the filter not included);
  /// its frame is in screen coordinates.
  public private(set) var keyboardState: KeyboardState

  /// The screen the keyboard of ``keyboardState`` is on; `nil` when its event did not say.
  public private(set) var keyboardScreenID: ObjectIdentifier?

  /// The keyboard's overlap with the host, as last applied.
  public private(set) var keyboardOverlap: KeyboardOverlap = .none

  /// The additional safe-area insets last handed to the host; the user's value when no
  /// keyboard is up.
  public private(set) var appliedAdditionalSafeAreaInsets: StackEdgeInsets = .zero

  /// The `alwaysBounceVertical` value last handed to the host; the user's value when no
  /// keyboard is up.
  public private(set) var alwaysBounceVertical = false

  /// How much the keyboard currently shrinks the host's safe area: the applied bottom inset
  /// less the user's. A host adds it back to its visible size and passes it as the
  /// ``ScrollContentSizing/keyboardOverlap``.
  public var keyboardSafeAreaContribution: CGFloat {
    Swift.max(0, appliedAdditionalSafeAreaInsets.bottom - userInsets.bottom)
  }

  /// Where the filter is: idle, waiting for a burst to end, or suspended.
  public var filterState: KeyboardEventFilter.State { filter.state }

  /// Whether a scroll request is waiting for the filter.
  public var hasPendingScrollRequest: Bool { pending.scrollRequest != nil }

  /// Marks the start of a size transition (rotation, window resize).
  ///
  /// Remembers the visible content's top-left corner and suspends the filter: keyboard events
  /// and scroll requests that arrive are held until ``endSizeTransition()``.
  public func beginSizeTransition() {
    if !filter.isSuspended && keepsVisibleTopLeftThroughSizeTransitions {
      sizeTransitionAnchor = host?.currentScrollGeometry()
    }
    run(filter.handle(.suspend))
  }

  /// Marks the end of a size transition.
  ///
  /// Applies the latest keyboard state and placement once, without animation; then keeps the
  /// remembered top-left corner of the visible content in place, clamped to the new legal
  /// offsets; then performs the latest held scroll request. An end without a begin is reported
  /// and changes nothing.
  public func endSizeTransition() {
    guard filter.isSuspended else {
      report(.redundantRequest, "endSizeTransition()", "No size transition is in progress; ignored.")
      return
    }
    let effects = filter.handle(.resume)
    guard !filter.isSuspended else { return }
    let anchor = sizeTransitionAnchor
    sizeTransitionAnchor = nil
    let request = pending.scrollRequest
    pending.scrollRequest = nil
    if effects.contains(.deliver) {
      // The rotation animates the whole screen; the held keyboard change joins it unanimated.
      pending.suppressesAnimation = true
      run(effects)
    } else {
      reconcile(animation: nil, reportsDetachedHost: false)
    }
    if let anchor, let host, let geometry = host.currentScrollGeometry() {
      let offset = anchor.offsetPreservingTopLeft(in: geometry)
      if offset != geometry.contentOffset { host.applyContentOffset(offset, animated: false) }
    }
    if let request { perform(request) }
  }

  /// Stops observing the keyboard store and drops pending work. The outputs keep their last
  /// values; call it when the host goes away for good.
  public func stopObservingKeyboard() {
    if let observerID { keyboardStore.removeObserver(observerID) }
    observerID = nil
    timer?.cancel()
    timer = nil
    pending = PendingWork()
    // Nothing is waiting any more; a suspension stays until its end is reported.
    if !filter.isSuspended { filter = KeyboardEventFilter(interval: filter.interval) }
  }

  // MARK: Internal

  var pending = PendingWork()

  /// Passes `immediate` or ordinary work to the filter.
  func submitWork(immediate: Bool) {
    run(filter.handle(.work(immediate: immediate)))
  }

  /// Whether a size transition holds the keyboard's changes.
  var isSizeTransitionInProgress: Bool { filter.isSuspended }

  /// Applies `state` at once, without animation: a keyboard the user moves with a finger.
  func applyTrackedKeyboard(_ state: KeyboardState) {
    keyboardState = state
    reconcile(animation: nil, reportsDetachedHost: false)
  }

  func report(_ diagnostic: StackDiagnostic) {
    onDiagnostic?(diagnostic)
    StackDiagnostics.handler?(diagnostic)
  }

  func report(_ kind: StackDiagnostic.Kind, _ operation: String, _ message: String) {
    report(StackDiagnostic(kind: kind, operation: operation, message: message))
  }

  func checkedMargin(_ margin: CGFloat, operation: String) -> CGFloat {
    let checked = ScrollRequest.checkedMargin(margin, operation: operation)
    if let diagnostic = checked.diagnostic { report(diagnostic) }
    return checked.margin
  }

  // MARK: Private

  private let scheduler: StackScheduler
  private let keyboardStore: KeyboardFrameStore
  private var filter: KeyboardEventFilter
  private var observerID: Int?
  private var timer: ScheduledAction?
  private var sizeTransitionAnchor: ScrollViewGeometry?
  /// Whether a size transition keeps the top-left corner of the visible content (a content point)
  /// in place (``endSizeTransition()``); `true` by default. A ScrollStack turns it off: it keeps
  /// the row at the top of the visible area, at the same offset within it, itself, and that
  /// row's content point moves when the rows are measured at the new width.
  package var keepsVisibleTopLeftThroughSizeTransitions = true
  private var userInsets = StackEdgeInsets.zero
  private var hostPlacement = KeyboardHostPlacement()
  private var defaultMargin: CGFloat = 0

  private func receive(_ event: KeyboardEvent) {
    let result = KeyboardInputValidation.validate(event, operation: "keyboard \(event.kind.rawValue)")
    result.diagnostics.forEach(report)
    guard let state = result.state else { return }
    pending.keyboard = state
    pending.keyboardScreenID = event.screenID
    pending.animation = result.animation
    if isNavigationTransitionInProgress || isInteractiveDismissalInProgress {
      pending.suppressesAnimation = true
    }
    submitWork(immediate: isInteractiveDismissalInProgress)
  }

  private func run(_ effects: [KeyboardEventFilter.Effect]) {
    for effect in effects {
      switch effect {
      case .cancelTimer:
        timer?.cancel()
        timer = nil
      case .startTimer(let generation, let delay):
        timer = scheduler.schedule(after: delay) { [weak self] in
          guard let self else { return }
          self.run(self.filter.handle(.timerFired(generation: generation)))
        }
      case .deliver:
        deliverPendingWork()
      }
    }
  }

  private func deliverPendingWork() {
    let work = pending
    pending = PendingWork()
    timer = nil
    if let keyboard = work.keyboard {
      keyboardState = keyboard
      keyboardScreenID = work.keyboardScreenID
    }
    reconcile(
      animation: work.suppressesAnimation ? nil : work.animation, reportsDetachedHost: work.keyboard != nil)
    if var request = work.scrollRequest {
      if work.suppressesAnimation { request.animated = false }
      perform(request)
    }
  }

  /// Whether `placement` puts the host in a window, so that a keyboard can overlap it.
  private static func isInWindow(_ placement: KeyboardHostPlacement) -> Bool {
    placement.frameInWindow != nil && placement.windowBounds != nil
  }

  private func reconcileUnlessSuspended() {
    guard !filter.isSuspended else { return }
    reconcile(animation: nil, reportsDetachedHost: false)
  }

  /// Recomputes the outputs from the applied keyboard state and the current inputs, and hands
  /// the ones that changed to the host. Idempotent, so a host that reacts to an output by
  /// setting an input (a safe-area change) does not loop.
  private func reconcile(animation: KeyboardAnimation?, reportsDetachedHost: Bool) {
    keyboardOverlap = measureOverlap(reportsDetachedHost: reportsDetachedHost)
    let insets = KeyboardSafeAreaAdjustment.additionalSafeAreaInsets(
      user: userInsets, keyboardOverlap: keyboardOverlap.height,
      inheritedSafeAreaBottom: hostPlacement.inheritedSafeAreaBottom,
      isEnabled: shouldAdjustAdditionalSafeAreaInsetsForKeyboard)
    if insets != appliedAdditionalSafeAreaInsets {
      appliedAdditionalSafeAreaInsets = insets
      host?.applyAdditionalSafeAreaInsets(insets, animation: animation)
    }
    let bounce = keyboardDismissMode.alwaysBounceVertical(
      userValue: userAlwaysBounceVertical, isKeyboardVisible: keyboardOverlap.isKeyboardVisible)
    if bounce != alwaysBounceVertical {
      alwaysBounceVertical = bounce
      host?.applyAlwaysBounceVertical(bounce)
    }
  }

  private func measureOverlap(reportsDetachedHost: Bool) -> KeyboardOverlap {
    guard keyboardState != .hidden else { return .none }
    guard let hostFrame = hostPlacement.frameInWindow, let windowBounds = hostPlacement.windowBounds else {
      if reportsDetachedHost {
        report(
          .invalidKeyboardInput, "keyboard avoidance",
          "The host is not in a window, so its overlap with the keyboard is unknown; no inset is applied.")
      }
      return .none
    }
    // The keyboard's frame is in screen coordinates: each host sees it over its own window, and
    // a keyboard on another screen covers nothing.
    guard let screenFrame = keyboardState.frame,
      let frame = hostPlacement.keyboardFrameInWindow(screenFrame, keyboardScreenID: keyboardScreenID)
    else { return .none }
    return KeyboardOverlap.measure(keyboard: .shown(frame: frame), hostFrame: hostFrame, windowBounds: windowBounds)
  }
}
