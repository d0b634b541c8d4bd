// MARK: - BudgetedSeries

/// Runs a timed step again and again until it ran `maximumLength` times or the time budget is
/// spent, whichever comes first, after one warm-up step that is not kept.
///
/// The budget covers the whole wall time of the series (untimed setup in each step included),
/// so an operation that is quadratic today stops early instead of hanging the run.
@MainActor
struct BudgetedSeries {
  // MARK: Internal

  /// The wall time the series may take.
  let budget: ElapsedTime
  /// The most steps kept.
  let maximumLength: Int
  /// Whether the first step is a warm-up whose sample is dropped.
  var warmsUp = true

  /// Runs `step` with the step number (0, 1, …) and returns the durations it reported, one per
  /// kept step. `step` does its own untimed setup and returns the time of the timed part.
  func run(_ step: (Int) -> ElapsedTime) -> [ElapsedTime] {
    let deadline = Stopwatch.now + budget
    var samples: [ElapsedTime] = []
    var stepNumber = 0
    if warmsUp {
      _ = step(stepNumber)
      stepNumber += 1
    }
    while samples.count < maximumLength && Stopwatch.now < deadline {
      samples.append(step(stepNumber))
      stepNumber += 1
    }
    return samples
  }
}
