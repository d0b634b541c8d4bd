/// The calls a test's controllers, delegates and controls heard, in order.
@MainActor final class CallLog {
  /// One line per call.
  private(set) var calls: [String] = []

  /// Notes `call`.
  func note(_ call: String) { calls.append(call) }

  /// Forgets what was noted.
  func clear() { calls.removeAll() }
}
