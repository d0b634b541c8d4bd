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
    let locationInWindow = view.convert(location, to: nil)
    var recognized: [UIGestureRecognizer] = []
    for recognizer in tapRecognizers(from: view) {
      guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
      guard recognized.allSatisfy({ mayRecognizeTogether($0, recognizer) }) else { continue }
      recognizer.locationInWindow = locationInWindow
      guard recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true,
        recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
      else { continue }
      recognized.append(recognizer)
    }
    for recognizer in recognized {
      recognizer.state = .ended
      recognizer.sendActions()
      recognizer.state = .possible
    }
    return recognized
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
