import Foundation
import ScrollStack

// MARK: - BenchmarkSuite.Statistic

extension BenchmarkSuite {
  /// How a series of samples becomes one figure.
  enum Statistic {
    /// The median sample: steady-state operations, robust to other load on the machine.
    case median
    /// The mean: for a series that is a whole job split in steps (n × addRow).
    case mean
  }
}
