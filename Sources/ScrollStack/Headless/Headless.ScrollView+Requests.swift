import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - Headless.ScrollView + Requests

extension Headless.ScrollView {
  /// Scrolls so that `rect` (in content coordinates) is visible, with `margin` points of room on
  /// both axes (``visibilityScrollMargin`` when `nil`), clamped to the legal offsets.
  ///
  /// When a keyboard core manages the scroll view (its controller is in a window), the request
  /// waits for the keyboard filter, so it lands above a keyboard that is still arriving. A
  /// rectangle that is not finite, or lies entirely outside the content, is reported and
  /// ignored.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool, margin: CGFloat? = nil) {
    requests.request(
      .target(.contentRect(rect)), animated: animated, margin: margin,
      operation: "scrollRectToVisible(_:animated:margin:)")
  }

  /// Scrolls so that `view`, a descendant of this scroll view, is visible with `margin` points
  /// of room. The view's frame is read when the request fires. A view outside the scroll view is
  /// reported (``StackDiagnostic/Kind/targetOutsideContent``) and ignored.
  public func scrollViewToVisible(_ view: Headless.View, animated: Bool, margin: CGFloat? = nil) {
    requests.request(
      .target(scrollTarget(for: view)), animated: animated, margin: margin,
      operation: "scrollViewToVisible(_:animated:margin:)")
  }

  /// Scrolls so that the focused view inside this scroll view is visible; does nothing when the
  /// focus is elsewhere.
  public func scrollFirstResponderToVisible(animated: Bool, margin: CGFloat? = nil) {
    requests.request(
      .firstResponder, animated: animated, margin: margin, operation: "scrollFirstResponderToVisible(animated:margin:)")
  }

  /// A target that follows `view`'s frame in this scroll view's content, read when it fires; it
  /// resolves to nothing while `view` is not inside this scroll view.
  func scrollTarget(for view: Headless.View) -> ScrollRequestTarget {
    ScrollRequestTarget(ownerIdentity: ObjectIdentifier(view)) { [weak view, weak self] in
      guard let view, let self, view !== self, view.isDescendant(of: self) else { return nil }
      return view.convert(view.bounds, to: self)
    }
  }

  /// The focused view inside this scroll view, as a target; `nil` when the focus is elsewhere.
  func firstResponderTarget() -> ScrollRequestTarget? {
    guard let responder = window?.firstResponder, responder !== self, responder.isDescendant(of: self) else {
      return nil
    }
    return scrollTarget(for: responder)
  }
}
