// Auto Layout axes (H16:NSLayoutConstraint.h).

extension NSLayoutConstraint {
  /// A layout axis: which priorities (`contentHuggingPriority(for:)`…) and lengths it concerns.
  public enum Axis: Int, @unchecked Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}
