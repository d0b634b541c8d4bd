// UITextView (X from H16:UITextView.h).

// MARK: - UITextView

/// A scrolling text view: it can become first responder; the package driver
/// `simulateTyping(_:)` (Drivers/UITextView+Driver.swift) appends text and tells a
/// `UITextViewDelegate` delegate. It lays out no text (its content size is whatever is set).
@MainActor @preconcurrency open class UITextView: UIScrollView {
  /// A text view is an accessibility element, as UIKit's standard views are.
  override class var isAccessibilityElementByDefault: Bool { true }

  /// The text; `""` by default, as UIKit (setting `nil` stores `""`).
  open var text: String! {
    get { storedText }
    set { storedText = newValue ?? "" }
  }

  /// Stored only; `nil` by default.
  open var font: UIFont?

  /// Stored only; `false` by default.
  open var adjustsFontForContentSizeCategory = false

  /// `true`: a text view takes the focus (the double's are always editable).
  open override var canBecomeFirstResponder: Bool { true }

  /// `true`: UIKit shows the software keyboard while an editable text view is first responder.
  override var raisesKeyboardAsFirstResponder: Bool { true }

  /// Becomes first responder, then posts ``textDidBeginEditingNotification`` (the text view as
  /// its object), as UIKit does when editing begins.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard super.becomeFirstResponder() else { return false }
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    return true
  }

  // The SDK redeclares `delegate` as `(any UITextViewDelegate)?`; Swift cannot override a
  // property's type, so the inherited `UIScrollViewDelegate` one stands in.

  // MARK: Private

  private var storedText = ""
}

// MARK: - UITextView + Notifications

extension UITextView {
  /// Posted on `NotificationCenter.default` when a text view begins editing (becomes first
  /// responder), the text view as its object. Nonisolated, as the SDK declares it.
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextViewTextDidBeginEditingNotification")
}
