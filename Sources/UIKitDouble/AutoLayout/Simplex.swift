// A small dense two-phase simplex (Bland's rule): the exact core of the Auto Layout solver.

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Minimises the violation of one linear row over the points that satisfy a set of rows held
/// exactly, with free (signed) variables. Dense tableau, Bland's rule (no cycling); sized for the
/// handful of items one view's layout involves.
enum Simplex {
  // MARK: Result

  /// The least violation of the candidate row that the held rows allow, the candidate's value
  /// there, and a point that achieves it (it satisfies every held row).
  struct Optimum {
    var violation: Double
    var value: Double
    var point: [Double]
  }

  /// The tolerance below which a tableau entry counts as zero.
  static let epsilon = 1e-9

  // MARK: Entry points

  /// The optimum of `candidate` over the points satisfying every row in `held` (nil only when the
  /// held rows themselves are infeasible, which the solver never lets happen).
  static func leastViolation(of candidate: LinearRows, held: LinearRows) -> Optimum? {
    guard let point = leastTotalViolation(of: candidate, held: held) else { return nil }
    let value = candidate.value(ofRow: 0, at: point)
    return Optimum(violation: candidate.violation(ofRow: 0, value: value), value: value, point: point)
  }

  /// A point satisfying every row in `held` that minimises the sum of the violations of
  /// `candidates`, each weighted by `weights` (1 by default; nil only when the held rows are
  /// infeasible). Both sets of rows are over the same variables.
  static func leastTotalViolation(of candidates: LinearRows, weights: [Double]? = nil, held: LinearRows) -> [Double]? {
    // Columns: x⁺ (n), x⁻ (n), each candidate's violation parts (p, q), one slack per inequality.
    let n = held.variableCount
    let rowCount = held.count + candidates.count
    let firstViolation = 2 * n
    let slackCount =
      held.relations.lazy.filter { $0 != .equal }.count + candidates.relations.lazy.filter { $0 != .equal }.count
    let columnCount = 2 * n + 2 * candidates.count + slackCount
    var matrix = [Double](repeating: 0, count: rowCount * columnCount)
    var rhs: [Double] = []
    rhs.reserveCapacity(rowCount)
    var slack = 2 * n + 2 * candidates.count
    var cost = [Double](repeating: 0, count: columnCount)
    for index in 0..<rowCount {
      let isCandidate = index >= held.count
      let rows = isCandidate ? candidates : held
      let row = isCandidate ? index - held.count : index
      let line = index * columnCount
      for column in 0..<n where rows[row, column] != 0 {
        matrix[line + column] = rows[row, column]
        matrix[line + n + column] = -rows[row, column]
      }
      let relation = rows.relations[row]
      if isCandidate {
        // value - p + q (rel) 0: p measures how far above zero, q how far below.
        let positive = firstViolation + 2 * row
        let weight = weights?[row] ?? 1
        matrix[line + positive] = -1
        matrix[line + positive + 1] = 1
        switch relation {
        case .equal:
          cost[positive] = weight
          cost[positive + 1] = weight
        case .greaterThanOrEqual: cost[positive + 1] = weight
        case .lessThanOrEqual: cost[positive] = weight
        }
      }
      switch relation {
      case .equal: break
      case .lessThanOrEqual:
        matrix[line + slack] = 1
        slack += 1
      case .greaterThanOrEqual:
        matrix[line + slack] = -1
        slack += 1
      }
      rhs.append(-rows.constants[row])
    }
    guard let solution = minimize(cost: cost, matrix: matrix, rhs: rhs) else { return nil }
    return (0..<n).map { solution[$0] - solution[n + $0] }
  }

  // MARK: Two phases

  /// Minimises `cost · z` subject to `matrix · z = rhs`, `z ≥ 0` (`matrix` flat: one row of
  /// `cost.count` entries per entry of `rhs`); nil when infeasible or unbounded.
  static func minimize(cost: [Double], matrix: [Double], rhs: [Double]) -> [Double]? {
    let m = rhs.count
    let columns = cost.count
    let width = columns + m + 1
    var tableau = Tableau(cells: [Double](repeating: 0, count: m * width), width: width, basis: [])
    for row in 0..<m {
      let sign: Double = rhs[row] < 0 ? -1 : 1
      for column in 0..<columns where matrix[row * columns + column] != 0 {
        tableau.cells[row * width + column] = matrix[row * columns + column] * sign
      }
      tableau.cells[row * width + columns + row] = 1
      tableau.cells[row * width + width - 1] = rhs[row] * sign
      tableau.basis.append(columns + row)
    }
    // Phase 1: minimise the artificials.
    var phaseOne = [Double](repeating: 0, count: columns + m)
    for row in 0..<m { phaseOne[columns + row] = 1 }
    guard tableau.optimize(cost: phaseOne, allowed: columns + m) else { return nil }
    let infeasibility = tableau.objectiveValue(cost: phaseOne)
    guard infeasibility <= 1e-7 * max(1, rhs.map(abs).max() ?? 1) else { return nil }
    tableau.driveOutArtificials(from: columns)
    guard tableau.optimize(cost: cost + [Double](repeating: 0, count: m), allowed: columns) else { return nil }
    var solution = [Double](repeating: 0, count: columns)
    for (row, column) in tableau.basis.enumerated() where column < columns { solution[column] = tableau.rhs(row) }
    return solution
  }
}
