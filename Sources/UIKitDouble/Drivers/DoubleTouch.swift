// Touches and taps, played on a view as the system would deliver them.

/// Plays touches and taps on views (UIKit delivers them from the hardware; the double from tests).
@MainActor package enum DoubleTouch {
  // MARK: Taps

  /// Plays a tap on `view` at `point` (its coordinates; the middle of its bounds by default) and
  /// returns the recognizers that recognized it.
  ///
  /// As UIKit: nothing happens when `view` is in no window, or it or an ancestor (the window
  /// included) is hidden or does not take user interaction. The enabled tap recognizers of `view` and then of its ancestors (nearest
  /// first) are asked in turn: the delegate's `gestureRecognizer(_:shouldReceive:)`, then the
  /// attached view's `gestureRecognizerShouldBegin(_:)` and the delegate's
  /// `gestureRecognizerShouldBegin(_:)`; the first that passes recognizes, and each later one only
  /// if it and every one already recognized may recognize simultaneously (either delegate's
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`). Each recognizer that recognizes
  /// is `.ended` (`.recognized`) while its targets hear their actions, then `.possible` again. No
  /// touch methods are called (see ``beginTouch(on:at:)``).
  @discardableResult
  package static func tap(_ view: UIView, at point: CGPoint? = nil) -> [UIGestureRecognizer] {
    guard isReachable(view) else { return [] }
    let location = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    let touch = UITouch(view: view, at: location)
    let recognized = recognize(touch, among: receivers(of: touch, from: view))
    sendActions(of: recognized)
    return recognized
  }

  /// Plays a whole tap on `view` at `point` (its coordinates; the middle of its bounds by default)
  /// as UIKit delivers it, touches and recognizers together, and returns the recognizers that
  /// recognized it.
  ///
  /// As UIKit: nothing happens when `view` is unreachable (as for ``tap(_:at:)``). When the finger
  /// comes down, the enabled tap recognizers of `view` and its ancestors (nearest first) whose
  /// delegate's `gestureRecognizer(_:shouldReceive:)` accepts the touch receive it, then `view`
  /// hears `touchesBegan(_:with:)` (the responder chain passes on what it does not handle). When it
  /// lifts, the recognizers that received the touch recognize by the rule of ``tap(_:at:)`` and
  /// send their actions; then, if one that recognized has `cancelsTouchesInView` (the default),
  /// `view` hears `touchesCancelled(_:with:)`, else `touchesEnded(_:with:)`.
  ///
  /// Not modelled: a scroll view's delayed content touches (`delaysContentTouches`), other
  /// recognizers than taps (a pan, a long press), `delaysTouchesBegan`/`delaysTouchesEnded`, and
  /// UIKit's preference for a control's own action over an ancestor's tap recognizer (iOS 6).
  @discardableResult
  package static func tapWithTouches(_ view: UIView, at point: CGPoint? = nil) -> [UIGestureRecognizer] {
    guard isReachable(view) else { return [] }
    let location = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    let touch = UITouch(view: view, at: location)
    let receivers = receivers(of: touch, from: view)
    view.touchesBegan([touch], with: UIEvent())
    let recognized = recognize(touch, among: receivers)
    sendActions(of: recognized)
    if recognized.contains(where: \.cancelsTouchesInView) {
      view.touchesCancelled([touch], with: UIEvent())
    } else {
      view.touchesEnded([touch], with: UIEvent())
    }
    return recognized
  }

  // MARK: Presses

  /// Presses and releases select on `view`, as the focus system delivers a select to the focused
  /// item (a hardware keyboard's Return on iPad, a remote's select): `pressesBegan(_:with:)` then
  /// `pressesEnded(_:with:)` with a `.select` press, which the responder chain's defaults pass on.
  /// Nothing is delivered to a view that is not reachable (in no window, or hidden). The focus
  /// engine itself (which item is focused, moving the focus) is not modelled.
  package static func pressSelect(on view: UIView) {
    guard isReachable(view) else { return }
    let press = UIPress(type: .select)
    view.pressesBegan([press], with: UIPressesEvent())
    view.pressesEnded([press], with: UIPressesEvent())
  }

  // MARK: Touches

  /// Sends `touchesBegan(_:with:)` to `view` with a touch at `point` (its coordinates; the middle
  /// of its bounds by default), and returns the touch for the calls that follow. The responder
  /// chain's defaults forward what `view` does not handle. As a tap, the touch reaches nothing
  /// when `view` is in no window, or it or an ancestor is hidden or refuses interaction: then no
  /// call that follows with this touch is delivered either.
  @discardableResult
  package static func beginTouch(on view: UIView, at point: CGPoint? = nil) -> UITouch {
    let touch = UITouch(view: view, at: point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY))
    touch.isDelivered = isReachable(view)
    if touch.isDelivered { view.touchesBegan([touch], with: UIEvent()) }
    return touch
  }

  /// Moves `touch` to `point` (in its view's coordinates; where it is by default) and sends
  /// `touchesMoved(_:with:)` with it to its view.
  package static func moveTouch(_ touch: UITouch, to point: CGPoint? = nil) {
    guard touch.isDelivered, let view = touch.view else { return }
    if let point { touch.locationInWindow = view.convert(point, to: nil) }
    view.touchesMoved([touch], with: UIEvent())
  }

  /// Sends `touchesEnded(_:with:)` with `touch` to its view, where the touch is.
  package static func endTouch(_ touch: UITouch) {
    guard touch.isDelivered else { return }
    touch.view?.touchesEnded([touch], with: UIEvent())
  }

  /// Sends `touchesCancelled(_:with:)` with `touch` to its view.
  package static func cancelTouch(_ touch: UITouch) {
    guard touch.isDelivered else { return }
    touch.view?.touchesCancelled([touch], with: UIEvent())
  }

  // MARK: Private

  /// Whether touches reach `view`: it is in a window, and neither it nor an ancestor (the window
  /// included) is hidden or refuses interaction. UIKit hit-tests from the visible windows down, so
  /// a view in no window, or in a hidden one, gets no touch.
  private static func isReachable(_ view: UIView) -> Bool {
    var current: UIView? = view
    var top = view
    while let candidate = current {
      if candidate.isHidden || !candidate.isUserInteractionEnabled { return false }
      top = candidate
      current = candidate.superview
    }
    return top is UIWindow
  }

  /// The enabled tap recognizers of `view` and its ancestors, nearest first, that receive `touch`:
  /// their delegate's `gestureRecognizer(_:shouldReceive:)` accepts it.
  private static func receivers(of touch: UITouch, from view: UIView) -> [UIGestureRecognizer] {
    tapRecognizers(from: view).filter { recognizer in
      recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
    }
  }

  /// The recognizers among `receivers` (nearest first) that recognize `touch` as a tap: the first
  /// that may begin (the attached view's `gestureRecognizerShouldBegin(_:)`, then the delegate's),
  /// and each later one that may begin and may recognize simultaneously with every one before.
  private static func recognize(_ touch: UITouch, among receivers: [UIGestureRecognizer]) -> [UIGestureRecognizer] {
    var recognized: [UIGestureRecognizer] = []
    for recognizer in receivers {
      guard recognized.allSatisfy({ mayRecognizeTogether($0, recognizer) }) else { continue }
      recognizer.locationInWindow = touch.locationInWindow
      guard recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true,
        recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
      else { continue }
      recognized.append(recognizer)
    }
    return recognized
  }

  /// Each of `recognized` is `.ended` (`.recognized`) while its targets hear their actions, then
  /// `.possible` again.
  private static func sendActions(of recognized: [UIGestureRecognizer]) {
    for recognizer in recognized {
      recognizer.state = .ended
      recognizer.sendActions()
      recognizer.state = .possible
    }
  }

  /// The enabled tap recognizers of `view` and its ancestors, nearest first.
  private static func tapRecognizers(from view: UIView) -> [UIGestureRecognizer] {
    var found: [UIGestureRecognizer] = []
    var current: UIView? = view
    while let candidate = current {
      found += candidate.gestureRecognizerStorage.filter { $0 is UITapGestureRecognizer && $0.isEnabled }
      current = candidate.superview
    }
    return found
  }

  /// Whether `first` and `second` may both recognize: either delegate allows it.
  private static func mayRecognizeTogether(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
    (first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) ?? false)
      || (second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) ?? false)
  }
}
