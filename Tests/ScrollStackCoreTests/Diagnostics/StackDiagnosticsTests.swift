import Testing

@testable import ScrollStackCore

/// The process-wide diagnostics hook: logged by default while developing, quiet in Release,
/// replaceable.
@Suite @MainActor struct StackDiagnosticsTests {
  private let diagnostic = StackDiagnostic(
    kind: .indexOutOfRange, operation: "removeRow(index:)", message: "Index 9 is out of 0..<3; nothing was removed.")

  @Test func theLogLineNamesTheLibraryTheKindTheCallAndTheMessage() {
    #expect(
      StackDiagnostics.logLine(for: diagnostic)
        == "ScrollStack: [indexOutOfRange] removeRow(index:): Index 9 is out of 0..<3; nothing was removed.")
  }

  @Test func aDebugBuildLogsByDefaultAndAReleaseBuildDoesNot() {
    #if DEBUG
      #expect(StackDiagnostics.defaultHandler != nil)
    #else
      #expect(StackDiagnostics.defaultHandler == nil)
    #endif
  }

  @Test func theOwnHookHearsAReportBeforeTheProcessWideOne() {
    let previousHandler = StackDiagnostics.handler
    defer { StackDiagnostics.handler = previousHandler }
    var heard: [String] = []
    StackDiagnostics.handler = { heard.append("global \($0.kind.rawValue)") }

    StackDiagnostics.report(diagnostic) { heard.append("local \($0.kind.rawValue)") }
    StackDiagnostics.handler = nil
    StackDiagnostics.report(diagnostic) { heard.append("local again \($0.operation)") }

    #expect(heard == ["local indexOutOfRange", "global indexOutOfRange", "local again removeRow(index:)"])
  }
}
