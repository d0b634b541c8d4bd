// MARK: - StackDiagnostics

/// The process-wide diagnostics hook, called in addition to each stack's own `onDiagnostic`.
@MainActor
public enum StackDiagnostics {
  // MARK: Public

  /// Called with every diagnostic that any stack or keyboard manager reports; `nil` by default.
  public static var handler: ((StackDiagnostic) -> Void)?

  // MARK: Package

  /// Hands `diagnostic` to the reporter's own hook, then to ``handler``.
  package static func report(_ diagnostic: StackDiagnostic, to local: ((StackDiagnostic) -> Void)?) {
    local?(diagnostic)
    handler?(diagnostic)
  }
}
