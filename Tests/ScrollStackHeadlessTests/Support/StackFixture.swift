import Foundation

@_spi(Engine) @testable import ScrollStackCore
@_spi(Engine) @testable import ScrollStackHeadless

// MARK: - StackFixture

/// A stack in a controller with a 320x480 viewport, a recording delegate and a diagnostics log.
@MainActor
final class StackFixture {
  let controller: Headless.ScrollStackController
  let delegate = RecordingScrollStackDelegate()
  let scheduler: any StackScheduler
  var diagnostics: [StackDiagnostic] = []
  var stack: Headless.ScrollStack { controller.scrollStack }

  init(
    width: CGFloat = 320, height: CGFloat = 480, scheduler: any StackScheduler = ImmediateStackScheduler()
  ) {
    self.scheduler = scheduler
    controller = Headless.ScrollStackController(animationScheduler: scheduler)
    controller.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    controller.scrollStack.stackDelegate = delegate
    controller.scrollStack.onDiagnostic = { [unowned self] in self.diagnostics.append($0) }
  }

  /// Adds `count` controllers of `length` points each, titled "r0", "r1", ….
  @discardableResult
  func addFixedRows(_ count: Int, length: CGFloat = 100) -> [SizedController] {
    let controllers = (0..<count).map { SizedController("r\($0)", size: .fixed(length)) }
    stack.addRows(controllers: controllers)
    return controllers
  }

  var diagnosticKinds: [StackDiagnostic.Kind] { diagnostics.map(\.kind) }

  /// The title of each row's controller, or the accessibility label of its plain view.
  var titles: [String] {
    stack.rows.map { $0.controller?.title ?? $0.contentView.accessibilityLabel ?? "?" }
  }

  /// Every row's frame, in order.
  var frames: [CGRect] { stack.rows.map(\.frame) }

  /// Forgets the delegate calls and diagnostics recorded so far.
  func clearLogs() {
    delegate.clear()
    diagnostics.removeAll()
  }

  /// The invariants the stack breaks (``ScrollStackInvariants/violations(in:)``), empty when it
  /// keeps them all.
  /// The public invariants, and the engine's content map (it must name exactly the stack's rows:
  /// it does not own them).
  func inconsistencies() -> [String] {
    ScrollStackInvariants.violations(in: stack) + stack.engine.contentMapInconsistencies()
  }
}
