// UIResponder (H16:UIResponder.h): the responder chain and the first responder.

/// An object that takes part in the responder chain.
///
/// The double models ``next``, the first responder of a window (``becomeFirstResponder()``,
/// ``resignFirstResponder()``, ``isFirstResponder``) and the touch methods, which forward to
/// ``next`` as UIKit's defaults do, and the press methods (began, ended, cancelled), which forward
/// too. It does not model edit actions, motion or input views.
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
    window.setFirstResponder(self)
    return true
  }

  /// Gives up first responder status. Returns `false` when ``canResignFirstResponder`` is `false`;
  /// otherwise `true` (UIKit's default), whether or not the responder was first responder.
  @discardableResult open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if let window = responderWindow, window.firstResponderStorage === self { window.setFirstResponder(nil) }
    return true
  }

  /// Whether this responder is its window's first responder. O(1) for every responder but the
  /// one its window last made first responder (``wasLastMadeFirstResponder``); for that one, its
  /// window is looked up.
  open var isFirstResponder: Bool {
    wasLastMadeFirstResponder && responderWindow?.firstResponderStorage === self
  }

  // MARK: Presses

  /// Forwards to ``next``, as UIKit's default does.
  @available(iOS 9.0, *)
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  /// Forwards to ``next``, as UIKit's default does.
  @available(iOS 9.0, *)
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// Forwards to ``next``, as UIKit's default does.
  @available(iOS 9.0, *)
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

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

  /// Whether a window made this responder its first responder and has not made another one (or
  /// none) since (``UIWindow/setFirstResponder(_:)`` keeps it): `false` means the responder is not
  /// first responder, without looking for its window (a row leaving the screen asks each of its
  /// views). `true` does not mean it still is: it may have left that window since.
  @exclusivity(unchecked) var wasLastMadeFirstResponder = false

  /// The window whose first responder this responder can be: `nil` here; a view's window.
  var responderWindow: UIWindow? { nil }

  /// Whether the software keyboard comes up while this responder is first responder (UIKit shows
  /// it for text input): `false` here; a text field or text view returns `true`.
  var raisesKeyboardAsFirstResponder: Bool { false }
}

// `class let` in the SDK. The notification names are nonisolated (API notes); the `userInfo` keys
// are not, so like every `UIResponder` member they are main-actor isolated. `DoubleKeyboard` posts
// them.
extension UIResponder {
  /// Posted before the keyboard appears (or changes frame while shown).
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
  /// Posted after the keyboard appeared.
  nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
  /// Posted before the keyboard goes away.
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
  /// Posted after the keyboard went away.
  nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
  /// Posted before every change of the keyboard's frame.
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after every change of the keyboard's frame.
  nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The keyboard's frame before the change (`NSValue` of a `CGRect`, screen coordinates).
  public static let keyboardFrameBeginUserInfoKey: String = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change (`NSValue` of a `CGRect`, screen coordinates).
  public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
  /// The change's duration in seconds (`NSNumber`).
  public static let keyboardAnimationDurationUserInfoKey: String = "UIKeyboardAnimationDurationUserInfoKey"
  /// The change's animation curve (`NSNumber`; the keyboard's is 7).
  public static let keyboardAnimationCurveUserInfoKey: String = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app (`NSNumber` of a `Bool`).
  public static let keyboardIsLocalUserInfoKey: String = "UIKeyboardIsLocalUserInfoKey"
}
