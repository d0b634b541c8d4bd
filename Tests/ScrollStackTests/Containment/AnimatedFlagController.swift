import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - AnimatedFlagController

/// Records the `animated` flag of each appearance call.
@MainActor
final class AnimatedFlagController: LoggingViewController {
  var flags: [Bool] = []
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    flags.append(animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    flags.append(animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    flags.append(animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    flags.append(animated)
  }
}
