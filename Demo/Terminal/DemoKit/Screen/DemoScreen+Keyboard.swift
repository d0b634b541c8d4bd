import Foundation
import ScrollStack

// MARK: - DemoScreen + Keyboard

/// The Demo's keyboard is the library's keyboard-safe stack: the stack's controller is the root
/// of a key `UIWindow`, each form field is a `UITextField`, and focusing one (`becomeFirstResponder`)
/// raises the double's keyboard, which posts UIKit's keyboard notifications; the
/// `ScrollStackController` then raises its additional safe area by the keyboard's overlap (so
/// visibility counts the covered part as not visible) and scrolls the focused field above the
/// keyboard, once the keyboard burst has settled. The keyboard, its filter and the animations all
/// run on the double's clock, so the Demo's frames step through the filter and the scroll.
extension DemoScreen {
  /// How long the keyboard takes to slide in or out on screen, in seconds.
  public static let keyboardAnimationDuration: TimeInterval = 0.25

  /// The keyboard's frame in viewport coordinates (the stack fills the window), or `nil`.
  public var keyboardFrame: CGRect? { DemoDevice.keyboardFrame(in: window) }

  /// Focuses the field after the focused one (the first when none is), skipping hidden rows;
  /// after the last field the focus and the keyboard go. Returns a caption.
  func focusNextField() -> String {
    let start = focusedField.flatMap { focused in fields.firstIndex { $0 === focused } }.map { $0 + 1 } ?? 0
    let next = fields[Swift.min(start, fields.count)...].first { field in
      guard let row = stack.rowForController(field) else { return false }
      return !row.isHidden
    }
    return setFocus(next)
  }

  /// Moves the focus to `field` (or drops it); the window brings its keyboard up or down.
  /// Returns a caption.
  func setFocus(_ field: TextFieldController?) -> String {
    let wasUp = focusedField != nil
    if let field {
      field.textField.becomeFirstResponder()
      DemoDevice.keyboardFollowsFocus(hasFocusedField: focusedField != nil)
      // UIKit scrolls a field that takes the focus into view (`scrollRectToVisible`); the double
      // does not, so the Demo asks as UIKit would.
      revealFocusedField(animated: true)
      return "focus \(field.rowTitle)\(wasUp ? "" : ", keyboard up")"
    }
    guard let focusedField else { return "no field has the focus" }
    focusedField.textField.resignFirstResponder()
    DemoDevice.keyboardFollowsFocus(hasFocusedField: self.focusedField != nil)
    // Once the keyboard core has given the inset back, an offset past the new end settles back,
    // as a scroll view does when the user next touches it.
    DemoDevice.schedule(after: KeyboardEventFilter.defaultInterval) { [weak self] in self?.settleOffset() }
    return "keyboard down"
  }

  /// Moves the content offset back into the legal range, if it is outside.
  func settleOffset() {
    let settled = geometry.clamped(stack.contentOffset)
    if settled != stack.contentOffset { stack.setContentOffset(settled, animated: true) }
  }
}
