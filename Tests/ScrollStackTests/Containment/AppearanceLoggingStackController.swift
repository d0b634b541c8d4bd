import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - AppearanceLoggingStackController

/// A stack controller, 100 points long as a row, that writes its appearance calls to a shared
/// log as they arrive (before `super`, which forwards them to its rows): the page, its rows and
/// a stack nested in it are all of this kind, so one log shows the order across them.
///
/// It also keeps its own lifecycle log, in the terms of ``LoggingViewController/Event``. Its root
/// view is the stack (UIKit's `ScrollStackController` makes it so), which cannot report its moves,
/// so a move of the view in or out of a superview is logged when the next call arrives (every
/// containment or appearance call after the move comes after it in UIKit's order too).
@MainActor
final class AppearanceLoggingStackController: ScrollStackController, ScrollStackContainableController {
  let log: AppearanceLog

  init(_ title: String, log: AppearanceLog) {
    self.log = log
    super.init()
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  // MARK: Lifecycle log

  /// Every lifecycle call so far, in order.
  private(set) var lifecycleLog: [LoggingViewController.Event] = []

  /// Whether the last appearance call was `viewDidAppear`.
  private(set) var isAppeared = false

  /// Forgets the calls recorded so far.
  func clearLifecycleLog() {
    noteViewMove()
    lifecycleLog.removeAll()
  }

  override func willMove(toParent parent: UIViewController?) {
    record(.willMove(toParent: parent != nil))
    super.willMove(toParent: parent)
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    record(.didMove(toParent: parent != nil))
  }

  override func removeFromParent() {
    let hadParent = parent != nil
    super.removeFromParent()
    if hadParent { record(.removedFromParent) }
  }

  // MARK: Appearance

  override func viewWillAppear(_ animated: Bool) {
    log.entries.append("\(title ?? "?") willAppear")
    record(.viewWillAppear)
    super.viewWillAppear(animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    log.entries.append("\(title ?? "?") didAppear")
    record(.viewDidAppear)
    isAppeared = true
    super.viewDidAppear(animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    log.entries.append("\(title ?? "?") willDisappear")
    record(.viewWillDisappear)
    isAppeared = false
    super.viewWillDisappear(animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    log.entries.append("\(title ?? "?") didDisappear")
    record(.viewDidDisappear)
    super.viewDidDisappear(animated)
  }

  func scrollStackRowSizeForAxis(_ axis: NSLayoutConstraint.Axis, row: ScrollStackRow, in stackView: ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }

  // MARK: Private

  /// Whether the root view was in a superview at the last call.
  private var viewWasAttached = false

  /// Logs a move of the root view since the last call, then `event`.
  private func record(_ event: LoggingViewController.Event) {
    noteViewMove()
    lifecycleLog.append(event)
  }

  /// Logs `.viewAttached` or `.viewDetached` when the root view entered or left a superview since
  /// the last call.
  private func noteViewMove() {
    let attached = viewIfLoaded?.superview != nil
    guard attached != viewWasAttached else { return }
    viewWasAttached = attached
    lifecycleLog.append(attached ? .viewAttached : .viewDetached)
  }
}
