@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollRequestRouter + UIScrollView

extension ScrollRequestRouter {
  /// Core's scroll requests for `scrollView` (held weakly): its geometry as laid out now, the
  /// first responder inside it, and `writer`, the one path its owner moves its offset by (a
  /// stack's engine scroll, a plain scroll view's `setContentOffset(_:animated:)`).
  static func make(for scrollView: UIScrollView, writer: ContentOffsetWriter) -> ScrollRequestRouter {
    ScrollRequestRouter(
      geometry: { [weak scrollView] in
        guard let scrollView else { return nil }
        scrollView.layoutIfNeeded()
        return ScrollViewGeometry(scrollView)
      },
      firstResponder: { [weak scrollView] in
        guard let scrollView, let responder = KeyboardAvoidanceBinding.firstResponder(in: scrollView) else {
          return nil
        }
        return ScrollRequestTarget.view(responder, in: scrollView)
      },
      writer: writer)
  }

  /// UIKit's own `scrollRectToVisible(_:animated:)` on `scrollView`, sent for instance to reveal
  /// a text field that became first responder: kept relative to the first responder when the
  /// rectangle touches it, so that it still points at the field once the keyboard changed the
  /// layout (any other rectangle stays in content coordinates), and sent
  /// with ``visibilityScrollMargin`` through the keyboard filter when a keyboard core manages the
  /// scroll view.
  func systemRequest(_ rect: CGRect, animated: Bool, in scrollView: UIScrollView) {
    let target: ScrollRequestTarget
    if avoidance != nil, let responder = KeyboardAvoidanceBinding.firstResponder(in: scrollView),
      responder.convert(responder.bounds, to: scrollView).intersects(rect)
    {
      target = .rect(scrollView.convert(rect, to: responder), in: responder, of: scrollView)
    } else {
      target = .contentRect(rect)
    }
    request(.target(target), animated: animated, margin: nil, operation: "scrollRectToVisible(_:animated:)")
  }
}
