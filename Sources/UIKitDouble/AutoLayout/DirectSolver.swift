// The Auto Layout solver's short cut: a system whose required equalities fix the variables one
// by one is solved by substitution, without the simplex (see the README, "Auto Layout").

/// Solves a system by substitution when its rows determine a single point, the point the full
/// solver (`PrioritizedSolver`) would reach; says `nil` for any other system, which the caller
/// hands to the full solver.
///
/// It takes the system when every row is a required equality, except the intrinsic-size rows
/// (compression resistance `size ≥ intrinsic` and content hugging `size ≤ intrinsic`, which come
/// in pairs). A required equality with one unknown variable left fixes that variable; when none
/// has one, each size still unknown that has an intrinsic size takes it (both of its rows hold
/// there), and substitution goes on. A variable no row mentions keeps its start value. It gives
/// up (`nil`) on an inequality or an optional row among the constraints, on a required equality
/// left with two unknowns or more, on a required equality that does not hold once its variables
/// are known (a conflict), on an unknown whose coefficient is too small to divide by, and when
/// an intrinsic-size row does not hold at the end.
///
/// Why it agrees with the full solver: every row it used, and every intrinsic-size row, holds at
/// its point, and each variable a row mentions follows from rows of the system (a pair of
/// intrinsic-size rows holds only at the intrinsic size); so that point is the only one where all
/// the rows hold. The full solver, finding every row satisfiable, relaxes none and ends at the
/// point nearest the start where all of them hold: the same, with the unmentioned variables at
/// their start values. Cost: a few passes over the rows' terms, no matrix.
@MainActor struct DirectSolver {
  /// What a row says, for this solver.
  private enum Kind {
    /// `Σ terms + constant = 0`, required: it may fix a variable.
    case requiredEquality
    /// An intrinsic-size row of the size variable `variable` (its only term, coefficient 1):
    /// `size ≥ intrinsic` or `size ≤ intrinsic`, where `intrinsic` is minus the constant; checked
    /// at the end.
    case intrinsicSize(variable: Int, relation: LinearRow.Relation)
    /// Anything else: the solver gives up.
    case other
  }

  /// What `row`, whose terms start at `termStart` in `terms`, says for this solver.
  private static func kind(
    of row: AutoLayoutSystem.Row, termStart: Int, in terms: [(variable: Int, coefficient: Double)]
  ) -> Kind {
    switch row.label {
    case .compressionResistance, .contentHugging:
      return .intrinsicSize(variable: terms[termStart].variable, relation: row.relation)
    case .text, .constraint:
      return row.relation == .equal && row.priority >= 1000 ? .requiredEquality : .other
    }
  }

  /// The smallest coefficient the solver divides by (the simplex's pivot tolerance).
  private static let smallestDivisor = Simplex.epsilon

  /// The point where every row holds, starting from `start` (whose variables the rows do not
  /// mention keep their values), or `nil` when the system is not one this solver takes.
  static func solve(
    rows: [AutoLayoutSystem.Row], terms: [(variable: Int, coefficient: Double)], start: [Double]
  ) -> [Double]? {
    var requiredCount = 0
    var termStart = 0
    for row in rows {
      defer { termStart = row.termEnd }
      switch kind(of: row, termStart: termStart, in: terms) {
      case .requiredEquality: requiredCount += 1
      case .intrinsicSize: break
      case .other: return nil
      }
    }
    var point = start
    var known = [Bool](repeating: false, count: start.count)
    var used = [Bool](repeating: false, count: rows.count)
    var usedCount = 0
    var sizesTaken = false
    while usedCount < requiredCount {
      var progressed = false
      termStart = 0
      for (index, row) in rows.enumerated() {
        defer { termStart = row.termEnd }
        guard !used[index], case .requiredEquality = kind(of: row, termStart: termStart, in: terms) else { continue }
        switch substitute(terms[termStart..<row.termEnd], constant: row.constant, known: known, point: point) {
        case .giveUp: return nil
        case .twoOrMoreUnknowns: continue
        case .holds:
          used[index] = true
          usedCount += 1
        case .fixes(let variable, let value):
          point[variable] = value
          known[variable] = true
          used[index] = true
          usedCount += 1
          progressed = true
        }
      }
      guard !progressed else { continue }
      // Stuck: the sizes no equality has fixed take their intrinsic sizes, once.
      guard !sizesTaken else { return nil }
      sizesTaken = true
      termStart = 0
      for row in rows {
        defer { termStart = row.termEnd }
        guard case .intrinsicSize(let variable, _) = kind(of: row, termStart: termStart, in: terms), !known[variable]
        else { continue }
        point[variable] = -row.constant
        known[variable] = true
      }
    }
    termStart = 0
    for row in rows {
      defer { termStart = row.termEnd }
      guard case .intrinsicSize(let variable, let relation) = kind(of: row, termStart: termStart, in: terms) else {
        continue
      }
      if !known[variable] {
        // A size no equality mentions: its pair of rows holds at the intrinsic size.
        point[variable] = -row.constant
        known[variable] = true
      }
      let value = point[variable] + row.constant
      let tolerance = PrioritizedSolver.tolerance(forConstant: row.constant)
      switch relation {
      case .equal: if abs(value) > tolerance { return nil }
      case .greaterThanOrEqual: if value < -tolerance { return nil }
      case .lessThanOrEqual: if value > tolerance { return nil }
      }
    }
    return point
  }

  /// What a required equality says once the known variables are put in.
  private enum Substitution {
    /// It has no unknown and holds.
    case holds
    /// It has one unknown, `variable`, which it fixes at `value`.
    case fixes(variable: Int, value: Double)
    /// It has two unknowns or more: not yet.
    case twoOrMoreUnknowns
    /// It has no unknown and does not hold (a conflict), or an unknown's coefficient is too
    /// small to divide by.
    case giveUp
  }

  /// The equality `Σ terms + constant = 0` at `point`, where `known` tells the variables fixed so
  /// far. A variable's terms are added up first (an attribute pair may name it twice); one whose
  /// coefficients cancel is not in the row.
  private static func substitute(
    _ terms: ArraySlice<(variable: Int, coefficient: Double)>, constant: Double, known: [Bool], point: [Double]
  ) -> Substitution {
    var sum = constant
    var unknown: (variable: Int, coefficient: Double)?
    for position in terms.indices {
      let variable = terms[position].variable
      if known[variable] {
        sum += terms[position].coefficient * point[variable]
        continue
      }
      // An unknown: counted once, at its first term, with its terms added up.
      guard !terms[terms.startIndex..<position].contains(where: { $0.variable == variable }) else { continue }
      var coefficient = 0.0
      for other in terms[position...] where other.variable == variable { coefficient += other.coefficient }
      guard coefficient != 0 else { continue }
      guard abs(coefficient) >= smallestDivisor else { return .giveUp }
      guard unknown == nil else { return .twoOrMoreUnknowns }
      unknown = (variable, coefficient)
    }
    guard let unknown else {
      return abs(sum) <= PrioritizedSolver.tolerance(forConstant: constant) ? .holds : .giveUp
    }
    return .fixes(variable: unknown.variable, value: -sum / unknown.coefficient)
  }
}
