/// Recognizes taps. The double plays a tap through `DoubleTouch.tap(_:at:)`; the tap and touch
/// counts are stored only (a played tap counts as the required one).
@MainActor @preconcurrency open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed; 1 by default (stored only).
  open var numberOfTapsRequired: Int = 1
  /// Fingers needed; 1 by default (stored only).
  open var numberOfTouchesRequired: Int = 1
}
