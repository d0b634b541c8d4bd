import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - KeyboardAvoidanceController + ScrollRequests

extension KeyboardAvoidanceController {
  // MARK: Public

  /// Scrolls so that `rect`, given in content coordinates, is visible with `margin` points of
  /// room on both axes (``visibilityScrollMargin`` when `nil`).
  ///
  /// The request passes through the keyboard filter, so it fires after the keyboard burst it
  /// belongs to. The rectangle is fixed: for anything that moves with the layout, prefer
  /// ``scrollToVisible(_:animated:margin:)`` with a ``ScrollRequestTarget`` that resolves the
  /// rectangle when the request fires.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool, margin: CGFloat? = nil) {
    enqueue(.target(.contentRect(rect)), animated: animated, margin: margin, operation: "scrollRectToVisible")
  }

  /// Scrolls so that the host's first responder is visible with `margin` points of room on both
  /// axes (``visibilityScrollMargin`` when `nil`). The first responder is asked for when the
  /// request fires; without one, nothing happens.
  public func scrollFirstResponderToVisible(animated: Bool, margin: CGFloat? = nil) {
    enqueue(.firstResponder, animated: animated, margin: margin, operation: "scrollFirstResponderToVisible")
  }

  /// Scrolls so that `target` is visible with `margin` points of room on both axes
  /// (``visibilityScrollMargin`` when `nil`).
  ///
  /// Only the latest request waiting for the filter is kept. When it fires: a target that no
  /// longer resolves, or lies entirely outside the content, is reported as
  /// ``StackDiagnostic/Kind/targetOutsideContent`` and ignored (the offset does not move); a
  /// target partly outside the content scrolls as far as the legal offset range allows.
  public func scrollToVisible(_ target: ScrollRequestTarget, animated: Bool, margin: CGFloat? = nil) {
    enqueue(.target(target), animated: animated, margin: margin, operation: "scrollToVisible")
  }

  // MARK: Internal

  /// Performs `request` against the layout as it is now (Core's
  /// ``ScrollRequest/outcome(in:firstResponder:)``), reporting a rejected target.
  func perform(_ request: ScrollRequest) {
    guard let host, let geometry = host.currentScrollGeometry() else { return }
    switch request.outcome(in: geometry, firstResponder: { host.currentFirstResponderTarget() }) {
    case .scroll(let offset): host.applyContentOffset(offset, animated: request.animated)
    case .none: break
    case .rejected(let diagnostic): report(diagnostic)
    }
  }

  // MARK: Private

  private func enqueue(_ target: ScrollRequest.Target, animated: Bool, margin: CGFloat?, operation: String) {
    let resolvedMargin = margin.map { checkedMargin($0, operation: operation) } ?? visibilityScrollMargin
    pending.scrollRequest = ScrollRequest(target: target, animated: animated, margin: resolvedMargin)
    if isNavigationTransitionInProgress { pending.suppressesAnimation = true }
    submitWork(immediate: false)
  }
}
