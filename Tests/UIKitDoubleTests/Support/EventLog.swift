/// The calls a test's views heard, in order.
@MainActor final class EventLog {
  /// One line per call: `"name: event"`.
  private(set) var events: [String] = []

  /// Notes `event`.
  func record(_ event: String) { events.append(event) }

  /// Forgets what was noted.
  func clear() { events.removeAll() }
}
