extension UIGestureRecognizer {
  /// Where a recognizer is in recognizing its gesture.
  public enum State: Int, @unchecked Sendable {
    /// Not recognized yet (the default).
    case possible = 0
    /// A continuous gesture began.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture ended (recognized).
    case ended = 3
    /// The gesture was cancelled.
    case cancelled = 4
    /// The gesture cannot be recognized.
    case failed = 5
  }
}

extension UIGestureRecognizer.State {
  /// A discrete gesture was recognized: `.ended`.
  public static var recognized: UIGestureRecognizer.State { .ended }
}
