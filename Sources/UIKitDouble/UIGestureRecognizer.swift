// UIGestureRecognizer (H16:UIGestureRecognizer.h).

/// Recognizes a gesture on the view it is attached to and sends its targets their actions.
///
/// The double recognizes nothing from touches by itself: a test driver (`DoubleTouch.tap(_:at:)`)
/// plays a recognized gesture. Targets are held weakly, as UIKit does. On Linux, with no
/// Objective-C runtime, an action reaches a target that conforms to `DoubleActionTarget`; on Apple
/// platforms it is sent with `perform(_:with:)`.
@MainActor @preconcurrency open class UIGestureRecognizer: NSObject {
  // MARK: Stored state

  /// The target–action pairs, targets held weakly.
  @exclusivity(unchecked) var targetActions: [UIGestureRecognizer.TargetAction] = []
  /// ``view``.
  weak var viewStorage: UIView?
  /// Where the gesture happened, in window coordinates (or those of the view's topmost ancestor).
  var locationInWindow = CGPoint.zero

  // MARK: Initializers

  /// Makes a recognizer that sends `action` to `target` (when both are given) on recognition.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  // MARK: Targets

  /// Adds a target–action pair (the target is not retained).
  open func addTarget(_ target: Any, action: Selector) {
    targetActions.append(UIGestureRecognizer.TargetAction(target: Self.object(of: target), action: action))
  }

  /// `target` as an object. An `NSObject` (the usual target) is found by a class cast: `as
  /// AnyObject` alone bridges through `_bridgeAnythingToObjectiveC` (conformance lookups, some
  /// 2,500 instructions on Linux).
  static func object(of target: Any) -> AnyObject {
    if let object = target as? NSObject { return object }
    return target as AnyObject
  }

  /// Removes the pairs matching `target` and `action` (`nil` matches any).
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { Self.object(of: $0) }
    targetActions.removeAll { pair in
      (object == nil || pair.target === object) && (action == nil || pair.action == action)
    }
  }

  // MARK: State

  /// `.possible` until a driver plays the gesture: `.ended` (`.recognized`) while the targets hear
  /// it, then `.possible` again. Settable, as UIKit's is to subclasses (UIGestureRecognizerSubclass).
  @exclusivity(unchecked) open var state = UIGestureRecognizer.State.possible

  /// Asked before the gesture begins and whether it receives a touch (weak).
  @exclusivity(unchecked) open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Whether the recognizer takes part in gestures; `true` by default. Turning it off while it
  /// recognizes resets ``state`` to `.possible`.
  @exclusivity(unchecked) open var isEnabled: Bool = true {
    didSet { if !isEnabled { state = .possible } }
  }

  /// Whether the touches of a recognized gesture are cancelled in the view they landed on
  /// (`touchesCancelled(_:with:)` instead of `touchesEnded(_:with:)`); `true` by default.
  /// `DoubleTouch.tapWithTouches(_:at:)` honours it.
  @exclusivity(unchecked) open var cancelsTouchesInView = true

  /// The view the recognizer is attached to (weak).
  open var view: UIView? { viewStorage }

  /// Where the last gesture happened, in `view`'s coordinates (`nil`: the window's).
  @discardableResult open func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  // MARK: Internal

  /// Sends every target its action with this recognizer as the sender.
  func sendActions() {
    for pair in targetActions {
      guard let target = pair.target else { continue }
      #if canImport(ObjectiveC)
        _ = (target as? NSObject)?.perform(pair.action, with: self)
      #else
        (target as? DoubleActionTarget)?.performAction(pair.action, sender: self)
      #endif
    }
  }
}
