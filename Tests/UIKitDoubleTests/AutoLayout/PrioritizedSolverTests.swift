import Testing

@testable import ScrollStackUIKitDouble

/// The solver core on plain rows: required rows first, then optional ones in priority order,
/// each satisfied as well as the rows before it allow (the rule Apple's "Auto Layout Guide:
/// Anatomy of a Constraint — Constraint Priorities" describes).
@Suite struct PrioritizedSolverTests {
  private func row(_ coefficients: [Double], _ constant: Double, _ relation: LinearRow.Relation) -> LinearRow {
    LinearRow(coefficients: coefficients, constant: constant, relation: relation)
  }

  /// A solver over `variableCount` variables with `entries` (a row, its priority, its label), in
  /// order, and the labels.
  private func makeSolver(variableCount: Int, _ entries: [(LinearRow, Float, String)]) -> (PrioritizedSolver, [String])
  {
    var solver = PrioritizedSolver(variableCount: variableCount)
    for (row, priority, _) in entries { solver.append(row, priority: priority) }
    return (solver, entries.map(\.2))
  }

  @Test(
    "An optional equality the required rows forbid is met as nearly as they allow — Auto Layout Guide: Constraint Priorities"
  )
  func optionalEqualityMetAsNearlyAsPossible() {
    let (solver, labels) = makeSolver(
      variableCount: 2,
      [
        (row([1, 0], -80, .equal), 500, "a = 80 @500"),
        (row([1, 1], -100, .equal), 1000, "a + b = 100"),
        (row([0, 1], -90, .lessThanOrEqual), 1000, "b <= 90"),
        (row([0, 1], -70, .equal), 750, "b = 70 @750"),
      ])
    var messages: [String] = []
    let point = solver.solve(start: [0, 0], label: { labels[$0] }) { messages.append($0) }
    #expect(point == [30, 70])
    #expect(messages.isEmpty)
  }

  @Test(
    "An optional inequality is relaxed by just enough, and a lower priority yields — Auto Layout Guide: Constraint Priorities"
  )
  func inequalityRelaxedJustEnough() {
    let (solver, labels) = makeSolver(
      variableCount: 1,
      [
        (row([1], -50, .lessThanOrEqual), 1000, "a <= 50"),
        (row([1], -70, .greaterThanOrEqual), 750, "a >= 70 @750"),
        (row([1], -10, .equal), 250, "a = 10 @250"),
      ])
    let point = solver.solve(start: [0], label: { labels[$0] }) { _ in }
    #expect(point == [50])
  }

  @Test("Variables no row decides keep their start values")
  func undecidedVariablesStay() {
    let (solver, labels) = makeSolver(
      variableCount: 3,
      [
        (row([1, -1, 0], -5, .equal), 1000, "a = b + 5"),
        (row([0, 0, 1], -7, .greaterThanOrEqual), 1000, "c >= 7"),
      ])
    let point = solver.solve(start: [12, 3, 9], label: { labels[$0] }) { _ in }
    #expect(point[0] - point[1] == 5)
    #expect(point[0] == 12)
    #expect(point[2] == 9)
  }

  @Test(
    "Conflicting required rows: the later one is broken as little as possible and reported — Auto Layout Guide: Unsatisfiable Layouts"
  )
  func conflictingRequiredRowsReported() {
    let (solver, labels) = makeSolver(
      variableCount: 1,
      [
        (row([1], -40, .equal), 1000, "a = 40"),
        (row([1], -60, .greaterThanOrEqual), 1000, "a >= 60"),
      ])
    var messages: [String] = []
    let point = solver.solve(start: [0], label: { labels[$0] }) { messages.append($0) }
    #expect(point == [40])
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Unable to simultaneously satisfy constraints: a >= 60") == true)
  }

  @Test("Mixed rows over many variables: the simplex finds the exact optimum")
  func simplexExactOnAChain() {
    // x0 = 0, x(i+1) >= x(i) + 10 (required), x5 <= 75 (required), every x(i) = 100 @ 500,
    // taken in order: x1 gets as near 100 as the gaps up to x5 allow (35), and so on.
    let count = 6
    var solver = PrioritizedSolver(variableCount: count)
    func unit(_ index: Int, _ value: Double) -> [Double] {
      var coefficients = [Double](repeating: 0, count: count)
      coefficients[index] = value
      return coefficients
    }
    solver.append(row(unit(0, 1), 0, .equal), priority: 1000)
    for index in 0..<(count - 1) {
      var coefficients = unit(index + 1, 1)
      coefficients[index] = -1
      solver.append(row(coefficients, -10, .greaterThanOrEqual), priority: 1000)
    }
    solver.append(row(unit(count - 1, 1), -75, .lessThanOrEqual), priority: 1000)
    for index in 0..<count {
      solver.append(row(unit(index, 1), -100, .equal), priority: 500)
    }
    let point = solver.solve(start: [Double](repeating: 0, count: count)) { _ in }
    #expect(point.map { ($0 * 1e6).rounded() / 1e6 } == [0, 35, 45, 55, 65, 75])
  }
}
