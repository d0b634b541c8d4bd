import Foundation

@testable import ScrollStack

/// A controller with a fixed or fitted size, counting reloads.
@MainActor
final class SizedController: Headless.ViewController, Headless.ScrollStackContainableController {
  var size: ScrollStackControllerSize?
  var reloadCount = 0
  var onReload: (() -> Void)?

  init(_ title: String, size: ScrollStackControllerSize? = nil) {
    self.size = size
    super.init()
    self.title = title
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

/// Records every delegate call as a line of text.
@MainActor
final class RecordingDelegate: Headless.ScrollStackControllerDelegate {
  var log: [String] = []
  var onEvent: ((String) -> Void)?

  private func record(_ line: String) {
    log.append(line)
    onEvent?(line)
  }

  func scrollStackDidScroll(_ stackView: Headless.ScrollStack, offset: CGPoint) {
    record("scroll \(offset.x.compactText),\(offset.y.compactText)")
  }
  func scrollStackRowDidBecomeVisible(
    _ stackView: Headless.ScrollStack, row: Headless.ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {
    record("visible \(index) \(state)")
  }
  func scrollStackRowDidBecomeHidden(
    _ stackView: Headless.ScrollStack, row: Headless.ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {
    record("hidden \(index) \(state)")
  }
  func scrollStackDidUpdateLayout(_ stackView: Headless.ScrollStack) { record("layout") }
  func scrollStackContentSizeDidChange(_ stackView: Headless.ScrollStack, from oldValue: CGSize, to newValue: CGSize) {
    record("contentSize \(newValue.width.compactText)x\(newValue.height.compactText)")
  }
  func scrollStackDidEndScrollingAnimation(_ stackView: Headless.ScrollStack) { record("endScroll") }

  /// The visibility lines only.
  var visibilityLog: [String] { log.filter { $0.hasPrefix("visible") || $0.hasPrefix("hidden") } }

  func clear() { log.removeAll() }
}

/// A stack in a controller with a 320x480 viewport, a recording delegate and a diagnostics log.
@MainActor
final class StackFixture {
  let controller: Headless.ScrollStackController
  let delegate = RecordingDelegate()
  var diagnostics: [StackDiagnostic] = []
  var stack: Headless.ScrollStack { controller.scrollStack }

  init(
    width: CGFloat = 320, height: CGFloat = 480, scheduler: any Scheduler = ImmediateScheduler()
  ) {
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
}

/// Counts how many times a completion ran.
@MainActor
final class CompletionCounter {
  private(set) var count = 0
  var handler: () -> Void { { self.count += 1 } }
}
