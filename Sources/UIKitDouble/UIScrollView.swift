// UIScrollView, UIWindow, UIScreen (G17; X H16:UIWindow.h, H16:UIScreen.h).

@MainActor @preconcurrency open class UIScrollView: UIView {
  open func flashScrollIndicators() { fatalError() }
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  open var adjustedContentInset: UIEdgeInsets { fatalError() }
  open func adjustedContentInsetDidChange() { fatalError() }
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentLayoutGuide: UILayoutGuide { fatalError() }
  open var frameLayoutGuide: UILayoutGuide { fatalError() }
  open var delegate: (any UIScrollViewDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }  // weak in the SDK (computed here)
  open var alwaysBounceVertical: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isScrollEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var showsHorizontalScrollIndicator: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { fatalError() }
  open var isTracking: Bool { fatalError() }
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIScrollView {
  public enum KeyboardDismissMode: Int, @unchecked Sendable {
    case none = 0
    case onDrag = 1
    case interactive = 2
    case onDragWithAccessory = 3
    case interactiveWithAccessory = 4
  }

  public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
    case automatic = 0
    case scrollableAxes = 1
    case never = 2
    case always = 3
  }
}

/// Every requirement is `@objc optional` in the SDK; plain requirements with defaults here.
@MainActor @preconcurrency public protocol UIScrollViewDelegate: NSObjectProtocol {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
