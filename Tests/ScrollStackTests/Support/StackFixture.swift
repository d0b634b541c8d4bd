import Foundation
import ScrollStackTestSupport

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

// MARK: - StackFixture

/// A stack in a controller with a 320x480 viewport, laid out, a recording delegate and a
/// diagnostics log. The controller is in no window (nothing appears; see `WindowedStackScreen`
/// for that), so only ``layout()`` lays it out; the double's clock starts from zero.
@MainActor
final class StackFixture {
  let controller: ScrollStackController
  let delegate = RecordingScrollStackDelegate()
  var diagnostics: [StackDiagnostic] = []
  var stack: ScrollStack { controller.scrollStack }

  /// `attachment`, when given, is set before any row is added (``ScrollStackRowAttachment/automatic``
  /// otherwise, the default).
  init(width: CGFloat = 320, height: CGFloat = 480, attachment: ScrollStackRowAttachment? = nil) {
    ScreenTestDriver.reset()
    controller = ScrollStackController()
    if let attachment { controller.scrollStack.rowAttachment = attachment }
    controller.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    controller.scrollStack.stackDelegate = delegate
    controller.scrollStack.onDiagnostic = { [unowned self] in self.diagnostics.append($0) }
    layout()
  }

  /// Lays the controller's view out now, as the run loop would at the end of the turn.
  func layout() {
    controller.view.layoutIfNeeded()
  }

  /// Lets every animation end, then lays out.
  func finishAnimations() {
    ScreenTestDriver.finishAnimations()
    layout()
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

  /// Every row's frame, in order, after a layout pass.
  var frames: [CGRect] {
    layout()
    return stack.rows.map(\.frame)
  }

  /// Forgets the delegate calls and diagnostics recorded so far.
  func clearLogs() {
    delegate.clear()
    diagnostics.removeAll()
  }

  /// The invariants the stack breaks (``ScrollStackInvariants/violations(in:)``), empty when it
  /// keeps them all, after a layout pass (the row frames it checks are set in the stack's
  /// `layoutSubviews`, as the run loop's pass would at the end of the turn).
  /// The public invariants, and the engine's content map (it must name exactly the stack's rows:
  /// it does not own them).
  func inconsistencies() -> [String] {
    layout()
    return ScrollStackInvariants.violations(in: stack) + stack.engine.contentMapInconsistencies()
  }
}
