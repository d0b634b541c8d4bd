// MARK: - BenchmarkOptions

/// How much to measure: the row counts, the time budget of each series and how many operations
/// or repetitions a series may run at most. `--quick` trades precision for a run under a minute.
struct BenchmarkOptions {
  // MARK: Lifecycle

  /// Reads `--quick` and `--sizes=100,1000` from `arguments` (without the program name); `nil`
  /// for anything else.
  init?(arguments: [String]) {
    var isQuick = false
    var sizes: [Int]?
    var groups = Set(Group.allCases)
    var once: String?
    var isCheckOnly = false
    var attachment = "standard"
    for argument in arguments {
      if argument == "--quick" {
        isQuick = true
      } else if argument == "--check" {
        isCheckOnly = true
      } else if argument.hasPrefix("--once=") {
        once = String(argument.dropFirst("--once=".count))
      } else if argument.hasPrefix("--sizes=") {
        let list = argument.dropFirst("--sizes=".count).split(separator: ",").compactMap { Int($0) }
        guard !list.isEmpty, list.allSatisfy({ $0 > 0 }) else { return nil }
        sizes = list
      } else if argument.hasPrefix("--attachment=") {
        attachment = String(argument.dropFirst("--attachment=".count))
        guard Self.attachments.contains(attachment) else { return nil }
      } else if argument.hasPrefix("--groups=") {
        let names = argument.dropFirst("--groups=".count).split(separator: ",").map(String.init)
        let list = names.compactMap(Group.init(rawValue:))
        guard !list.isEmpty, list.count == names.count else { return nil }
        groups = Set(list)
      } else {
        return nil
      }
    }
    self.isQuick = isQuick
    self.groups = groups
    self.once = once
    self.isCheckOnly = isCheckOnly
    self.attachment = attachment
    if isQuick {
      rowCounts = sizes ?? [100, 1_000, 10_000]
      seriesBudget = .milliseconds(500)
      maximumSeriesLength = 400
      scrollBatchSize = 32
      bulkRepetitions = 3
      singleCallCap = .seconds(2)
    } else {
      rowCounts = sizes ?? [100, 1_000, 10_000, 100_000]
      seriesBudget = .seconds(3)
      maximumSeriesLength = 2_000
      scrollBatchSize = 64
      bulkRepetitions = 3
      singleCallCap = .seconds(30)
    }
  }

  // MARK: Internal

  /// What `--help` prints.
  static let usage = """
    usage: swift run -c release ScrollStackBenchmarks [--quick] [--sizes=100,1000,...] [--groups=bulk,memory]
                                                      [--once=set_rows --sizes=100000] [--check]
      --quick      fewer sizes (100, 1k, 10k), a 0.5 s budget per series: under a minute
      --sizes=...  the row counts to measure (default 100, 1k, 10k, 100k)
      --groups=... the groups of figures to measure (default all): scroll (scroll events and
                   single-row changes), append (one by one), bulk (whole-stack calls), settings
                   (rowAttachment and axis changes), memory
      --once=...   one untimed call of ours (add_rows, set_rows, remove_all_rows,
                   add_row_one_by_one, attachment_all, attachment_standard_after_all;
                   axis_change, axis_change_estimated and cross_length_change make 2
                   changes; scroll_drag and scroll_jump send 10,000 events;
                   move_row_first_to_last and move_row_last_to_first make 100 moves;
                   insert_row, remove_row and move_row 100 changes at random places, each
                   undone uncounted) at the first size, for an instruction counter (see
                   Benchmarks/README.md)
      --check      the self-check only (ours and naive agree), then exit: 0 if they agree, 1 if not
      --attachment=... the rowAttachment our stacks start with: standard (default, the figures'
                   reference), all, automatic
    """

  /// The values `--attachment=` takes.
  static let attachments = ["standard", "all", "automatic"]

  /// Whether this is the short run.
  let isQuick: Bool
  /// The figure `--once` asks for, if any: one untimed call instead of the measurements.
  let once: String?
  /// Whether `--check` asks for the self-check only, without measuring.
  let isCheckOnly: Bool
  /// The `rowAttachment` our stacks start with (one of ``attachments``).
  let attachment: String
  /// The groups of figures to measure.
  let groups: Set<Group>
  /// The row counts every figure is measured at, in ascending order.
  let rowCounts: [Int]
  /// How long one side may spend on one series before it stops and reports what ran.
  let seriesBudget: ElapsedTime
  /// The most operations (or scroll batches) a series runs when the budget allows.
  let maximumSeriesLength: Int
  /// Scroll events timed together as one sample.
  let scrollBatchSize: Int
  /// Repetitions of a whole-stack operation (removeAllRows, setRows, addRows), median taken;
  /// fewer when the series budget runs out.
  let bulkRepetitions: Int
  /// The longest one whole-stack call may be predicted to take and still be run: such a call
  /// cannot be stopped halfway, so a longer one is skipped.
  let singleCallCap: ElapsedTime
}
