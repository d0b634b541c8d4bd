// Auto Layout attributes (H16:NSLayoutConstraint.h).

extension NSLayoutConstraint {
  /// A part of an item's layout a constraint relates. The double solves the edges, centers,
  /// width and height (leading/trailing as left/right: left-to-right only); constraints on
  /// baselines and margins are left out of the solution (see the README).
  public enum Attribute: Int, @unchecked Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge (the left edge: the double is left-to-right).
    case leading = 5
    /// The trailing edge (the right edge: the double is left-to-right).
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal center.
    case centerX = 9
    /// The vertical center.
    case centerY = 10
    /// The last baseline (not solved by the double).
    case lastBaseline = 11
    /// The first baseline (not solved by the double).
    case firstBaseline = 12
    /// The left margin (not solved by the double).
    case leftMargin = 13
    /// The right margin (not solved by the double).
    case rightMargin = 14
    /// The top margin (not solved by the double).
    case topMargin = 15
    /// The bottom margin (not solved by the double).
    case bottomMargin = 16
    /// The leading margin (not solved by the double).
    case leadingMargin = 17
    /// The trailing margin (not solved by the double).
    case trailingMargin = 18
    /// The horizontal center within the margins (not solved by the double).
    case centerXWithinMargins = 19
    /// The vertical center within the margins (not solved by the double).
    case centerYWithinMargins = 20
    /// No attribute: the second attribute of a constraint with no second item.
    case notAnAttribute = 0
  }
}
