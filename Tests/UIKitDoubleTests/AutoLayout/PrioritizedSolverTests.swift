import Testing

@testable import ScrollStackUIKitDouble

/// The solver core on plain rows: required rows first, then optional ones in priority order,
/// each satisfied as well as the rows before it allow (the rule Apple's "Auto Layout Guide:
/// Anatomy of a Constraint — Constraint Priorities" describes).
@Suite struct PrioritizedSolverTests {
  private func row(_ coefficients: [Double], _ constant: Double, _ relation: LinearRow.Relation) -> LinearRow {
    LinearRow(coefficients: coefficients, constant: constant, relation: relation)
  }

  @Test(
    "An optional equality the required rows forbid is met as nearly as they allow — Auto Layout Guide: Constraint Priorities"
  )
  func optionalEqualityMetAsNearlyAsPossible() {
    var solver = PrioritizedSolver(variableCount: 2)
    solver.entries = [
      .init(row: row([1, 0], -80, .equal), priority: 500, label: "a = 80 @500"),
      .init(row: row([1, 1], -100, .equal), priority: 1000, label: "a + b = 100"),
      .init(row: row([0, 1], -90, .lessThanOrEqual), priority: 1000, label: "b <= 90"),
      .init(row: row([0, 1], -70, .equal), priority: 750, label: "b = 70 @750"),
    ]
    var messages: [String] = []
    let point = solver.solve(start: [0, 0]) { messages.append($0) }
    #expect(point == [30, 70])
    #expect(messages.isEmpty)
  }

  @Test(
    "An optional inequality is relaxed by just enough, and a lower priority yields — Auto Layout Guide: Constraint Priorities"
  )
  func inequalityRelaxedJustEnough() {
    var solver = PrioritizedSolver(variableCount: 1)
    solver.entries = [
      .init(row: row([1], -50, .lessThanOrEqual), priority: 1000, label: "a <= 50"),
      .init(row: row([1], -70, .greaterThanOrEqual), priority: 750, label: "a >= 70 @750"),
      .init(row: row([1], -10, .equal), priority: 250, label: "a = 10 @250"),
    ]
    let point = solver.solve(start: [0]) { _ in }
    #expect(point == [50])
  }

  @Test("Variables no row decides keep their start values")
  func undecidedVariablesStay() {
    var solver = PrioritizedSolver(variableCount: 3)
    solver.entries = [
      .init(row: row([1, -1, 0], -5, .equal), priority: 1000, label: "a = b + 5"),
      .init(row: row([0, 0, 1], -7, .greaterThanOrEqual), priority: 1000, label: "c >= 7"),
    ]
    let point = solver.solve(start: [12, 3, 9]) { _ in }
    #expect(point[0] - point[1] == 5)
    #expect(point[0] == 12)
    #expect(point[2] == 9)
  }

  @Test(
    "Conflicting required rows: the later one is broken as little as possible and reported — Auto Layout Guide: Unsatisfiable Layouts"
  )
  func conflictingRequiredRowsReported() {
    var solver = PrioritizedSolver(variableCount: 1)
    solver.entries = [
      .init(row: row([1], -40, .equal), priority: 1000, label: "a = 40"),
      .init(row: row([1], -60, .greaterThanOrEqual), priority: 1000, label: "a >= 60"),
    ]
    var messages: [String] = []
    let point = solver.solve(start: [0]) { messages.append($0) }
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
    solver.entries.append(.init(row: row(unit(0, 1), 0, .equal), priority: 1000, label: "x0 = 0"))
    for index in 0..<(count - 1) {
      var coefficients = unit(index + 1, 1)
      coefficients[index] = -1
      solver.entries.append(.init(row: row(coefficients, -10, .greaterThanOrEqual), priority: 1000, label: "gap"))
    }
    solver.entries.append(.init(row: row(unit(count - 1, 1), -75, .lessThanOrEqual), priority: 1000, label: "cap"))
    for index in 0..<count {
      solver.entries.append(.init(row: row(unit(index, 1), -100, .equal), priority: 500, label: "pull"))
    }
    let point = solver.solve(start: [Double](repeating: 0, count: count)) { _ in }
    #expect(point.map { ($0 * 1e6).rounded() / 1e6 } == [0, 35, 45, 55, 65, 75])
  }
}
