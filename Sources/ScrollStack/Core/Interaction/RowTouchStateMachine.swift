// MARK: - RowTouchStateMachine

/// The highlight and tap behaviour of a row, stated without UIKit: a value that takes
/// ``RowTouchEvent``s with the row's ``RowTouchFacts`` and answers with the
/// ``RowTouchEffect``s to apply.
///
/// The rules:
/// - A touch that begins on a tappable row, not on a view inside it that handles touches itself
///   (``RowTouchOwnership``), *may tap*; it highlights the row when the row is also highlightable.
///   A touch on such a view (a control, a text view, a scroll view…) goes to it: no highlight, no
///   tap.
/// - Moving outside the row's bounds removes the highlight and the touch may no longer tap, even
///   if it comes back.
/// - On a platform without a tap recognizer, lifting inside the row
///   (``RowTouchEvent/ended(inside:)``) runs the tap, once per touch, when the touch may tap and
///   the row is still tappable.
/// - On a platform with one (UIKit, ``RowTouchFacts/tapsWithRecognizer``), only the recognizer taps
///   (``RowTouchEvent/tapRecognized``): it already refuses touches on views that keep them and touches that
///   moved, and its action may come before the row hears the touch begin (a scroll view delays
///   content touches) or after the touch was cancelled (the recognizer cancels the view's
///   touches). So a recognized tap runs unless the touch it belongs to is known not to tap (it
///   left the row); a recognized tap after the latest touch already tapped belongs to a new touch.
/// - Lifting, cancelling and recognizing all remove the highlight; a cancelled touch never taps
///   on lifting.
///
/// Effects are changes only: the highlight is shown or removed once, whatever the events.
package struct RowTouchStateMachine: Equatable, Sendable {
  // MARK: Lifecycle

  /// A machine with no touch and no highlight.
  init() {}

  // MARK: Internal

  /// Whether the row shows its highlight now.
  private(set) var isHighlighted = false

  /// Takes `event` with the row's `facts` as they are now; returns what the platform must do, in
  /// order.
  package mutating func handle(_ event: RowTouchEvent, facts: RowTouchFacts) -> [RowTouchEffect] {
    switch event {
    case .began(let onInnerInteraction):
      let mayTap = facts.isTappable && !onInnerInteraction
      touch = Touch(mayTap: mayTap)
      return highlight(mayTap && facts.isHighlightable)
    case .moved(let inside):
      guard !inside, touch?.isDown == true else { return [] }
      touch?.mayTap = false
      return highlight(false)
    case .ended(let inside):
      guard touch?.isDown == true else { return highlight(false) }
      touch?.isDown = false
      if !inside { touch?.mayTap = false }
      return highlight(false) + (facts.tapsWithRecognizer ? [] : tap(facts))
    case .cancelled:
      touch?.isDown = false
      return highlight(false)
    case .tapRecognized:
      // A recognized tap after the latest touch already tapped, or with no touch seen yet,
      // belongs to a touch the row has not heard begin.
      if touch == nil || touch?.hasTapped == true { touch = Touch(mayTap: true, isDown: false) }
      return highlight(false) + tap(facts)
    }
  }

  // MARK: Private

  /// The latest touch, kept until the next one begins (a recognizer may report it late).
  private struct Touch: Equatable, Sendable {
    /// Whether the touch may still run the tap.
    package var mayTap: Bool
    /// Whether the finger is still down.
    package var isDown = true
    /// Whether the touch has run the tap.
    package var hasTapped = false
  }

  private var touch: Touch?

  private mutating func highlight(_ highlighted: Bool) -> [RowTouchEffect] {
    guard isHighlighted != highlighted else { return [] }
    isHighlighted = highlighted
    return [.setHighlighted(highlighted)]
  }

  private mutating func tap(_ facts: RowTouchFacts) -> [RowTouchEffect] {
    guard facts.isTappable, touch?.mayTap == true else { return [] }
    touch?.mayTap = false
    touch?.hasTapped = true
    return [.runTap]
  }
}
