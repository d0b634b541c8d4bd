import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - ReentrantAppearingStackController

/// A stack controller that adds a row from its own `viewWillAppear`.
@MainActor
final class ReentrantAppearingStackController: ScrollStackController {
  let log: AppearanceLog

  init(log: AppearanceLog) {
    self.log = log
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    scrollStack.addRow(controller: AppearanceLoggingStackController("joiner", log: log))
  }
}
