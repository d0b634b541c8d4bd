import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// Long reproducible random sequences of operations against ``StackReferenceModel``, checking the
/// stack's invariants after every operation.
///
/// In odd-numbered sequences user code fights back (``HookDriver``): row controllers'
/// `viewDidLoad`, `willMove`/`didMove(toParent:)` and appearance callbacks and the delegate now
/// and then change the stack; the model replays those changes in the order they were made. Some
/// rows are stack controllers with rows of their own, which must refuse their ancestors.
@Suite @MainActor struct ModelBasedRandomTests {
  static let sequencesPerBatch = 250
  static let operationsPerSequence = 200

  /// 8 batches × 250 seeds = 2,000 sequences of 200 operations.
  @Test(arguments: 0..<8)
  func randomSequencesKeepTheStackEqualToTheModel(batch: Int) {
    for sequence in 0..<Self.sequencesPerBatch {
      let seed = UInt64(batch * Self.sequencesPerBatch + sequence)
      var runner = ModelRunner(seed: seed)
      for step in 0..<Self.operationsPerSequence {
        runner.performRandomOperation()
        let problems = runner.checkInvariants()
        if !problems.isEmpty {
          let hooks = runner.driver.log.joined(separator: ", ")
          Issue.record(
            "seed \(seed) step \(step) after \(runner.lastOperation) [\(hooks)]: \(problems.joined(separator: "; "))")
          return
        }
      }
    }
  }

  /// 2 batches × 60 seeds of 200 operations whose lengths, insets and padding are extreme but
  /// finite: fractions that have no exact binary form (0.1, 56.6), tiny (1e-9), large enough to
  /// swallow the others (1e17) and huge (1e300; totals stay far below the refusal threshold, whose
  /// own tests are in `ExactContentLengthTests`). Offsets land on row boundaries as often as not.
  @Test(arguments: 0..<2)
  func extremeButFiniteNumbersKeepTheStackConsistent(batch: Int) {
    for sequence in 0..<60 {
      let seed = UInt64(10_000 + batch * 60 + sequence)
      var runner = ModelRunner(seed: seed, extremeNumbers: true)
      for step in 0..<Self.operationsPerSequence {
        runner.performRandomOperation()
        let problems = runner.checkInvariants()
        if !problems.isEmpty {
          Issue.record("seed \(seed) step \(step) after \(runner.lastOperation): \(problems.joined(separator: "; "))")
          return
        }
      }
    }
  }

  @Test func theExtremeCheckerNoticesAStaleLength() {
    var runner = ModelRunner(seed: 7, extremeNumbers: true)
    for _ in 0..<20 { runner.performRandomOperation() }
    #expect(runner.checkInvariants().isEmpty)
    guard !runner.model.rows.isEmpty else { return }
    runner.model.rows[0].length += 7.5
    #expect(!runner.checkInvariants().isEmpty)
  }

  @Test func theCheckerNoticesAStackThatDisagreesWithTheModel() {
    var runner = ModelRunner(seed: 42)
    for _ in 0..<20 { runner.performRandomOperation() }
    #expect(runner.checkInvariants().isEmpty)
    runner.model.rows.append(.init(controller: SizedController("ghost"), length: 10))
    #expect(!runner.checkInvariants().isEmpty)
  }
}

/// Drives one stack and its model with one random generator.
@MainActor
struct ModelRunner {
  var generator: SeededGenerator
  var model = StackReferenceModel()
  let fixture = StackFixture(width: 200, height: 300)
  let recorder = VisibilityEventRecorder()
  let driver: HookDriver
  var lastOperation = "none"
  /// Problems with what the last call returned or reported.
  var callProblems: [String] = []
  var expectedDiagnostics = 0
  var completionsExpected = 0
  var completionsCalled = 0
  var nextTitle = 0
  /// Whether lengths, insets, padding and offsets come from ``extremeLengths`` (compared with a
  /// relative tolerance: the stack sums exactly, the model naively) or are multiples of 5 and 25.
  let extremeNumbers: Bool

  /// Lengths of the extreme mode: ordinary ones most of the time, then fractions with no exact
  /// binary form, tiny, large and huge ones.
  static let extremeLengths: [CGFloat] = [
    0, 25, 40.5, 44, 56.6, 120, 125.3, 0.1, 1.0 / 3, 1e-9, 123_456.789, 1e15, 1e17, 1e300,
  ]

  init(seed: UInt64, extremeNumbers: Bool = false) {
    self.extremeNumbers = extremeNumbers
    generator = SeededGenerator(seed: seed)
    driver = HookDriver(seed: seed)
    driver.stack = fixture.stack
    driver.percent = seed % 2 == 1 ? 12 : 0
    // Row controllers appear and disappear as they join and leave the stack.
    fixture.controller.simulateAppearance()
    fixture.stack.stackDelegate = recorder
    recorder.onEvent = { [driver] in driver.hook(from: "delegate") }
    // A removed row's identity may be reused by a new row: forget what was reported about it.
    fixture.stack.onChangeRow = { [recorder] row, isRemoved in
      if isRemoved { recorder.reportedKind[ObjectIdentifier(row)] = nil }
    }
  }

  var stack: ScrollStack { fixture.stack }

  mutating func random(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }

  /// A row length: a multiple of 25, or in the extreme mode one of ``extremeLengths``.
  mutating func someLength() -> CGFloat {
    guard extremeNumbers else { return CGFloat(random(0..<8) * 25) }
    let ordinary = 7
    let index = chance(70) ? random(0..<ordinary) : random(0..<Self.extremeLengths.count)
    return Self.extremeLengths[index]
  }

  /// One edge of an inset or a padding: a multiple of 5, or in the extreme mode often one of
  /// ``extremeLengths``.
  mutating func someEdge() -> CGFloat {
    guard extremeNumbers, chance(40) else { return CGFloat(random(0..<3) * 5) }
    return Self.extremeLengths[random(0..<Self.extremeLengths.count)]
  }

  /// Where to scroll: anywhere from a little before the content to a little after it, and in the
  /// extreme mode as often exactly on a row's start.
  mutating func someCoordinate() -> CGFloat {
    let total = model.contentLength
    guard extremeNumbers else { return CGFloat(random(-50..<(Int(total) + 50))) }
    if !model.rows.isEmpty && chance(50) { return model.start(of: random(0..<model.rows.count)) }
    return CGFloat(Double.random(in: -50...(Double(total) + 50), using: &generator))
  }
  mutating func chance(_ percent: Int) -> Bool { random(0..<100) < percent }

  /// A new row controller, its view loaded unless `lazily`: a plain sized controller, one whose
  /// callbacks fight back (when the driver is active), or a nested stack controller.
  mutating func makeController(lazily: Bool = false) -> any ModelRowController {
    nextTitle += 1
    let size = ScrollStackControllerSize.fixed(someLength())
    let controller: any ModelRowController
    switch random(0..<100) {
    case 0..<8: controller = NestedStackController("n\(nextTitle)", size: size)
    case 8..<50 where driver.percent > 0: controller = FightingController("f\(nextTitle)", size: size, driver: driver)
    default: controller = SizedController("c\(nextTitle)", size: size)
    }
    if !lazily {
      // Loaded outside the operation: its viewDidLoad changes nothing.
      let wasRunning = driver.isOperationRunning
      driver.isOperationRunning = false
      _ = controller.view
      driver.isOperationRunning = wasRunning
    }
    return controller
  }

  /// An index that is valid most of the time and out of range otherwise.
  mutating func someIndex(validCount: Int) -> Int {
    if validCount > 0 && chance(88) { return random(0..<validCount) }
    return chance(50) ? -1 - random(0..<3) : validCount + random(0..<3)
  }

  mutating func completion() -> () -> Void {
    completionsExpected += 1
    return { [recorder] in recorder.completions += 1 }
  }

  mutating func performRandomOperation() {
    let count = model.rows.count
    let before = fixture.diagnostics.count
    callProblems.removeAll()
    var expectsDiagnostic = false
    /// Checks to make once the model has replayed the changes user code made.
    var laterChecks: [(StackReferenceModel) -> String?] = []
    driver.beginOperation()
    switch random(0..<15) {
    case 0, 1:
      let controller = makeController()
      let index = chance(90) ? random(0..<(count + 1)) : count + 1 + random(0..<3)
      lastOperation = "addRow at \(index)"
      let row = stack.addRow(
        controller: controller, at: .atIndex(index), animated: chance(30), completion: completion())
      if index <= count {
        model.rows.insert(.init(controller: controller, length: lengthOf(controller)), at: index)
        // User code may have removed the new row again (and the controller may have added
        // itself back as another row).
        let readded = driver.afterCommit.contains {
          if case .insert(let inserted, _) = $0 { return inserted === controller }
          return false
        }
        laterChecks.append { model in
          row == nil && !readded && model.rows.contains { $0.controller === controller } ? "returned nil" : nil
        }
      } else {
        expectsDiagnostic = true
      }
    case 2:
      let controllers = (0..<random(1..<4)).map { _ in makeController() }
      lastOperation = "addRows \(controllers.count) at top"
      stack.addRows(controllers: controllers, at: .top, completion: completion())
      model.rows.insert(
        contentsOf: controllers.map { .init(controller: $0, length: lengthOf($0)) }, at: 0)
    case 3:
      guard count > 0 else { return }
      let existing = model.rows[random(0..<count)].controller
      lastOperation = "re-add existing"
      if stack.addRow(controller: existing, completion: completion()) != nil { callProblems.append("accepted") }
      expectsDiagnostic = true
    case 4:
      let index = someIndex(validCount: count)
      lastOperation = "removeRow \(index)"
      let removed = stack.removeRow(index: index, animated: chance(20), completion: completion())
      if model.rows.indices.contains(index) {
        let entry = model.rows.remove(at: index)
        if removed !== entry.controller { callProblems.append("returned wrong controller") }
      } else {
        expectsDiagnostic = true
      }
    case 5:
      let indexes = (0..<random(0..<5)).map { _ in someIndex(validCount: count) }
      lastOperation = "removeRows \(indexes)"
      stack.removeRows(indexes: indexes, completion: completion())
      let valid = Set(indexes.filter { model.rows.indices.contains($0) })
      expectsDiagnostic = indexes.contains { !model.rows.indices.contains($0) }
      for index in valid.sorted(by: >) { model.rows.remove(at: index) }
    case 6:
      let index = someIndex(validCount: count)
      // The new controller's viewDidLoad runs inside the call and may change the stack first.
      let controller = makeController(lazily: true)
      let target = model.rows.indices.contains(index) ? model.rows[index].controller : nil
      lastOperation = "replaceRow \(index)"
      let row = stack.replaceRow(index: index, withRow: controller, completion: completion())
      for mutation in driver.beforeCommit { model.apply(mutation) }
      // The row replaced is the one that was at `index` when the call was made, wherever it is now.
      if let target, let current = model.rows.firstIndex(where: { $0.controller === target }) {
        let old = model.rows[current]
        model.rows[current] = .init(
          tag: controller, length: lengthOf(controller), isHidden: old.isHidden, insets: old.insets,
          padding: old.padding)
        if row == nil { callProblems.append("returned nil") }
      } else {
        expectsDiagnostic = true
        if row != nil { callProblems.append("replaced a row that had left") }
      }
    case 7:
      let from = someIndex(validCount: count)
      let to = someIndex(validCount: count)
      lastOperation = "moveRow \(from) -> \(to)"
      let moved = stack.moveRow(index: from, to: to, completion: completion())
      if model.rows.indices.contains(from) && model.rows.indices.contains(to) && from != to {
        let entry = model.rows.remove(at: from)
        model.rows.insert(entry, at: to)
        if !moved { callProblems.append("returned false") }
      } else {
        expectsDiagnostic = true
      }
    case 8:
      let index = someIndex(validCount: count)
      let hide = chance(60)
      lastOperation = "setRowHidden \(index) \(hide)"
      stack.setRowHidden(index: index, isHidden: hide, animated: chance(30), completion: completion())
      if model.rows.indices.contains(index) {
        expectsDiagnostic = model.rows[index].isHidden == hide
        model.rows[index].isHidden = hide
      } else {
        expectsDiagnostic = true
      }
    case 9:
      let index = someIndex(validCount: count)
      let newLength = someLength()
      lastOperation = "reloadRow \(index) to \(newLength)"
      if model.rows.indices.contains(index) {
        model.rows[index].controller.size = .fixed(newLength)
        model.rows[index].length = newLength
      } else {
        expectsDiagnostic = true
      }
      stack.reloadRow(index: index, animated: chance(30), completion: completion())
    case 10:
      let index = someIndex(validCount: count)
      let insets = StackEdgeInsets(top: someEdge(), left: someEdge(), bottom: someEdge(), right: someEdge())
      let padding = chance(50)
      lastOperation = "set \(padding ? "padding" : "insets") \(index) \(insets)"
      if padding {
        stack.setRowPadding(index: index, padding: UIEdgeInsets(insets))
      } else {
        stack.setRowInsets(index: index, insets: UIEdgeInsets(insets))
      }
      if model.rows.indices.contains(index) {
        if padding { model.rows[index].padding = insets } else { model.rows[index].insets = insets }
      } else {
        expectsDiagnostic = true
      }
    case 11, 12:
      if chance(3) {
        lastOperation = "scroll to NaN"
        stack.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        expectsDiagnostic = true
      } else {
        let coordinate = someCoordinate()
        lastOperation = "scroll to \(coordinate)"
        stack.contentOffset = CGPoint(along: model.axis, coordinate: coordinate, cross: 0)
      }
    case 13:
      let index = someIndex(validCount: count)
      let position = ScrollStackScrollPosition.allCases[random(0..<4)]
      lastOperation = "scrollToRow \(index) \(position)"
      stack.scrollToRow(index: index, at: position, animated: chance(50), completion: completion())
      // A hidden row takes no space: scrolling to it is refused and reported.
      expectsDiagnostic = !model.rows.indices.contains(index) || model.rows[index].isHidden
    default:
      switch random(0..<7) {
      case 0:
        let axis: StackAxis = model.axis == .vertical ? .horizontal : .vertical
        lastOperation = "axis \(axis)"
        stack.setAxis(axis.layoutAxis, animated: chance(50), completion: completion())
        model.axis = axis
      case 1:
        let size = CGSize(width: CGFloat(random(0..<4) * 100), height: CGFloat(random(0..<5) * 100))
        lastOperation = "viewport \(size)"
        stack.frame = CGRect(origin: .zero, size: size)
      // An empty viewport is reported when it becomes empty; that is checked in its own test.
      case 2:
        let inset = StackEdgeInsets(top: CGFloat(random(0..<3) * 20), bottom: CGFloat(random(0..<3) * 20))
        lastOperation = "contentInset \(inset)"
        stack.contentInset = UIEdgeInsets(inset)
      case 5:
        // The displayed rows change, nothing else does.
        let attachment: ScrollStackRowAttachment =
          chance(30) ? .all : chance(50) ? .standard : .windowed(margin: CGFloat(random(0..<4) * 100))
        lastOperation = "rowAttachment \(attachment)"
        stack.rowAttachment = attachment
      case 6 where driver.percent == 0:
        // The same controllers in reverse order, as new rows (their settings back to the defaults).
        lastOperation = "setRows reversed"
        let controllers = model.rows.reversed().map(\.controller)
        stack.setRows(controllers: controllers)
        model.rows = controllers.map { .init(controller: $0, length: lengthOf($0)) }
      case 3:
        lastOperation = "removeAllRows"
        stack.removeAllRows(animated: chance(50), completion: completion())
        model.rows.removeAll()
      default:
        // A controller that contains the stack can never be its row: the stack's own controller
        // offered to it, or the outer stack's controller offered to a stack nested in it.
        if let nested = model.rows.lazy.compactMap({ $0.controller as? NestedStackController }).first {
          lastOperation = "offer the outer controller to \(nested.title ?? "")"
          let diagnostics = nested.diagnostics.count
          if nested.scrollStack.addRow(controller: fixture.controller, completion: completion()) != nil {
            callProblems.append("nested stack accepted its ancestor")
          }
          if nested.diagnostics.count != diagnostics + 1 { callProblems.append("no diagnostic from the nested stack") }
        } else {
          lastOperation = "offer the stack's own controller"
          if stack.addRow(controller: fixture.controller, completion: completion()) != nil {
            callProblems.append("accepted its own controller")
          }
          expectsDiagnostic = true
        }
      }
    }
    // The UIKit host ends animations only when the clock moves and places rows in its layout
    // pass: both run inside the operation (the headless host finished them within the call), so
    // that user code in their callbacks still fights back.
    settle()
    driver.endOperation()
    if !driver.beforeCommit.isEmpty && !lastOperation.hasPrefix("replaceRow") {
      callProblems.append("user code ran before the change: \(driver.log)")
    }
    for mutation in driver.afterCommit { model.apply(mutation) }
    callProblems.append(contentsOf: laterChecks.compactMap { $0(model) })
    let reported = fixture.diagnostics.count - before
    if expectsDiagnostic && reported == 0 { callProblems.append("no diagnostic") }
    if !expectsDiagnostic && reported > 0 && !lastOperation.hasPrefix("viewport")
      && !lastOperation.hasPrefix("contentInset")
    {
      callProblems.append("unexpected diagnostic \(fixture.diagnostics[before])")
    }
  }

  /// Ends every animation and lays out until nothing is left running: user code in the layout
  /// pass or in a completion may start another animated change.
  func settle() {
    for _ in 0..<100 {
      fixture.finishAnimations()
      if stack.engine.rowWindow.animatedChangeCount == 0 { return }
    }
  }

  func lengthOf(_ controller: any ModelRowController) -> CGFloat {
    if case .fixed(let length) = controller.size { return length }
    return 0
  }

  /// Every invariant, as a list of the ones that fail.
  func checkInvariants() -> [String] {
    var problems = callProblems
    let rows = stack.rows
    if rows.count != model.rows.count {
      problems.append("row count \(rows.count) != model \(model.rows.count)")
      return problems
    }
    if StackAxis(stack.axis) != model.axis { problems.append("axis") }
    let axis = model.axis
    var position: CGFloat = 0
    for (index, entry) in model.rows.enumerated() {
      let row = rows[index]
      if row.controller !== entry.controller { problems.append("identity at \(index)") }
      if row.index != index { problems.append("index of row \(index) is \(String(describing: row.index))") }
      let extent = model.extent(of: entry)
      let frame = placeOfRow(row, at: index)
      let expectedStart = position + (entry.isHidden ? 0 : entry.padding.leading(along: axis))
      let expectedLength = entry.isHidden ? 0 : entry.length + entry.insets.total(along: axis)
      // A length is the difference of two coordinates: it is as exact as they are.
      let scale = Swift.max(abs(frame.start(along: axis)), abs(frame.end(along: axis)))
      if !close(frame.start(along: axis), expectedStart)
        || !close(frame.size.length(along: axis), expectedLength, scale: scale)
      {
        problems.append(
          "frame of row \(index) \(frame.compactText), expected start \(expectedStart) length \(expectedLength)")
      }
      position += extent
    }
    if !close(stack.contentSize.length(along: axis), model.contentLength) {
      problems.append("content length \(stack.contentSize.length(along: axis)) != \(model.contentLength)")
    }
    // nil: a row the extreme mode cannot judge from its frame (see `visibilityFromFrames`).
    let expected: [ScrollStackRowVisibility?] =
      extremeNumbers ? visibilityFromFrames() : model.visibility(in: stack)
    for (index, row) in rows.enumerated() {
      guard let expectedVisibility = expected[index], !same(row.visibility, expectedVisibility) else { continue }
      problems.append("visibility of row \(index) is \(row.visibility), brute force \(expectedVisibility)")
    }
    let visibleByAPI = stack.visibleRows.compactMap(\.index).filter { expected[$0] != nil }
    let visibleByModel = expected.indices.filter { expected[$0]?.isVisible == true }
    if visibleByAPI != visibleByModel { problems.append("visibleRows \(visibleByAPI) != \(visibleByModel)") }
    for row in rows {
      let reported = recorder.reportedKind[ObjectIdentifier(row)]
      let actual: ScrollStackRowVisibility.Kind? = row.visibility.isVisible ? row.visibility.kind : nil
      if reported != actual {
        problems.append("events say row \(row.index ?? -1) is \(String(describing: reported)), it is \(row.visibility)")
      }
    }
    problems.append(contentsOf: recorder.inconsistencies)
    let called = recorder.completions + driver.completionsCalled
    let due = completionsExpected + driver.completionsExpected
    if called != due { problems.append("completions \(called) != \(due)") }
    for row in rows {
      guard let controller = row.controller else { continue }
      if controller.parent !== fixture.controller { problems.append("row \(row.index ?? -1) is not a child") }
      if controller.view.superview !== row { problems.append("row \(row.index ?? -1) does not hold its view") }
    }
    if fixture.controller.children.count != rows.count {
      problems.append("\(fixture.controller.children.count) children for \(rows.count) rows")
    }
    // Every displayed row's controller appeared, every other one disappeared, calls balanced.
    problems.append(contentsOf: AppearanceBalance.problems(in: stack).prefix(2))
    // The stack's public invariants and the engine's content map.
    problems.append(contentsOf: fixture.inconsistencies().prefix(3))
    return problems
  }

  /// Equal; in the extreme mode, both finite and equal within 1e-9 of the largest of them and
  /// `scale` (the stack's sums are exact, the model's are not, and a frame at 1e17 cannot hold a
  /// length of 25 exactly).
  private func close(_ actual: CGFloat, _ expected: CGFloat, scale: CGFloat = 0) -> Bool {
    guard extremeNumbers else { return actual == expected }
    guard actual.isFinite, expected.isFinite else { return false }
    return abs(actual - expected) <= 1e-9 * Swift.max(1, abs(actual), abs(expected), scale)
  }

  /// The extreme mode's brute force: every row's visibility measured on its own frame (already
  /// checked against the model), so that exact and naive sums cannot disagree at an edge.
  ///
  /// `nil` where the row or the visible interval lies beyond 2^52 points: there a coordinate
  /// moves in steps of a point or more (16 at 1e17), the frame is only the nearest representation
  /// of the row's place, and visibility follows the exact place (as documented).
  private func visibilityFromFrames() -> [ScrollStackRowVisibility?] {
    let axis = model.axis
    let size = stack.frame.size
    // The visible area as the documentation defines it (the bounds less the adjusted insets),
    // computed the one way the stack computes it: the same interval in another order of
    // operations can differ in its last bit, which decides a row that ends at the edge.
    let visible = ScrollViewGeometry(stack).visibleRect
    let visibleStart = visible.start(along: axis)
    let visibleEnd = visible.end(along: axis)
    let precise: CGFloat = 0x1p52
    return zip(stack.rows, model.rows).enumerated().map { index, pair -> ScrollStackRowVisibility? in
      let (row, entry) = pair
      if entry.isHidden { return .hidden }
      guard size.width > 0 && size.height > 0 else { return .offscreen }
      let frame = placeOfRow(row, at: index)
      let magnitudes = [frame.start(along: axis), frame.end(along: axis), visibleStart, visibleEnd].map(abs)
      if magnitudes.contains(where: { $0 >= precise }) { return nil }
      return ScrollStackRowVisibility.measure(
        start: frame.start(along: axis), end: frame.end(along: axis), visibleStart: visibleStart,
        visibleEnd: visibleEnd)
    }
  }

  /// The row's frame: its view's when it is displayed; the engine's place otherwise (on UIKit a
  /// row that is not displayed keeps the view frame it had when last displayed).
  private func placeOfRow(_ row: ScrollStackRow, at index: Int) -> CGRect {
    row.isDisplayed ? row.frame : stack.engine.rowFrame(at: index)
  }

  private func same(_ a: ScrollStackRowVisibility, _ b: ScrollStackRowVisibility) -> Bool {
    if case .partial(let x) = a, case .partial(let y) = b { return abs(x - y) < 1e-6 }
    return a == b
  }
}

/// Follows the visibility events and notes any that does not match a change of state.
@MainActor
final class VisibilityEventRecorder: ScrollStackControllerDelegate {
  var reportedKind: [ObjectIdentifier: ScrollStackRowVisibility.Kind] = [:]
  var inconsistencies: [String] = []
  var completions = 0
  /// Called after every visibility and layout call: user code that may change the stack.
  var onEvent: (() -> Void)?

  func scrollStackRowDidBecomeVisible(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {
    let identity = ObjectIdentifier(row)
    if !state.isVisible { inconsistencies.append("visible event with state \(state)") }
    if reportedKind[identity] == state.kind { inconsistencies.append("repeated visible event for row \(index)") }
    if row.index != index { inconsistencies.append("visible event index \(index) != row index") }
    reportedKind[identity] = state.kind
    onEvent?()
  }

  func scrollStackRowDidBecomeHidden(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) {
    let identity = ObjectIdentifier(row)
    if state.isVisible { inconsistencies.append("hidden event with state \(state)") }
    if reportedKind[identity] == nil { inconsistencies.append("hidden event for a row not reported visible") }
    reportedKind[identity] = nil
    onEvent?()
  }

  func scrollStackDidUpdateLayout(_ stackView: ScrollStack) {
    onEvent?()
  }
}
