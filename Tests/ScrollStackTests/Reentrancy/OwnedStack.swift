import Foundation
import ScrollStackTestSupport

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - OwnedStack

/// A stack controller whose only strong reference is ``controller``, as an app screen holds it,
/// and a delegate that lets go of it from inside a delegate call: user code freeing the stack in
/// the middle of its own delivery.
///
/// The test keeps no reference to the controller or the stack (``stack`` is weak): once let go,
/// the stack is freed as soon as nothing the stack runs holds it.
@MainActor
final class OwnedStack {
  // MARK: Lifecycle

  /// A controller with `count` rows of 100 points (titled "r0", "r1", …) in a 320×480 viewport,
  /// laid out, animating on the double's clock (reset).
  convenience init(count: Int) {
    self.init(rows: (0..<count).map { SizedController("r\($0)", size: .fixed(100)) })
  }

  /// A controller with `rows` in a 320×480 viewport, laid out, animating on the double's clock
  /// (reset), appeared when `appeared`, its `rowAttachment` set to `attachment` before the rows
  /// join.
  init(
    rows: [LoggingViewController], appeared: Bool = false, attachment: ScrollStackRowAttachment = .automatic
  ) {
    ScreenTestDriver.reset()
    let controller = ScrollStackController()
    controller.scrollStack.rowAttachment = attachment
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    controller.view.layoutIfNeeded()
    controller.scrollStack.stackDelegate = delegate
    if appeared { controller.simulateAppearance() }
    controller.scrollStack.addRows(controllers: rows)
    ScreenTestDriver.finishAnimations()
    controller.view.layoutIfNeeded()
    self.controller = controller
    stack = controller.scrollStack
    delegate.clear()
    delegate.onEvent = { [unowned self] line in
      log.append(stack == nil ? "\(line) (stack freed)" : line)
      guard let condition = letGoCondition, condition(line) else { return }
      letGoCondition = nil
      letGo()
    }
  }

  // MARK: Internal

  /// The one strong reference to the controller (and through it to the stack).
  private(set) var controller: ScrollStackController?
  /// The stack, while it lives.
  private(set) weak var stack: ScrollStack?
  let delegate = RecordingScrollStackDelegate()
  /// Every delegate call from the first one after ``letGo(at:)`` was asked for, and
  /// `"let go"` where the controller was let go.
  private(set) var log: [String] = []

  /// Lets go of the controller at the first delegate call whose line `condition` accepts, from
  /// inside that call.
  func letGo(at condition: @escaping (String) -> Bool = { _ in true }) {
    log.removeAll()
    letGoCondition = condition
  }

  /// Ends every animation, then runs the stack's pending layout pass, as the run loop would at
  /// the end of the turn. Like UIKit's layout machinery, the pass holds the stack while it runs;
  /// nothing else here does.
  func finishAnimationsAndLayOut() {
    ScreenTestDriver.finishAnimations()
    stack?.layoutIfNeeded()
  }

  /// Lets go of the controller now (from user code the stack runs: a completion, a callback).
  func letGo() {
    log.append("let go")
    controller = nil
  }

  // MARK: Private

  private var letGoCondition: ((String) -> Bool)?
}
