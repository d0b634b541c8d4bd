// The Auto Layout solver's priority rule: required rows first, then each optional row, highest
// priority first, satisfied as well as the rows already held allow.

/// Solves rows in priority order over free variables. A row that the rows already held allow is
/// held as it is; one they do not allow is held at its least violation (an equality at its
/// nearest reachable value, an inequality relaxed by just enough). A required row that conflicts
/// with required rows before it is held the same way, and reported (UIKit breaks one of the
/// conflicting constraints and logs "Unable to simultaneously satisfy constraints").
///
/// Rows of one priority are taken in the order given (UIKit's engine weighs them together).
/// Last, variables no row decides keep their start values (see `stay(near:from:held:)`).
struct PrioritizedSolver {
  // MARK: Input

  /// One row with its priority (1…1000) and a label for messages.
  struct Entry {
    /// An entry whose label is made only when a message reports it (laying out a view builds
    /// many entries and reports almost none).
    init(row: LinearRow, priority: Float, label: @autoclosure @escaping () -> String) {
      self.row = row
      self.priority = priority
      makeLabel = label
    }

    var row: LinearRow
    var priority: Float
    /// Makes the label, when a message reports the entry.
    let makeLabel: () -> String
    /// The entry's description in messages.
    var label: String { makeLabel() }
  }

  /// The number of variables.
  let variableCount: Int
  /// The rows, in any order.
  var entries: [Entry] = []

  /// A solver over `variableCount` variables.
  init(variableCount: Int) { self.variableCount = variableCount }

  // MARK: Solving

  /// The variables' values: `start` (the values to keep where nothing decides them, usually the
  /// current frames) moved as the rows demand. `start` satisfies no row a priori; the solver keeps
  /// a point satisfying every held row, so a row that already holds there costs no pivoting.
  /// `report` hears conflicts; `countRun` is called once per simplex run (for the cost checks).
  func solve(start: [Double], report: (String) -> Void, countRun: () -> Void = {}) -> [Double] {
    let ordered = entries.enumerated().sorted { lhs, rhs in
      lhs.element.priority != rhs.element.priority
        ? lhs.element.priority > rhs.element.priority : lhs.offset < rhs.offset
    }
    var held: [LinearRow] = []
    var point = start
    for (_, entry) in ordered where entry.row.hasVariables {
      let tolerance = 1e-7 * max(1, abs(entry.row.constant))
      if entry.row.violation(ofValue: entry.row.value(at: point)) <= tolerance {
        held.append(entry.row)
        continue
      }
      countRun()
      guard let optimum = Simplex.leastViolation(of: entry.row, held: held, variableCount: variableCount) else {
        report("could not place \(entry.label) (numerical failure); left out")
        continue
      }
      point = optimum.point
      var relaxed = entry.row
      if optimum.violation <= tolerance {
        held.append(relaxed)
        continue
      }
      if entry.priority >= 1000 {
        report("Unable to simultaneously satisfy constraints: \(entry.label) is broken by \(optimum.violation)")
      }
      switch relaxed.relation {
      case .equal: relaxed.constant -= optimum.value
      case .greaterThanOrEqual: relaxed.constant += optimum.violation
      case .lessThanOrEqual: relaxed.constant -= optimum.violation
      }
      held.append(relaxed)
    }
    return stay(near: start, from: point, held: held, countRun: countRun)
  }

  /// Where nothing decides a variable, it keeps its start value: a point satisfying the held rows
  /// whose weighted total distance from `start` is least, earlier variables weighing more (so
  /// of two that can trade places the later one moves: the solver's callers list parents before
  /// children); one simplex run, skipped when `point` is `start`. UIKit's engine leaves such an
  /// ambiguous layout arbitrary.
  private func stay(near start: [Double], from point: [Double], held: [LinearRow], countRun: () -> Void)
    -> [Double]
  {
    guard zip(point, start).contains(where: { abs($0 - $1) > 1e-9 }) else { return point }
    countRun()
    let stays = (0..<variableCount).map { variable in
      var coefficients = [Double](repeating: 0, count: variableCount)
      coefficients[variable] = 1
      return LinearRow(coefficients: coefficients, constant: -start[variable], relation: .equal)
    }
    let weights = (0..<variableCount).map { 1 + Double(variableCount - $0) / Double(variableCount) }
    return Simplex.leastTotalViolation(of: stays, weights: weights, held: held, variableCount: variableCount)
      ?? point
  }
}
