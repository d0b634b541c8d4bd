// The Auto Layout solver's rows stored flat: one coefficient array for all of them (see
// LinearRow.swift for one row on its own).

/// Linear relations over the same `variableCount` variables, stored flat: row `r`'s coefficient of
/// variable `v` is `coefficients[r * variableCount + v]`. A system of a few items has a dozen
/// rows; keeping them in three arrays (not one array per row) spares an allocation and the
/// reference counting of each row every time a row is built, copied or held.
struct LinearRows {
  // MARK: State

  /// The number of variables of every row.
  let variableCount: Int
  /// The coefficients, row after row.
  private(set) var coefficients: [Double] = []
  /// Each row's constant term.
  var constants: [Double] = []
  /// How each row's expression compares with zero.
  private(set) var relations: [LinearRow.Relation] = []

  /// The number of rows.
  var count: Int { constants.count }

  /// No rows over `variableCount` variables, with room for `capacity` rows.
  init(variableCount: Int, capacity: Int = 0) {
    self.variableCount = variableCount
    coefficients.reserveCapacity(capacity * variableCount)
    constants.reserveCapacity(capacity)
    relations.reserveCapacity(capacity)
  }

  /// The rows of `coefficients` (row after row, `variableCount` each), `constants` and
  /// `relations` (one each per row).
  init(variableCount: Int, coefficients: [Double], constants: [Double], relations: [LinearRow.Relation]) {
    self.variableCount = variableCount
    self.coefficients = coefficients
    self.constants = constants
    self.relations = relations
  }

  // MARK: Adding

  /// Adds a row of zero coefficients with `constant` and `relation`; returns its index (set its
  /// coefficients with the subscript).
  @discardableResult mutating func appendZeroRow(constant: Double, relation: LinearRow.Relation) -> Int {
    coefficients.append(contentsOf: repeatElement(0, count: variableCount))
    constants.append(constant)
    relations.append(relation)
    return constants.count - 1
  }

  /// Adds `row` (its coefficients beyond `variableCount` are ignored, missing ones are zero).
  mutating func append(_ row: LinearRow) {
    let index = appendZeroRow(constant: row.constant, relation: row.relation)
    for variable in 0..<min(variableCount, row.coefficients.count) {
      coefficients[index * variableCount + variable] = row.coefficients[variable]
    }
  }

  /// Adds row `row` of `other` (over the same variables) with the constant `constant`.
  mutating func append(row: Int, of other: LinearRows, constant: Double) {
    let start = row * variableCount
    coefficients.append(contentsOf: other.coefficients[start..<(start + variableCount)])
    constants.append(constant)
    relations.append(other.relations[row])
  }

  // MARK: Reading

  /// The coefficient of `variable` in `row`.
  subscript(row: Int, variable: Int) -> Double {
    get { coefficients[row * variableCount + variable] }
    set { coefficients[row * variableCount + variable] = newValue }
  }

  /// Row `row`'s expression's value at `point`: the constant plus each nonzero term, in variable
  /// order.
  func value(ofRow row: Int, at point: [Double]) -> Double {
    var sum = constants[row]
    let start = row * variableCount
    coefficients.withUnsafeBufferPointer { cells in
      point.withUnsafeBufferPointer { point in
        for variable in 0..<variableCount where cells[start + variable] != 0 {
          sum += cells[start + variable] * point[variable]
        }
      }
    }
    return sum
  }

  /// How far `value` is from satisfying row `row`'s relation (0 when it holds).
  func violation(ofRow row: Int, value: Double) -> Double {
    switch relations[row] {
    case .equal: return abs(value)
    case .greaterThanOrEqual: return max(0, -value)
    case .lessThanOrEqual: return max(0, value)
    }
  }

  /// Whether row `row` has any variable (a row of constants only says nothing to the solver).
  func hasVariables(row: Int) -> Bool {
    let start = row * variableCount
    return coefficients[start..<(start + variableCount)].contains { $0 != 0 }
  }
}
