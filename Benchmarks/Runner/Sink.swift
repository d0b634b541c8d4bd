// MARK: - Sink

/// Consumes results so that the optimizer cannot drop the work that produced them; the
/// checksum is printed at the end of the run.
@MainActor
enum Sink {
  // MARK: Internal

  /// A running sum of everything consumed.
  private(set) static var checksum = 0

  /// Adds `value` to the checksum. Not inlined, so the value must really be computed.
  @inline(never)
  static func consume(_ value: Int) {
    checksum &+= value
  }
}
