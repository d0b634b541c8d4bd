// One linear relation of the Auto Layout solver: `coefficients · x + constant  (relation)  0`.

/// A linear relation over the solver's variables: `Σ coefficients[i]·x[i] + constant` compared
/// with zero (`=`, `≥` or `≤`).
struct LinearRow {
  // MARK: Kinds

  /// How the row's expression compares with zero.
  enum Relation {
    case equal
    case greaterThanOrEqual
    case lessThanOrEqual
  }

  // MARK: Terms

  /// One coefficient per solver variable.
  var coefficients: [Double]
  /// The expression's constant term.
  var constant: Double
  /// How the expression compares with zero.
  var relation: Relation

  /// The expression's value at `point`.
  func value(at point: [Double]) -> Double {
    var sum = constant
    for index in coefficients.indices where coefficients[index] != 0 { sum += coefficients[index] * point[index] }
    return sum
  }

  /// How far `value` is from satisfying the relation (0 when it holds).
  func violation(ofValue value: Double) -> Double {
    switch relation {
    case .equal: return abs(value)
    case .greaterThanOrEqual: return max(0, -value)
    case .lessThanOrEqual: return max(0, value)
    }
  }

  /// Whether the row has any variable (a row of constants only says nothing to the solver).
  var hasVariables: Bool { coefficients.contains { $0 != 0 } }
}
