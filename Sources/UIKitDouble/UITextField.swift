// UITextField (X from H16:UITextField.h, H16:UITextInputTraits.h; DOCS for the delegate's order).

// MARK: - UITextField

/// A text field: it can become first responder, and tells its delegate when it starts and ends
/// editing. Package drivers (Drivers/UITextField+Driver.swift) type and press return. It draws
/// nothing; becoming first responder in a window brings the double's keyboard up (which posts
/// UIKit's keyboard notifications), and the last text responder resigning takes it down.
@MainActor @preconcurrency open class UITextField: UIControl {
  // MARK: Text

  /// The text; `nil` by default (UIKit reads back `""` once set; the double keeps what was set).
  open var text: String?

  /// The placeholder; `nil` by default.
  open var placeholder: String?

  /// Stored only; `nil` by default.
  open var font: UIFont?

  /// Stored only; `.natural` by default.
  open var textAlignment = NSTextAlignment.natural

  /// Stored only; `.none` by default.
  open var borderStyle = UITextField.BorderStyle.none

  /// Stored only; `false` by default.
  open var adjustsFontForContentSizeCategory = false

  /// The delegate, held weakly; `nil` by default.
  open var delegate: (any UITextFieldDelegate)? {
    get { delegateStorage }
    set { delegateStorage = newValue }
  }

  // UITextInputTraits requirements, declared on the class here.
  /// Stored only; `.default` by default.
  open var keyboardType = UIKeyboardType.default
  /// Stored only; `.default` by default.
  open var returnKeyType = UIReturnKeyType.default
  /// Stored only; `nil` by default.
  open var textContentType: UITextContentType!
  /// Stored only; `false` by default.
  open var isSecureTextEntry = false

  // MARK: Editing

  /// Whether the field is editing: it is the first responder.
  open var isEditing: Bool { isFirstResponder }

  /// `true` while the field is enabled: a text field takes the focus.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// `true`: UIKit shows the software keyboard while a text field is first responder.
  override var raisesKeyboardAsFirstResponder: Bool { true }

  /// Asks the delegate (`textFieldShouldBeginEditing(_:)`), becomes first responder, then tells
  /// the delegate (`textFieldDidBeginEditing(_:)`), sends `.editingDidBegin` and posts
  /// ``textDidBeginEditingNotification`` (the field as its object), as UIKit does.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Resigns first responder, then tells the delegate (`textFieldDidEndEditing(_:)`) and sends
  /// `.editingDidEnd`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let wasEditing = isFirstResponder
    guard super.resignFirstResponder() else { return false }
    if wasEditing, !isFirstResponder {
      delegate?.textFieldDidEndEditing(self)
      sendActions(for: .editingDidEnd)
    }
    return true
  }

  // MARK: Private

  private weak var delegateStorage: (any UITextFieldDelegate)?
}

// MARK: - UITextField + Notifications

extension UITextField {
  /// Posted on `NotificationCenter.default` when a text field begins editing (becomes first
  /// responder), the field as its object. Nonisolated, as the SDK declares it.
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextFieldTextDidBeginEditingNotification")
}
