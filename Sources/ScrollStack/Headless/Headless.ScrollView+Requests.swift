import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension Headless.ScrollView {
  /// Scrolls so that `rect` (in content coordinates) is visible, with `margin` points of room on
  /// both axes (``visibilityScrollMargin`` when `nil`), clamped to the legal offsets.
  ///
  /// When a keyboard core manages the scroll view (its controller is in a window), the request
  /// waits for the keyboard filter, so it lands above a keyboard that is still arriving.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool, margin: CGFloat? = nil) {
    let margin = margin ?? visibilityScrollMargin
    if let keyboardAvoidance {
      keyboardAvoidance.scrollRectToVisible(rect, animated: animated, margin: margin)
      return
    }
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
      report(.invalidSize, "scrollRectToVisible(_:animated:margin:)", "Rectangle \(rect) is not finite; ignored.")
      return
    }
    setContentOffset(scrollGeometry.offset(toMakeVisible: rect, margin: Swift.max(0, margin)), animated: animated)
  }

  /// Scrolls so that `view`, a descendant of this scroll view, is visible with `margin` points
  /// of room. The view's frame is read when the request fires. A view outside the scroll view is
  /// reported (``StackDiagnostic/Kind/targetOutsideContent``) and ignored.
  public func scrollViewToVisible(_ view: Headless.View, animated: Bool, margin: CGFloat? = nil) {
    guard view !== self, view.isDescendant(of: self) else {
      report(.targetOutsideContent, "scrollViewToVisible(_:animated:margin:)", "The view is not in this scroll view.")
      return
    }
    let margin = margin ?? visibilityScrollMargin
    let target = scrollTarget(for: view)
    if let keyboardAvoidance {
      keyboardAvoidance.scrollToVisible(target, animated: animated, margin: margin)
    } else if let rect = target.resolvedRect() {
      scrollRectToVisible(rect, animated: animated, margin: margin)
    }
  }

  /// Scrolls so that the focused view inside this scroll view is visible; does nothing when the
  /// focus is elsewhere.
  public func scrollFirstResponderToVisible(animated: Bool, margin: CGFloat? = nil) {
    if let keyboardAvoidance {
      keyboardAvoidance.scrollFirstResponderToVisible(animated: animated, margin: margin ?? visibilityScrollMargin)
    } else if let responder = window?.firstResponder, responder.isDescendant(of: self) {
      scrollViewToVisible(responder, animated: animated, margin: margin)
    }
  }

  /// A target that follows `view`'s frame in this scroll view's content, read when it fires.
  func scrollTarget(for view: Headless.View) -> ScrollRequestTarget {
    ScrollRequestTarget(ownerIdentity: ObjectIdentifier(view)) { [weak view, weak self] in
      guard let view, let self else { return nil }
      return view.convert(view.bounds, to: self)
    }
  }
}
