// Width and height anchors (H16:NSLayoutAnchor.h; "NSLayoutDimension" in Apple's documentation).

/// A width or height: constrained to a constant, or to another dimension with a multiplier
/// (a width may be tied to a height: the double solves both axes together).
@MainActor @preconcurrency open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  // MARK: Constants

  /// `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { makeConstraint(.equal, nil, constant: c) }
  /// `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, nil, constant: c)
  }
  /// `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, nil, constant: c)
  }

  // MARK: Multipliers

  /// `self == m × anchor`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.equal, anchor, multiplier: m, constant: 0)
  }
  /// `self >= m × anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  /// `self <= m × anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  /// `self == m × anchor + c`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  { makeConstraint(.equal, anchor, multiplier: m, constant: c) }
  /// `self >= m × anchor + c`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  { makeConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c) }
  /// `self <= m × anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  { makeConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: c) }
}
