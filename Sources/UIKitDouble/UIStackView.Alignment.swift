// UIStackView.Alignment (X from H16:UIStackView.h).

// MARK: - UIStackView.Alignment

extension UIStackView {
  /// Where arranged subviews sit across the stack's axis.
  public enum Alignment: Int, @unchecked Sendable {
    /// Stretched to the stack's cross size.
    case fill = 0
    /// At the leading (top) edge.
    case leading = 1
    /// As `leading` in the double (no baselines).
    case firstBaseline = 2
    /// Centred.
    case center = 3
    /// At the trailing (bottom) edge.
    case trailing = 4
    /// As `trailing` in the double (no baselines).
    case lastBaseline = 5
  }
}
