import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// MARK: - ExactSum

/// A sum kept as two `CGFloat`s whose exact sum is the value (double-double arithmetic):
/// `high` is the value rounded, `low` what rounding left out.
///
/// Adding two of them loses nothing while the exact result fits in about 106 significant bits,
/// so sums of layout lengths come out the same in any order. Only finite values are supported.
/// Package-wide, so that the invariant checker of ScrollStackTestSupport sums places exactly as
/// the stack does.
package struct ExactSum: Sendable, Equatable {
  // MARK: Lifecycle

  package init(_ value: CGFloat) {
    high = value
    low = 0
  }

  private init(high: CGFloat, low: CGFloat) {
    self.high = high
    self.low = low
  }

  // MARK: Package

  package static let zero = ExactSum(0)

  /// The sum rounded to a `CGFloat`.
  package var value: CGFloat { high + low }

  package static func + (lhs: ExactSum, rhs: ExactSum) -> ExactSum {
    let (sum, error) = twoSum(lhs.high, rhs.high)
    let (lowSum, lowError) = twoSum(lhs.low, rhs.low)
    let (first, firstError) = twoSum(sum, error + lowSum)
    let (high, low) = twoSum(first, firstError + lowError)
    return ExactSum(high: high, low: low)
  }

  // MARK: Internal

  var high: CGFloat
  var low: CGFloat

  // MARK: Private

  /// `a + b` and its rounding error, exactly (Knuth's two-sum).
  private static func twoSum(_ a: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat) {
    let sum = a + b
    let bPart = sum - a
    let aPart = sum - bPart
    return (sum, (a - aPart) + (b - bPart))
  }
}
