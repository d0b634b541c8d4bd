// Touches, events and gesture recognizers (X from H16:UIGestureRecognizer.h, UITouch.h, UIEvent.h;
// DOCS for UITouch.location(in:)).

@MainActor @preconcurrency open class UITouch: NSObject {
  open var view: UIView? { fatalError() }
  open var window: UIWindow? { fatalError() }
  open var tapCount: Int { fatalError() }
  open func location(in view: UIView?) -> CGPoint { fatalError() }
  open func previousLocation(in view: UIView?) -> CGPoint { fatalError() }
}

@MainActor @preconcurrency open class UIEvent: NSObject {
  open var allTouches: Set<UITouch>? { fatalError() }
}

extension UIGestureRecognizer {
  public enum State: Int, @unchecked Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
  }
}

@MainActor @preconcurrency open class UIGestureRecognizer: NSObject {
  public init(target: Any?, action: Selector?) { fatalError() }
  public convenience override init() { fatalError() }
  open func addTarget(_ target: Any, action: Selector) { fatalError() }
  open func removeTarget(_ target: Any?, action: Selector?) { fatalError() }
  open var state: UIGestureRecognizer.State { fatalError() }
  open var delegate: (any UIGestureRecognizerDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }  // weak in the SDK (computed here)
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var view: UIView? { fatalError() }
  open var cancelsTouchesInView: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var delaysTouchesBegan: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var delaysTouchesEnded: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { fatalError() }
  open func location(in view: UIView?) -> CGPoint { fatalError() }
  open var numberOfTouches: Int { fatalError() }
  open var name: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// Every requirement is `@objc optional` in the SDK; plain requirements with defaults here.
@MainActor @preconcurrency public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    true
  }
}

@MainActor @preconcurrency open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired: Int {
    get { fatalError() }
    set { fatalError() }
  }
  open var numberOfTouchesRequired: Int {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor @preconcurrency open class UIPanGestureRecognizer: UIGestureRecognizer {
  open func translation(in view: UIView?) -> CGPoint { fatalError() }
  open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}
