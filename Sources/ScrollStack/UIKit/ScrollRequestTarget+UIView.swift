@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollRequestTarget + UIView

extension ScrollRequestTarget {
  /// The whole of `view`, a descendant of `scrollView`, as laid out when the request fires; it
  /// resolves to nothing once the view has left the scroll view.
  static func view(_ view: UIView, in scrollView: UIScrollView) -> ScrollRequestTarget {
    rect(nil, in: view, of: scrollView)
  }

  /// `rect` in `view`'s coordinates (the whole view when `nil`), re-resolved in the content
  /// coordinates of `scrollView` when the request fires. Both views are held weakly.
  static func rect(_ rect: CGRect?, in view: UIView, of scrollView: UIScrollView) -> ScrollRequestTarget {
    ScrollRequestTarget(ownerIdentity: ObjectIdentifier(view)) { [weak view, weak scrollView] in
      guard let view, let scrollView, view.isDescendant(of: scrollView) else { return nil }
      return view.convert(rect ?? view.bounds, to: scrollView)
    }
  }
}
