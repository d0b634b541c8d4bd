@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStack + FirstResponder

extension ScrollStack {
  /// Makes `responder` (a field, a text view, any view or controller inside one of the stack's
  /// rows) the first responder, displaying its row first when the stack is windowed and the row
  /// is outside the window: UIKit refuses `becomeFirstResponder()` to a view in no window, and a
  /// row outside the window has its view out of the hierarchy (see
  /// ``ScrollStackRowAttachment/windowed(margin:)``). Returns what `becomeFirstResponder()`
  /// returns.
  ///
  /// Once it holds the first responder the row stays displayed, with the rows just before and
  /// after it, until it lets go; if `becomeFirstResponder()` refuses, the row leaves the
  /// hierarchy again. A responder in a row of a stack nested in one of this stack's rows has
  /// both rows displayed. The stack does not scroll: ``scrollToRow(index:at:animated:completion:)``
  /// brings the row on screen. On a stack that displays every row (the default up to
  /// ``ScrollStackRowAttachment/automaticWindowingThreshold`` rows) it is
  /// `responder.becomeFirstResponder()`. A responder that is in none of the stack's rows is
  /// reported (``StackDiagnostic/Kind/contentNotFound``), and asked to become first responder
  /// all the same.
  @discardableResult
  public func makeFirstResponder(_ responder: UIResponder) -> Bool {
    let rows = Self.rowsContaining(responder)
    if !rows.contains(where: { $0.stack === self }) {
      StackDiagnostics.report(
        StackDiagnostic(
          kind: .contentNotFound, operation: "makeFirstResponder(_:)",
          message: "The responder is in none of this stack's rows; it was asked to become first responder as is."),
        to: engine.onDiagnostic)
    }
    // Outermost first: a nested stack's row joins its stack's view once that view is in the window.
    for row in rows.reversed() { _ = row.stack?.engine.displayForFocus(row) }
    let became = responder.becomeFirstResponder()
    for row in rows { row.stack?.engine.firstResponderMayHaveMoved(to: row) }
    return became
  }

  /// The rows (of any stack) that hold `responder`'s view, innermost first: a view's, or a
  /// controller's loaded view's, row views up its superview chain, from each row to its stack.
  static func rowsContaining(_ responder: UIResponder) -> [ScrollStackRow] {
    var view: UIView?
    if let responderView = responder as? UIView {
      view = responderView
    } else if let controller = responder as? UIViewController {
      view = controller.viewIfLoaded
    }
    var rows: [ScrollStackRow] = []
    while let current = view {
      guard let row = current as? ScrollStackRow, let stack = row.stack else {
        view = current.superview
        continue
      }
      rows.append(row)
      // A row outside its stack's window is in no superview: its stack is where it goes on.
      view = stack
    }
    return rows
  }
}
