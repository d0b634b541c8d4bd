import Foundation

// MARK: - BenchmarksMain

/// `swift run -c release ScrollStackBenchmarks [--quick]`: checks that both stacks agree, measures
/// every figure, then prints the tables.
@main
enum BenchmarksMain {
  // MARK: Internal

  @MainActor
  static func main() {
    let arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
    if arguments.contains("--help") {
      Output.line(BenchmarkOptions.usage)
      exit(0)
    }
    guard let options = BenchmarkOptions(arguments: arguments) else {
      Output.line(BenchmarkOptions.usage)
      exit(2)
    }
    switch options.attachment {
    case "all": UIKitStackAdapter.initialAttachment = .all
    case "automatic": UIKitStackAdapter.initialAttachment = .automatic
    default: UIKitStackAdapter.initialAttachment = .standard
    }
    if let figure = options.once {
      let rows = options.rowCounts.first ?? 100_000
      exit(OnceProbe.run(figure, rows: rows) ? 0 : 2)
    }
    let started = Stopwatch.now
    Output.line("ScrollStack benchmarks (\(options.isQuick ? "quick" : "full") run), \(MachineDescription.date())")
    Output.line("machine: \(MachineDescription.summary())")
    let problems = AgreementCheck.run()
    guard problems.isEmpty else {
      Output.line("Self-check failed: ours and the naive reference disagree at 100 rows.")
      problems.forEach { Output.line("  " + $0) }
      exit(1)
    }
    Output.line("self-check: ours and naive agree on visible rows and callbacks at 100 rows")
    if options.isCheckOnly { exit(0) }

    let suite = BenchmarkSuite(options: options)
    suite.run()

    Output.line()
    ReportTable.timeTable(suite.figures).forEach { Output.line($0) }
    Output.line()
    ReportTable.memoryTable(suite.memoryResults).forEach { Output.line($0) }
    Output.line()
    let elapsed = DurationText.format(nanoseconds: (Stopwatch.now - started).nanoseconds)
    Output.line("done in \(elapsed); load average now \(MachineDescription.loadAverage()); checksum \(Sink.checksum)")
  }
}
