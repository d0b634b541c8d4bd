// The simplex tableau the Auto Layout solver pivots (see Simplex.swift).

/// A simplex tableau in canonical form: each row's last entry is its right-hand side, `basis`
/// names each row's basic column.
struct Tableau {
  // MARK: State

  /// The constraint rows, right-hand side last.
  var rows: [[Double]]
  /// The basic column of each row.
  var basis: [Int]

  // MARK: Pivoting

  /// Runs the simplex with Bland's rule on `cost`, entering only columns below `allowed`;
  /// false when unbounded.
  mutating func optimize(cost: [Double], allowed: Int) -> Bool {
    let epsilon = Simplex.epsilon
    var iterations = 0
    while iterations < 10_000 {
      iterations += 1
      guard let entering = (0..<allowed).first(where: { reducedCost(cost: cost, column: $0) < -epsilon }) else {
        return true
      }
      var leaving: Int?
      var bestRatio = Double.infinity
      for row in rows.indices where rows[row][entering] > epsilon {
        let ratio = rows[row][rows[row].count - 1] / rows[row][entering]
        if ratio < bestRatio - epsilon
          || (abs(ratio - bestRatio) <= epsilon && basis[row] < (leaving.map { basis[$0] } ?? Int.max))
        {
          bestRatio = ratio
          leaving = row
        }
      }
      guard let pivotRow = leaving else { return false }
      pivot(row: pivotRow, column: entering)
    }
    return true
  }

  /// The reduced cost of `column` for `cost`.
  func reducedCost(cost: [Double], column: Int) -> Double {
    if basis.contains(column) { return 0 }
    var value = cost[column]
    for row in rows.indices where rows[row][column] != 0 { value -= cost[basis[row]] * rows[row][column] }
    return value
  }

  /// The objective `cost` at the current basic solution.
  func objectiveValue(cost: [Double]) -> Double {
    var value = 0.0
    for row in rows.indices { value += cost[basis[row]] * rows[row][rows[row].count - 1] }
    return value
  }

  /// Makes `column` basic in `row`.
  mutating func pivot(row pivotRow: Int, column: Int) {
    let factor = rows[pivotRow][column]
    for index in rows[pivotRow].indices { rows[pivotRow][index] /= factor }
    for row in rows.indices where row != pivotRow {
      let multiple = rows[row][column]
      if multiple == 0 { continue }
      for index in rows[row].indices where rows[pivotRow][index] != 0 {
        rows[row][index] -= multiple * rows[pivotRow][index]
      }
    }
    basis[pivotRow] = column
  }

  /// After phase 1: pivots each artificial (column ≥ `firstArtificial`) still basic out on a
  /// real column, or drops its row when the row is redundant.
  mutating func driveOutArtificials(from firstArtificial: Int) {
    var row = 0
    while row < rows.count {
      if basis[row] >= firstArtificial {
        if let column = (0..<firstArtificial).first(where: { abs(rows[row][$0]) > Simplex.epsilon }) {
          pivot(row: row, column: column)
        } else {
          rows.remove(at: row)
          basis.remove(at: row)
          continue
        }
      }
      row += 1
    }
  }
}
