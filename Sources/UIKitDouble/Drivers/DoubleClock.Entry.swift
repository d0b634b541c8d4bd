extension DoubleClock {
  /// One scheduled action.
  struct Entry {
    /// When it falls due.
    let due: TimeInterval
    /// Its place among actions due at the same time.
    let sequence: Int
    /// Its handle.
    let token: DoubleClock.Token
    /// What it does.
    let action: @MainActor () -> Void
  }
}
