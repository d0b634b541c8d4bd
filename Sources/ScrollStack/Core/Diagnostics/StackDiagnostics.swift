import Foundation

// MARK: - StackDiagnostics

/// The process-wide diagnostics hook, called in addition to each stack's own `onDiagnostic`.
@MainActor
public enum StackDiagnostics {
  // MARK: Public

  /// Called with every diagnostic that any stack or keyboard manager reports. In a Debug build
  /// (the library compiled with the `DEBUG` condition, as Xcode and SwiftPM compile a Debug
  /// configuration) it is ``logToStandardError(_:)`` by default, so that a refused call shows
  /// in the console while developing without stopping the app; in a Release build it is `nil`.
  /// Set your own to route the reports elsewhere, or `nil` to silence them.
  public static var handler: ((StackDiagnostic) -> Void)? = defaultHandler

  /// Writes `diagnostic` as one line, `"ScrollStack: [kind] operation: message"`, to the
  /// standard error (the Xcode console on iOS). Never stops the app.
  public nonisolated static func logToStandardError(_ diagnostic: StackDiagnostic) {
    FileHandle.standardError.write(Data((logLine(for: diagnostic) + "\n").utf8))
  }

  // MARK: Package

  /// The handler ``handler`` starts with: ``logToStandardError(_:)`` in a Debug build, `nil`
  /// in a Release build.
  package static var defaultHandler: ((StackDiagnostic) -> Void)? {
    #if DEBUG
      return logToStandardError
    #else
      return nil
    #endif
  }

  /// The line ``logToStandardError(_:)`` writes for `diagnostic`.
  package nonisolated static func logLine(for diagnostic: StackDiagnostic) -> String {
    "ScrollStack: \(diagnostic)"
  }

  /// Hands `diagnostic` to the reporter's own hook, then to ``handler``.
  package static func report(_ diagnostic: StackDiagnostic, to local: ((StackDiagnostic) -> Void)?) {
    local?(diagnostic)
    handler?(diagnostic)
  }
}
