// The Auto Layout solver's priority rule: required rows first, then each optional row, highest
// priority first, satisfied as well as the rows already held allow.

/// Solves rows in priority order over free variables. A row that the rows already held allow is
/// held as it is; one they do not allow is held at its least violation (an equality at its
/// nearest reachable value, an inequality relaxed by just enough). A required row that conflicts
/// with required rows before it is held the same way, and reported (UIKit breaks one of the
/// conflicting constraints and logs "Unable to simultaneously satisfy constraints").
///
/// Rows of one priority are taken in the order given (UIKit's engine weighs them together).
/// Last, variables no row decides keep their start values (see `stay(near:from:held:heldConstants:countRun:)`).
struct PrioritizedSolver {
  // MARK: Input

  /// The rows, in any order (flat: see `LinearRows`).
  var rows: LinearRows
  /// Each row's priority (1…1000).
  var priorities: [Float] = []

  /// The number of variables.
  var variableCount: Int { rows.variableCount }

  /// A solver over `variableCount` variables, with room for `capacity` rows.
  init(variableCount: Int, capacity: Int = 0) {
    rows = LinearRows(variableCount: variableCount, capacity: capacity)
    priorities.reserveCapacity(capacity)
  }

  /// A solver of `rows`, each with its priority in `priorities`.
  init(rows: LinearRows, priorities: [Float]) {
    self.rows = rows
    self.priorities = priorities
  }

  /// Adds `row` with `priority`.
  mutating func append(_ row: LinearRow, priority: Float) {
    rows.append(row)
    priorities.append(priority)
  }

  // MARK: Solving

  /// The variables' values: `start` (the values to keep where nothing decides them, usually the
  /// current frames) moved as the rows demand. `start` satisfies no row a priori; the solver keeps
  /// a point satisfying every held row, so a row that already holds there costs no pivoting.
  /// `report` hears conflicts, naming rows with `label` (made only for a message);
  /// `countRun` is called once per simplex run (for the cost checks).
  func solve(
    start: [Double], label: (Int) -> String = { "row \($0)" }, report: (String) -> Void, countRun: () -> Void = {}
  ) -> [Double] {
    // Every row already holds at `start` (a layout pass whose frames the rows already give, a
    // view joined by constraints where it already is): the loop below would hold each as it is
    // and end at `start`; found without ordering or copying the rows.
    if (0..<rows.count).allSatisfy({ !rows.hasVariables(row: $0) || holds($0, at: start) }) { return start }
    // Highest priority first; rows of one priority in the order given.
    var order = Array(0..<rows.count)
    priorities.withUnsafeBufferPointer { priorities in
      order.sort { lhs, rhs in
        priorities[lhs] != priorities[rhs] ? priorities[lhs] > priorities[rhs] : lhs < rhs
      }
    }
    // The held rows: their indices in the order held, and their constants (an optional row that
    // could not be met is held relaxed).
    var held: [Int] = []
    held.reserveCapacity(rows.count)
    var heldConstants = rows.constants
    var point = start
    for row in order where rows.hasVariables(row: row) {
      let tolerance = Self.tolerance(forConstant: rows.constants[row])
      if holds(row, at: point) {
        held.append(row)
        continue
      }
      countRun()
      var candidate = LinearRows(variableCount: variableCount, capacity: 1)
      candidate.append(row: row, of: rows, constant: rows.constants[row])
      guard let optimum = Simplex.leastViolation(of: candidate, held: heldRows(held, constants: heldConstants))
      else {
        report("could not place \(label(row)) (numerical failure); left out")
        continue
      }
      point = optimum.point
      held.append(row)
      if optimum.violation <= tolerance { continue }
      if priorities[row] >= 1000 {
        report("Unable to simultaneously satisfy constraints: \(label(row)) is broken by \(optimum.violation)")
      }
      switch rows.relations[row] {
      case .equal: heldConstants[row] -= optimum.value
      case .greaterThanOrEqual: heldConstants[row] += optimum.violation
      case .lessThanOrEqual: heldConstants[row] -= optimum.violation
      }
    }
    return stay(near: start, from: point, held: held, heldConstants: heldConstants, countRun: countRun)
  }

  /// How far from its relation a row with `constant` may be and still count as holding.
  static func tolerance(forConstant constant: Double) -> Double { 1e-7 * max(1, abs(constant)) }

  /// Whether `row` holds at `point` (within the tolerance).
  private func holds(_ row: Int, at point: [Double]) -> Bool {
    rows.violation(ofRow: row, value: rows.value(ofRow: row, at: point))
      <= Self.tolerance(forConstant: rows.constants[row])
  }

  /// The rows `held`, in that order, with the constants `constants` (for a simplex run).
  private func heldRows(_ held: [Int], constants: [Double]) -> LinearRows {
    var result = LinearRows(variableCount: variableCount, capacity: held.count)
    for row in held { result.append(row: row, of: rows, constant: constants[row]) }
    return result
  }

  /// Where nothing decides a variable, it keeps its start value: a point satisfying the held rows
  /// whose weighted total distance from `start` is least, earlier variables weighing more (so
  /// of two that can trade places the later one moves: the solver's callers list parents before
  /// children); one simplex run, skipped when `point` is `start`. UIKit's engine leaves such an
  /// ambiguous layout arbitrary.
  private func stay(
    near start: [Double], from point: [Double], held: [Int], heldConstants: [Double], countRun: () -> Void
  ) -> [Double] {
    guard zip(point, start).contains(where: { abs($0 - $1) > 1e-9 }) else { return point }
    countRun()
    var stays = LinearRows(variableCount: variableCount, capacity: variableCount)
    for variable in 0..<variableCount {
      let row = stays.appendZeroRow(constant: -start[variable], relation: .equal)
      stays[row, variable] = 1
    }
    let weights = (0..<variableCount).map { 1 + Double(variableCount - $0) / Double(variableCount) }
    return Simplex.leastTotalViolation(
      of: stays, weights: weights, held: heldRows(held, constants: heldConstants)) ?? point
  }
}
