@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackRow + Touches

// Taps and highlight of a row: the row reads UIKit's touch facts, runs them through its
// `RowTouchStateMachine` (Core) and applies the effects. A row with
// an `onTap` has an enabled tap recognizer (made when `onTap` is first set), which reports recognized taps to the same machine
// (a touch taps once, whichever reports it). The overrides that call into this live in the
// class body.

extension ScrollStackRow: UIGestureRecognizerDelegate {
  // MARK: UIGestureRecognizerDelegate

  /// Lets a touch on a `UIControl` inside the row (a button, a switch, a text field) go to the
  /// control instead of tapping the row.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    !isOnControl(touch)
  }

  // MARK: Internal

  /// Adds the tap recognizer when the row first becomes tappable (``onTap`` set, or `Tappable`
  /// content): a row never tappable has none, so a stack of many rows makes no recognizer for
  /// them. Disabled again while the row is not tappable.
  func configureTapRecognizer() {
    let target = GestureActionTarget { [weak self] recognizer in
      guard let self, recognizer.state == .ended else { return }
      self.handleTouch(.tapRecognized)
    }
    let recognizer = UITapGestureRecognizer(target: target, action: GestureActionTarget.action)
    recognizer.delegate = self
    recognizer.isEnabled = isTappable
    addGestureRecognizer(recognizer)
    tapTarget = target
    tapRecognizer = recognizer
  }

  /// Runs `event` through the row's `RowTouchStateMachine` and applies its effects: the
  /// highlight inside `UIView.animate` (the stack's `highlightAnimationDuration`), the tap by
  /// calling ``onTap``.
  func handleTouch(_ event: RowTouchEvent) {
    let target = highlightTarget
    let facts = RowTouchFacts(
      isTappable: isTappable, isHighlightable: target?.isHighlightable ?? false, tapsWithRecognizer: true)
    rowState.handleTouch(
      event, facts: facts,
      highlight: { highlighted in
        guard let target else { return }
        UIView.animate(
          withDuration: stack?.highlightAnimationDuration ?? 0, delay: 0,
          options: [.beginFromCurrentState, .allowUserInteraction],
          animations: { target.setIsHighlighted(highlighted) })
      },
      tap: { runTap() })
  }

  /// The content view, when it hears taps itself (AloeStackView's ``Tappable``).
  var tappableContent: (any Tappable)? {
    contentView as? any Tappable
  }

  /// Runs a tap: ``Tappable/didTapView()`` of a content view that adopts it, then ``onTap``.
  /// After `didTapView()` the row is measured again, as if reloaded (`reloadRow`): a `Tappable`
  /// row changes its content on tap, and AloeStackView's rows followed their content.
  func runTap() {
    if let tappable = tappableContent {
      tappable.didTapView()
      if let stack, index != nil { stack.reloadRow(self, animated: false, completion: nil) }
    }
    onTap?(self)
  }

  /// Whether every touch in `touches` is within the row's bounds.
  func isInside(_ touches: Set<UITouch>) -> Bool {
    touches.allSatisfy { bounds.contains($0.location(in: self)) }
  }

  /// Whether the touch landed on a `UIControl` inside this row.
  func isOnControl(_ touch: UITouch) -> Bool {
    var view = touch.view
    while let current = view, current !== self {
      if current is UIControl { return true }
      view = current.superview
    }
    return false
  }
}
