import Foundation
import ScrollStackTestSupport

@testable import ScrollStackCore
@testable import ScrollStackHeadless

/// A controller with a fixed or fitted size, counting reloads.
@MainActor
final class SizedController: Headless.ViewController, Headless.ScrollStackContainableController {
  var size: ScrollStackControllerSize?
  var reloadCount = 0
  var onReload: (() -> Void)?

  private let customView: Headless.View?

  /// `contentView`, when given, becomes the controller's root view (a plain ``Headless/View``
  /// otherwise).
  init(_ title: String, size: ScrollStackControllerSize? = nil, contentView: Headless.View? = nil) {
    self.size = size
    customView = contentView
    super.init()
    self.title = title
  }

  override func loadView() {
    if let customView {
      view = customView
    } else {
      super.loadView()
    }
  }

  func scrollStackRowSizeForAxis(_ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  { size }

  func reloadContentFromStackView(stackView: Headless.ScrollStack, row: Headless.ScrollStackRow, animated: Bool) {
    reloadCount += 1
    onReload?()
  }
}

/// A view whose height follows its text: one 20-point line per `charactersPerLine(width)`.
@MainActor
final class TextView: Headless.View {
  var text: String
  init(text: String) {
    self.text = text
    super.init(frame: .zero)
  }

  override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    let charactersPerLine = Swift.max(1, Int(targetSize.width / 10))
    let lines = Swift.max(1, (text.count + charactersPerLine - 1) / charactersPerLine)
    let height = CGFloat(lines * 20)
    return CGSize(width: CGFloat(text.count * 10), height: height)
  }
}

/// The horizontal twin of ``TextView``: text set in 20-point lines of 10-point characters, as
/// many lines as fit in the height it is given; its width is that of the longest line.
@MainActor
final class ColumnTextView: Headless.View {
  var text: String
  init(text: String) {
    self.text = text
    super.init(frame: .zero)
  }

  override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    let lines = Swift.max(1, Int(targetSize.height / 20))
    let charactersPerLine = (text.count + lines - 1) / lines
    return CGSize(width: CGFloat(charactersPerLine * 10), height: CGFloat(Swift.min(lines, text.count) * 20))
  }
}

/// A controller that highlights, recording each `setIsHighlighted` call.
@MainActor
final class HighlightController: Headless.ViewController, Headless.ScrollStackRowHighlightable {
  var highlightLog: [Bool] = []
  var isHighlightable = true

  init(_ title: String) {
    super.init()
    self.title = title
  }

  func setIsHighlighted(_ isHighlighted: Bool) { highlightLog.append(isHighlighted) }
}

/// A plain view that highlights, recording each `setIsHighlighted` call.
@MainActor
final class HighlightView: Headless.View, Headless.ScrollStackRowHighlightable {
  var highlightLog: [Bool] = []
  var isHighlightable = true

  init(height: CGFloat) {
    super.init(frame: .zero)
    intrinsicContentSize = CGSize(width: Headless.View.noIntrinsicMetric, height: height)
  }

  func setIsHighlighted(_ isHighlighted: Bool) { highlightLog.append(isHighlighted) }
}

/// Records the steps of a custom hide/show transition as `"willBegin hide"`, `"animate show"`, …
/// Each step is followed by `probe()` when set (e.g. the row's length at that moment).
@MainActor
final class TransitionLog {
  var lines: [String] = []
  var probe: (() -> String)?

  func record(_ step: String, toHide: Bool) {
    let suffix = probe.map { " " + $0() } ?? ""
    lines.append("\(step) \(toHide ? "hide" : "show")\(suffix)")
  }
}

/// A fixed-size controller with a custom hide/show transition.
@MainActor
final class AnimatableController: Headless.ViewController, Headless.ScrollStackContainableController,
  Headless.ScrollStackRowAnimatable
{
  let transitions: TransitionLog
  var animationInfo: ScrollStackAnimationInfo
  var onWillBegin: (() -> Void)?

  init(_ title: String, info: ScrollStackAnimationInfo = .default, log: TransitionLog) {
    animationInfo = info
    transitions = log
    super.init()
    self.title = title
  }

  func scrollStackRowSizeForAxis(_ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }

  func willBeginAnimationTransition(toHide: Bool) {
    transitions.record("willBegin", toHide: toHide)
    onWillBegin?()
  }
  func animateTransition(toHide: Bool) { transitions.record("animate", toHide: toHide) }
  func didEndAnimationTransition(toHide: Bool) { transitions.record("didEnd", toHide: toHide) }
}

/// A plain 100-point view with a custom hide/show transition.
@MainActor
final class AnimatableView: Headless.View, Headless.ScrollStackRowAnimatable {
  let transitions: TransitionLog

  init(log: TransitionLog) {
    transitions = log
    super.init(frame: .zero)
    intrinsicContentSize = CGSize(width: Headless.View.noIntrinsicMetric, height: 100)
  }

  func willBeginAnimationTransition(toHide: Bool) { transitions.record("willBegin", toHide: toHide) }
  func animateTransition(toHide: Bool) { transitions.record("animate", toHide: toHide) }
  func didEndAnimationTransition(toHide: Bool) { transitions.record("didEnd", toHide: toHide) }
}

/// A 100-point controller that runs `onDidMove` after each `didMove(toParent:)`, to play user
/// code that changes the stack from a containment callback.
@MainActor
final class HookedController: Headless.ViewController, Headless.ScrollStackContainableController {
  var onDidMove: ((_ toParent: Bool) -> Void)?

  init(_ title: String) {
    super.init()
    self.title = title
  }

  func scrollStackRowSizeForAxis(_ axis: StackAxis, row: Headless.ScrollStackRow, in stackView: Headless.ScrollStack)
    -> ScrollStackControllerSize?
  { .fixed(100) }

  override func didMove(toParent parent: Headless.ViewController?) {
    super.didMove(toParent: parent)
    onDidMove?(parent != nil)
  }
}

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
  func inconsistencies() -> [String] { ScrollStackInvariants.violations(in: stack) }
}

/// A row of `length` points holding a plain view labelled `label`.
@MainActor
func labelledView(_ label: String, length: CGFloat = 100) -> Headless.View {
  let view = Headless.View(intrinsicSize: CGSize(width: length, height: length))
  view.accessibilityLabel = label
  return view
}

/// Counts how many times a completion ran.
@MainActor
final class CompletionCounter {
  private(set) var count = 0
  var handler: () -> Void { { self.count += 1 } }
}
