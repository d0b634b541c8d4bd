// MARK: - RowTouchEvent

/// What a platform saw happen to a touch on a row, fed to ``RowTouchStateMachine``.
///
/// UIKit rows translate `touchesBegan`/`Moved`/`Ended`/`Cancelled` and their tap recognizer into
/// these.
package enum RowTouchEvent: Equatable, Sendable {
  /// A finger landed on the row; `onInnerInteraction` when it landed on a view inside the row that
  /// handles its touches itself (``RowTouchOwnership``: a control, a text view, a cell, a scroll
  /// view, a view with its own gesture recognizers), which then owns the touch.
  case began(onInnerInteraction: Bool)
  /// The finger moved; `inside` when it is still within the row's bounds.
  case moved(inside: Bool)
  /// The finger lifted; `inside` when it lifted within the row's bounds.
  case ended(inside: Bool)
  /// The touch was cancelled (the stack started scrolling, or a gesture recognizer took it).
  case cancelled
  /// The platform's tap recognizer recognized a tap (UIKit). It may come just before or just after
  /// the touch is cancelled, so it refers to the latest touch even once that touch is over.
  case tapRecognized
}
