// The simplex tableau the Auto Layout solver pivots (see Simplex.swift).

/// A simplex tableau in canonical form, stored flat: `rowCount` rows of `width` entries, each
/// row's last entry its right-hand side; `basis` names each row's basic column.
struct Tableau {
  // MARK: State

  /// The entries, row after row.
  var cells: [Double]
  /// Entries per row (columns + 1 for the right-hand side).
  let width: Int
  /// The basic column of each row.
  var basis: [Int]

  /// The number of rows.
  var rowCount: Int { basis.count }

  /// The right-hand side of `row`.
  func rhs(_ row: Int) -> Double { cells[row * width + width - 1] }

  // MARK: Pivoting

  /// Runs the simplex with Bland's rule on `cost`, entering only columns below `allowed`;
  /// false when unbounded. Keeps the reduced costs as an extra row updated by each pivot.
  mutating func optimize(cost: [Double], allowed: Int) -> Bool {
    let epsilon = Simplex.epsilon
    var objective = [Double](repeating: 0, count: width)
    for column in 0..<(width - 1) { objective[column] = column < cost.count ? cost[column] : 0 }
    for row in 0..<rowCount {
      let weight = basis[row] < cost.count ? cost[basis[row]] : 0
      if weight == 0 { continue }
      for column in 0..<width { objective[column] -= weight * cells[row * width + column] }
    }
    var iterations = 0
    while iterations < 10_000 {
      iterations += 1
      guard let entering = (0..<allowed).first(where: { objective[$0] < -epsilon }) else { return true }
      var leaving: Int?
      var bestRatio = Double.infinity
      for row in 0..<rowCount {
        let entry = cells[row * width + entering]
        guard entry > epsilon else { continue }
        let ratio = rhs(row) / entry
        if ratio < bestRatio - epsilon
          || (abs(ratio - bestRatio) <= epsilon && basis[row] < (leaving.map { basis[$0] } ?? Int.max))
        {
          bestRatio = ratio
          leaving = row
        }
      }
      guard let pivotRow = leaving else { return false }
      pivot(row: pivotRow, column: entering)
      let factor = objective[entering]
      if factor != 0 {
        for column in 0..<width { objective[column] -= factor * cells[pivotRow * width + column] }
      }
    }
    return true
  }

  /// The objective `cost` at the current basic solution.
  func objectiveValue(cost: [Double]) -> Double {
    var value = 0.0
    for row in 0..<rowCount where basis[row] < cost.count { value += cost[basis[row]] * rhs(row) }
    return value
  }

  /// Makes `column` basic in `row`.
  mutating func pivot(row pivotRow: Int, column: Int) {
    let width = self.width
    let rowCount = self.rowCount
    cells.withUnsafeMutableBufferPointer { cells in
      let base = pivotRow * width
      let factor = cells[base + column]
      for index in 0..<width { cells[base + index] /= factor }
      for row in 0..<rowCount where row != pivotRow {
        let offset = row * width
        let multiple = cells[offset + column]
        if multiple == 0 { continue }
        for index in 0..<width where cells[base + index] != 0 {
          cells[offset + index] -= multiple * cells[base + index]
        }
      }
    }
    basis[pivotRow] = column
  }

  /// After phase 1: pivots each artificial (column ≥ `firstArtificial`) still basic out on a
  /// real column, or drops its row when the row is redundant.
  mutating func driveOutArtificials(from firstArtificial: Int) {
    var row = 0
    while row < rowCount {
      if basis[row] >= firstArtificial {
        let offset = row * width
        if let column = (0..<firstArtificial).first(where: { abs(cells[offset + $0]) > Simplex.epsilon }) {
          pivot(row: row, column: column)
        } else {
          cells.removeSubrange(offset..<(offset + width))
          basis.remove(at: row)
          continue
        }
      }
      row += 1
    }
  }
}
