// One linear relation of the Auto Layout solver: `coefficients · x + constant  (relation)  0`.

/// A linear relation over the solver's variables: `Σ coefficients[i]·x[i] + constant` compared
/// with zero (`=`, `≥` or `≤`). The solver keeps its rows flat (`LinearRows`); a row on its own
/// is how rows are handed to it (`PrioritizedSolver.append(_:priority:)`).
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
}
