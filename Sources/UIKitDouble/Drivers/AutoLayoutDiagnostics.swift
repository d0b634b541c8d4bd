// Test driver: where the double's Auto Layout reports what UIKit logs or raises.

/// Where the Auto Layout part of the double reports what UIKit logs to the console ("Unable to
/// simultaneously satisfy constraints") or raises an exception for (activating a constraint
/// between items with no common ancestor). Each message goes to `handler` (printing by default)
/// and is appended to `messages`, so a test can check it.
@MainActor package enum AutoLayoutDiagnostics {
  /// Every message since the last `reset()`.
  package static var messages: [String] = []
  /// The size of the last system solved: its items (views and guides) and rows (constraints,
  /// intrinsic sizes, targets, stays). Solving one view involves only the views it places.
  /// Written at every solve without a dynamic exclusivity check (a plain store).
  @exclusivity(unchecked) package static var lastSystemSize: (items: Int, rows: Int) = (0, 0)
  /// How many simplex runs the solver has made since the last `reset()`: none for a row that
  /// already holds at the current frames.
  package static var simplexRuns = 0
  /// How many systems the solver's short cut has solved by substitution since the last
  /// `reset()` (those whose required equalities fix the variables one by one; see
  /// `DirectSolver`).
  package static var directSolves = 0
  /// Called with each message; prints it by default.
  package static var handler: (String) -> Void = { print("UIKitDouble Auto Layout: \($0)") }

  /// Records `message` and hands it to `handler`.
  package static func report(_ message: String) {
    messages.append(message)
    handler(message)
  }

  /// Forgets the messages and restores the printing handler.
  package static func reset() {
    messages = []
    simplexRuns = 0
    directSolves = 0
    handler = { print("UIKitDouble Auto Layout: \($0)") }
  }
}
