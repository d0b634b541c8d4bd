// How the Auto Layout system of one view is solved: the current frames when every row holds
// there, by substitution when the rows fix the variables one by one, else by the full solver (see
// the README, "Auto Layout").

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension AutoLayoutSystem {
  /// Each variable's value as the rows place the items (read the rectangles with
  /// `rectangle(of:at:)`): the current values when every row holds there; else by substitution
  /// when the rows fix every variable one by one (`DirectSolver`, a layout pass only); else by
  /// the full solver (`PrioritizedSolver`). All three give the same rectangles where more than
  /// one applies. When every row holds, the result shares `start`'s storage: let it go before
  /// `recycle()`, which otherwise copies that array.
  func solvedPoint() -> [Double] {
    AutoLayoutDiagnostics.lastSystemSize = (items.count, rows.count)
    if rowsHold(at: start) {
      // What the full solver returns at once in this case, found without building its rows.
      return start
    }
    if let direct = directPoint() {
      AutoLayoutDiagnostics.directSolves += 1
      return direct
    }
    return fullSolverPoint()
  }

  /// Item `item`'s rectangle in the root's bounds coordinates at `point` (a value per
  /// variable), rounded to a millionth of a point.
  static func rectangle(of item: Int, at point: [Double]) -> CGRect {
    func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
    return CGRect(
      x: rounded(point[4 * item]), y: rounded(point[4 * item + 1]), width: rounded(point[4 * item + 2]),
      height: rounded(point[4 * item + 3]))
  }

  /// Each item's rectangle at `point`, in the order of `items` (see `rectangle(of:at:)`).
  func rectangles(at point: [Double]) -> [CGRect] {
    items.indices.map { Self.rectangle(of: $0, at: point) }
  }

  /// Whether every row holds at `point` (within the full solver's tolerance), each row's terms
  /// of one variable added up; a row whose variables all cancel says nothing.
  private func rowsHold(at point: [Double]) -> Bool {
    var termStart = 0
    for row in rows {
      defer { termStart = row.termEnd }
      var value = row.constant
      for term in termStart..<row.termEnd { value += terms[term].coefficient * point[terms[term].variable] }
      let tolerance = PrioritizedSolver.tolerance(forConstant: row.constant)
      let holds =
        switch row.relation {
        case .equal: abs(value) <= tolerance
        case .greaterThanOrEqual: value >= -tolerance
        case .lessThanOrEqual: value <= tolerance
        }
      if !holds && termsHaveVariables(from: termStart, to: row.termEnd) { return false }
    }
    return true
  }

  /// The point `DirectSolver` finds, or `nil` when it does not take the system (and always in
  /// fitting mode).
  func directPoint() -> [Double]? {
    guard !isMeasuring else { return nil }
    return DirectSolver.solve(rows: rows, terms: terms, start: start)
  }

  /// The point the full solver (`PrioritizedSolver`) finds, reporting conflicts.
  func fullSolverPoint() -> [Double] {
    let variableCount = start.count
    var coefficients = [Double](repeating: 0, count: rows.count * variableCount)
    var termStart = 0
    for (index, row) in rows.enumerated() {
      for term in termStart..<row.termEnd {
        coefficients[index * variableCount + terms[term].variable] += terms[term].coefficient
      }
      termStart = row.termEnd
    }
    let solver = PrioritizedSolver(
      rows: LinearRows(
        variableCount: variableCount, coefficients: coefficients, constants: rows.map(\.constant),
        relations: rows.map(\.relation)),
      priorities: rows.map(\.priority))
    return solver.solve(
      start: start, label: { text(of: rows[$0].label) }, report: { AutoLayoutDiagnostics.report($0) },
      countRun: { AutoLayoutDiagnostics.simplexRuns += 1 })
  }
}
