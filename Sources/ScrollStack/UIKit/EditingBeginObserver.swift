import Foundation
@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - EditingBeginObserver

/// Listens, once for the process, for a text field or text view beginning editing
/// (`UITextField.textDidBeginEditingNotification`, `UITextView.textDidBeginEditingNotification`:
/// UIKit posts them as the view becomes first responder) and tells each windowed stack whose row
/// holds it: the stack then keeps that row displayed and displays the rows just before and after
/// it, so that a Return/Next chain's next `becomeFirstResponder()` finds its field in the window.
/// A post costs a walk up the field's superviews; the first stack made starts it.
@MainActor
enum EditingBeginObserver {
  // MARK: Internal

  /// Starts listening, the first time only.
  static func startIfNeeded() {
    guard tokens.isEmpty else { return }
    for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
      // No queue: UIKit posts them on the main thread, where the block runs within the post (see
      // KeyboardNotificationObserver).
      let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
        // Only read on the main thread, within the post.
        nonisolated(unsafe) let object = notification.object
        MainThreadCallback.run { editingDidBegin(in: object as? UIView) }
      }
      tokens.append(token)
    }
  }

  // MARK: Private

  private static var tokens: [any NSObjectProtocol] = []

  /// Tells the stacks of the rows holding `view`, innermost first, that the first responder moved.
  private static func editingDidBegin(in view: UIView?) {
    guard let view else { return }
    for row in ScrollStack.rowsContaining(view) { row.stack?.engine.firstResponderMayHaveMoved(to: row) }
  }
}
