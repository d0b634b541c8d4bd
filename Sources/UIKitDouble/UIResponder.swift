// UIResponder (H16:UIResponder.h): the responder chain and the first responder.

/// An object that takes part in the responder chain.
///
/// The double models ``next``, the first responder of a window (``becomeFirstResponder()``,
/// ``resignFirstResponder()``, ``isFirstResponder``) and the touch methods, which forward to
/// ``next`` as UIKit's defaults do. It does not model edit actions, presses, motion or input views.
@MainActor @preconcurrency open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() { super.init() }

  // MARK: Responder chain

  /// The next responder in the chain: `nil` for a bare responder (a view returns its controller or
  /// superview).
  open var next: UIResponder? { nil }

  // MARK: First responder

  /// Whether the responder can become first responder: `false` by default.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder gives up first responder status when asked: `true` by default.
  open var canResignFirstResponder: Bool { true }

  /// Makes this responder its window's first responder. Returns `false`, changing nothing, when
  /// ``canBecomeFirstResponder`` is `false`, when the responder is in no window, or when the
  /// current first responder refuses to resign; `true` when it is (or already was) first responder.
  @discardableResult open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    if let current = window.firstResponderStorage, current !== self {
      guard current.resignFirstResponder() else { return false }
    }
    window.firstResponderStorage = self
    return true
  }

  /// Gives up first responder status. Returns `false` when ``canResignFirstResponder`` is `false`;
  /// otherwise `true` (UIKit's default), whether or not the responder was first responder.
  @discardableResult open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if let window = responderWindow, window.firstResponderStorage === self {
      window.firstResponderStorage = nil
    }
    return true
  }

  /// Whether this responder is its window's first responder.
  open var isFirstResponder: Bool { responderWindow?.firstResponderStorage === self }

  // MARK: Touches

  /// Forwards to ``next``, as UIKit's default does.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Forwards to ``next``, as UIKit's default does.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Forwards to ``next``, as UIKit's default does.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Forwards to ``next``, as UIKit's default does.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: Internal

  /// The window whose first responder this responder can be: `nil` here; a view's window.
  var responderWindow: UIWindow? { nil }
}

// `class let` in the SDK. The notification names are nonisolated (API notes); the `userInfo` keys
// are not, so like every `UIResponder` member they are main-actor isolated.
extension UIResponder {
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")
  public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey: String = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey: String = "UIKeyboardAnimationCurveUserInfoKey"
  public static let keyboardIsLocalUserInfoKey: String = "UIKeyboardIsLocalUserInfoKey"
}
