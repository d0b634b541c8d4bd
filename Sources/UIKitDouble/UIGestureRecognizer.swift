// Touches, events and gesture recognizers (X from H16:UIGestureRecognizer.h, UITouch.h, UIEvent.h;
// DOCS for UITouch.location(in:)).

@MainActor @preconcurrency open class UITouch: NSObject {
  open var view: UIView? { fatalError() }
  open func location(in view: UIView?) -> CGPoint { fatalError() }
}

@MainActor @preconcurrency open class UIEvent: NSObject {
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
  open var state: UIGestureRecognizer.State { fatalError() }
  open var delegate: (any UIGestureRecognizerDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }  // weak in the SDK (computed here)
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// Every requirement is `@objc optional` in the SDK; plain requirements with defaults here.
@MainActor @preconcurrency public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    true
  }
}

@MainActor @preconcurrency open class UITapGestureRecognizer: UIGestureRecognizer {
}
