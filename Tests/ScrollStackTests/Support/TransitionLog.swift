import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - TransitionLog

/// Records the steps of a custom hide/show transition as `"willBegin hide"`, `"animate show"`, …
/// Each step is followed by `probe()` when set (e.g. the row's length at that moment).
@MainActor
final class TransitionLog {
  var lines: [String] = []
  var probe: (() -> String)?

  func record(_ step: String, toHide: Bool) {
    let suffix = probe.map { " " + $0() } ?? ""
    lines.append("\(step) \(toHide ? "hide" : "show")\(suffix)")
  }
}
