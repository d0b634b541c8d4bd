@_spi(Engine) import ScrollStackCore

#if canImport(UIKit)
  import UIKit
#else
  import ScrollStackUIKitDouble
#endif

// MARK: - ScrollStackRow + Touches

// Taps and highlight of a row: the row reads UIKit's touch facts, runs them through its
// `RowTouchStateMachine` (Core) and applies the effects. A tappable row has an enabled tap
// recognizer (made when it first becomes tappable), which reports recognized taps to the same
// machine (a touch taps once, whichever reports it). The overrides that call into this live in the
// class body.
//
// Which touches the row takes is Core's `RowTouchOwnership`: the inner interaction wins, as in a
// table view cell. The recognizer refuses (`gestureRecognizer(_:shouldReceive:)`) a touch that
// landed on, or inside, a view that handles touches itself, so that view's touch is neither
// cancelled (`cancelsTouchesInView` only cancels the touches a recognizer received) nor turned
// into a tap; the row does not highlight for it either.

extension ScrollStackRow: UIGestureRecognizerDelegate {
  // MARK: UIGestureRecognizerDelegate

  /// Lets a touch on a view inside the row that handles touches itself go to that view instead of
  /// tapping the row: a view on the way from the touched view up to the row (the row excluded)
  /// that is a `UIControl` (a button, a switch, a text field), a `UITextView` (links, selection), a
  /// `UITableViewCell` or `UICollectionViewCell`, a `UIScrollView` (a table, a collection, a
  /// horizontal gallery, a map's content) or a view with enabled gesture recognizers of its own (a
  /// map, a custom touch-handling view, a label with a tap recognizer). Recognizers other than the
  /// row's tap recognizer, if the row is made their delegate, receive every touch.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    guard gestureRecognizer === tapRecognizer else { return true }
    return !isOnInnerInteraction(touch)
  }

  // MARK: Internal

  /// Adds the tap recognizer when the row first becomes tappable (``onTap`` set, or `Tappable`
  /// content), with a pointer hover effect on iPad (iOS 13.4): a row never tappable has neither,
  /// so a stack of many rows makes no per-row object for them. Disabled again while the row is not
  /// tappable (``updateTapInteractions()``).
  func configureTapRecognizer() {
    let target = GestureActionTarget { [weak self] recognizer in
      guard let self, recognizer.state == .ended else { return }
      self.handleTouch(.tapRecognized)
    }
    let recognizer = UITapGestureRecognizer(target: target, action: GestureActionTarget.action)
    recognizer.delegate = self
    addGestureRecognizer(recognizer)
    tapTarget = target
    tapRecognizer = recognizer
    if #available(iOS 13.4, *) {
      addInteraction(UIPointerInteraction(delegate: nil))
    }
    updateTapInteractions()
  }

  /// Adds the tap recognizer of a row whose content is `Tappable` (it taps without an `onTap`)
  /// when the row is first displayed: only a displayed row can be touched, and a row never
  /// displayed (a long, windowed stack) pays for no type check of its content.
  ///
  /// `nonTappableClass` is the class of a content view found not to adopt `Tappable` before
  /// (its stack keeps it): a content view of that very class is not checked again (a class's
  /// conformances do not change, and the run-time conformance check costs about 280
  /// instructions a row); a content view found not to adopt it becomes the new one.
  func configureTapRecognizerForTappableContent(nonTappableClass: inout ObjectIdentifier?) {
    guard tapRecognizer == nil else { return }
    let contentClass = ObjectIdentifier(type(of: contentView))
    guard contentClass != nonTappableClass else { return }
    guard tappableContent != nil else {
      nonTappableClass = contentClass
      return
    }
    configureTapRecognizer()
  }

  /// Enables the tap recognizer and the pointer effect while the row is tappable, and disables
  /// them otherwise.
  func updateTapInteractions() {
    guard let tapRecognizer else { return }
    let isTappable = isTappable
    if tapRecognizer.isEnabled != isTappable { tapRecognizer.isEnabled = isTappable }
    if #available(iOS 13.4, *) {
      for case let pointer as UIPointerInteraction in interactions where pointer.isEnabled != isTappable {
        pointer.isEnabled = isTappable
      }
    }
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

  /// Whether the touch landed on, or inside, a view of this row that handles touches itself
  /// (``RowTouchOwnership``): the views from the touched one up to the row, the row excluded, are
  /// read until the first such view.
  func isOnInnerInteraction(_ touch: UITouch) -> Bool {
    guard let touched = touch.view else { return false }
    let path = sequence(first: touched) { $0.superview }.lazy
      .prefix { $0 !== self }
      .map { RowSubviewFacts($0, readsAccessibility: false) }
    return !RowTouchOwnership.rowTapTakesTouch(path: path)
  }
}
