// UITouch (H16:UITouch.h; DOCS for location(in:)).

/// A finger on the screen, as the double's touch drivers make them.
@MainActor @preconcurrency open class UITouch: NSObject {
  /// ``view``.
  private weak var touchedView: UIView?
  /// Where the finger is, in window coordinates (the drivers move it).
  var locationInWindow: CGPoint
  /// Whether the touch reached its view (it was on screen when the finger came down): the
  /// drivers deliver the calls that follow only then.
  var isDelivered = true

  /// A touch on `view` at `point` in its coordinates (the drivers make them).
  init(view: UIView, at point: CGPoint) {
    touchedView = view
    locationInWindow = view.convert(point, to: nil)
    super.init()
  }

  /// The view the touch began in.
  open var view: UIView? { touchedView }

  /// Where the touch is in `view`'s coordinates (`nil`: the window's).
  @discardableResult open func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }
}
