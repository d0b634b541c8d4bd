import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - MachineDescription

/// What the figures were measured on: cores, architecture, load and date.
enum MachineDescription {
  // MARK: Internal

  /// `2 cores, x86_64, load average 1.02 0.87 0.55`.
  static func summary() -> String {
    "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(architecture), load average \(loadAverage())"
  }

  /// The 1, 5 and 15-minute load averages, or `unknown`.
  static func loadAverage() -> String {
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) == 3 else { return "unknown" }
    return loads.map { String(format: "%.2f", $0) }.joined(separator: " ")
  }

  /// The machine's architecture, e.g. `x86_64` or `arm64`.
  static var architecture: String {
    #if arch(x86_64)
      return "x86_64"
    #elseif arch(arm64)
      return "arm64"
    #else
      return "other"
    #endif
  }

  /// Now, in ISO 8601 (UTC).
  static func date() -> String {
    ISO8601DateFormatter().string(from: Date())
  }
}
