// Auto Layout relations (H16:NSLayoutConstraint.h).

extension NSLayoutConstraint {
  /// How a constraint's first attribute compares with `multiplier × second + constant`.
  public enum Relation: Int, @unchecked Sendable {
    /// At most.
    case lessThanOrEqual = -1
    /// Exactly.
    case equal = 0
    /// At least.
    case greaterThanOrEqual = 1
  }
}
