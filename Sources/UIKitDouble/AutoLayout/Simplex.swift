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
  static func leastViolation(of candidate: LinearRow, held: [LinearRow], variableCount: Int) -> Optimum? {
    guard let point = leastTotalViolation(of: [candidate], held: held, variableCount: variableCount) else {
      return nil
    }
    let value = candidate.value(at: point)
    return Optimum(violation: candidate.violation(ofValue: value), value: value, point: point)
  }

  /// A point satisfying every row in `held` that minimises the sum of the violations of
  /// `candidates`, each weighted by `weights` (1 by default; nil only when the held rows are
  /// infeasible).
  static func leastTotalViolation(
    of candidates: [LinearRow], weights: [Double]? = nil, held: [LinearRow], variableCount: Int
  ) -> [Double]? {
    // Columns: x⁺ (n), x⁻ (n), each candidate's violation parts (p, q), one slack per inequality.
    let n = variableCount
    let rows = held + candidates
    let firstViolation = 2 * n
    let slackCount = rows.filter { $0.relation != .equal }.count
    let columnCount = 2 * n + 2 * candidates.count + slackCount
    var matrix: [[Double]] = []
    var rhs: [Double] = []
    var slack = 2 * n + 2 * candidates.count
    var cost = [Double](repeating: 0, count: columnCount)
    for (index, row) in rows.enumerated() {
      var line = [Double](repeating: 0, count: columnCount)
      for column in 0..<n where row.coefficients[column] != 0 {
        line[column] = row.coefficients[column]
        line[n + column] = -row.coefficients[column]
      }
      if index >= held.count {
        // value - p + q (rel) 0: p measures how far above zero, q how far below.
        let positive = firstViolation + 2 * (index - held.count)
        let weight = weights?[index - held.count] ?? 1
        line[positive] = -1
        line[positive + 1] = 1
        switch row.relation {
        case .equal:
          cost[positive] = weight
          cost[positive + 1] = weight
        case .greaterThanOrEqual: cost[positive + 1] = weight
        case .lessThanOrEqual: cost[positive] = weight
        }
      }
      switch row.relation {
      case .equal: break
      case .lessThanOrEqual:
        line[slack] = 1
        slack += 1
      case .greaterThanOrEqual:
        line[slack] = -1
        slack += 1
      }
      matrix.append(line)
      rhs.append(-row.constant)
    }
    guard let solution = minimize(cost: cost, matrix: matrix, rhs: rhs) else { return nil }
    return (0..<n).map { solution[$0] - solution[n + $0] }
  }

  // MARK: Two phases

  /// Minimises `cost · z` subject to `matrix · z = rhs`, `z ≥ 0`; nil when infeasible or
  /// unbounded.
  static func minimize(cost: [Double], matrix: [[Double]], rhs: [Double]) -> [Double]? {
    let m = matrix.count
    let columns = cost.count
    let width = columns + m + 1
    var tableau = Tableau(cells: [Double](repeating: 0, count: m * width), width: width, basis: [])
    for row in 0..<m {
      let sign: Double = rhs[row] < 0 ? -1 : 1
      for column in 0..<columns where matrix[row][column] != 0 {
        tableau.cells[row * width + column] = matrix[row][column] * sign
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
