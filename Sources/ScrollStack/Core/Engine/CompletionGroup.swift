// MARK: - CompletionGroup

/// Calls a completion exactly once, after a known number of parts have finished.
///
/// Extra calls to ``leave()`` are ignored, so a part that reports twice cannot call the
/// completion twice.
@MainActor
final class CompletionGroup {
  // MARK: Lifecycle

  init(parts: Int, completion: (() -> Void)?) {
    remaining = parts
    self.completion = completion
    if parts <= 0 { finish() }
  }

  // MARK: Internal

  func leave() {
    guard remaining > 0 else { return }
    remaining -= 1
    if remaining == 0 { finish() }
  }

  // MARK: Private

  private var remaining: Int
  private var completion: (() -> Void)?

  private func finish() {
    let pending = completion
    completion = nil
    pending?()
  }
}
