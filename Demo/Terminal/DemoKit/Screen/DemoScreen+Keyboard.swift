import Foundation
import ScrollStack

/// The Demo's keyboard, built from what Core offers today: the keyboard is a band at the bottom
/// of the viewport; its overlap with the stack (``KeyboardOverlap/measure(keyboard:hostFrame:windowBounds:)``)
/// raises `stack.safeAreaInsets.bottom`, which makes visibility treat the covered area as not
/// visible and lets scroll requests place rows above it; the focused field's row is then shown
/// with `scrollToRow(index:at: .automatic)`.
///
/// When the library's keyboard-safe stack lands, ``applyKeyboardOverlap()`` and
/// ``scrollFocusedFieldIntoView()`` are the two places to hand over to it.
extension DemoScreen {
  /// How long the keyboard takes to slide in or out, in seconds.
  public static let keyboardAnimationDuration: TimeInterval = 0.25

  /// The keyboard's frame in viewport coordinates, or `nil` when no field has the focus.
  public var keyboardFrame: CGRect? {
    guard focusedField != nil else { return nil }
    let size = stack.frame.size
    let height = isLandscape ? DemoMetrics.landscapeKeyboardHeight : DemoMetrics.portraitKeyboardHeight
    return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
  }

  /// Focuses the field after the focused one (the first when none is), skipping hidden rows;
  /// after the last field the focus and the keyboard go. Returns a caption and the animation's
  /// length.
  func focusNextField() -> (String, TimeInterval) {
    let start = focusedField.flatMap { focused in fields.firstIndex { $0 === focused } }.map { $0 + 1 } ?? 0
    let next = fields[Swift.min(start, fields.count)...].first { field in
      guard let row = stack.rowForController(field) else { return false }
      return !row.isHidden
    }
    return setFocus(next)
  }

  /// Moves the focus to `field` (or drops it), bringing the keyboard up or down. Returns a
  /// caption and the keyboard animation's length (zero when the keyboard stays as it was).
  func setFocus(_ field: TextFieldController?) -> (String, TimeInterval) {
    let wasUp = focusedField != nil
    focusedField?.isFocused = false
    focusedField = field
    field?.isFocused = true
    applyKeyboardOverlap()
    if field == nil {
      // Without the keyboard's inset the offset may lie past the end: settle back, as a scroll
      // view does when its insets shrink.
      let settled = geometry.clamped(stack.contentOffset)
      if settled != stack.contentOffset { stack.contentOffset = settled }
    }
    scrollFocusedFieldIntoView()
    let duration = wasUp == (field != nil) ? 0 : Self.keyboardAnimationDuration
    guard let field else { return (wasUp ? "keyboard down" : "no field to focus", duration) }
    return ("focus \(field.rowTitle)\(wasUp ? "" : ", keyboard up")", duration)
  }

  /// Sets the stack's bottom safe-area inset to the keyboard's overlap with it.
  func applyKeyboardOverlap() {
    let bounds = CGRect(origin: .zero, size: stack.frame.size)
    let state: KeyboardState = keyboardFrame.map { .shown(frame: $0) } ?? .hidden
    let overlap = KeyboardOverlap.measure(keyboard: state, hostFrame: bounds, windowBounds: bounds)
    var insets = stack.safeAreaInsets
    insets.bottom = overlap.height
    if insets != stack.safeAreaInsets { stack.safeAreaInsets = insets }
  }

  /// Scrolls the focused field's row into the part of the viewport above the keyboard.
  func scrollFocusedFieldIntoView() {
    guard let focusedField, let index = index(of: focusedField) else { return }
    stack.scrollToRow(index: index, at: .automatic, animated: false)
  }
}
