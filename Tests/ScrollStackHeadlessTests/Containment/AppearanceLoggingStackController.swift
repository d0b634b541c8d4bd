import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

// MARK: - AppearanceLoggingStackController

/// A stack controller, 100 points long as a row, that writes its appearance calls to a shared
/// log as they arrive (before `super`, which forwards them to its rows): the page, its rows and
/// a stack nested in it are all of this kind, so one log shows the order across them.
@MainActor
final class AppearanceLoggingStackController: Headless.ScrollStackController,
  Headless.ScrollStackContainableController
{
  let log: AppearanceLog

  init(_ title: String, log: AppearanceLog) {
    self.log = log
    super.init()
    self.title = title
  }

  override func viewWillAppear(_ animated: Bool) {
    log.entries.append("\(title ?? "?") willAppear")
    super.viewWillAppear(animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    log.entries.append("\(title ?? "?") didAppear")
    super.viewDidAppear(animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    log.entries.append("\(title ?? "?") willDisappear")
    super.viewWillDisappear(animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    log.entries.append("\(title ?? "?") didDisappear")
    super.viewDidDisappear(animated)
  }

  func scrollStackRowSizeForAxis(_ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }
}
