import Foundation

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - HookDriver

/// Plays user code that fights back: row controllers' containment and appearance callbacks and
/// the delegate call ``hook(from:controller:beforeCommit:)``, which now and then changes the
/// stack. Every change is recorded in order, so that the model can replay it.
///
/// A hook acts only while an operation of the random test runs, and never from inside a change
/// it made itself (one level of re-entrancy). A change made from a new controller's
/// `viewDidLoad` happens before the operation changes the stack (`beforeCommit`); every other
/// callback runs after.
@MainActor
final class HookDriver {
  var generator: SeededGenerator
  weak var stack: ScrollStack?
  /// Percent of hook calls that change the stack.
  var percent = 0
  var isOperationRunning = false
  private var isMutating = false
  private(set) var beforeCommit: [HookMutation] = []
  private(set) var afterCommit: [HookMutation] = []
  private(set) var log: [String] = []
  var completionsExpected = 0
  var completionsCalled = 0
  var nextTitle = 0

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed ^ 0x5EED_F00D)
  }

  func beginOperation() {
    isOperationRunning = true
    beforeCommit.removeAll()
    afterCommit.removeAll()
    log.removeAll()
  }

  func endOperation() {
    isOperationRunning = false
  }

  private func random(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }

  /// Called by user code: `source` names the callback, `controller` the row controller it is
  /// (which may add itself back once it has left the stack).
  func hook(from source: String, controller: (any ModelRowController)? = nil, beforeCommit: Bool = false) {
    guard isOperationRunning, !isMutating, let stack, random(0..<100) < percent else { return }
    isMutating = true
    defer { isMutating = false }
    let count = stack.rows.count
    var mutation: HookMutation?
    let completion: () -> Void = { [weak self] in self?.completionsCalled += 1 }
    switch random(0..<5) {
    case 0 where count > 0:
      let index = random(0..<count)
      completionsExpected += 1
      stack.removeRow(index: index, completion: completion)
      mutation = .remove(at: index)
    case 1:
      nextTitle += 1
      let inserted = SizedController("h\(nextTitle)", size: .fixed(CGFloat(random(0..<5) * 25)))
      _ = inserted.view
      let index = random(0..<(count + 1))
      completionsExpected += 1
      stack.addRow(controller: inserted, at: .atIndex(index), completion: completion)
      mutation = .insert(inserted, at: index)
    case 2 where count > 0:
      let index = random(0..<count)
      let hide = !stack.rows[index].isHidden
      completionsExpected += 1
      stack.setRowHidden(index: index, isHidden: hide, animated: random(0..<2) == 0, completion: completion)
      mutation = .setHidden(at: index, hide)
    case 3 where count > 1:
      let from = random(0..<count)
      let to = (from + 1 + random(0..<(count - 1))) % count
      completionsExpected += 1
      stack.moveRow(index: from, to: to, completion: completion)
      mutation = .move(from: from, to: to)
    case 4:
      // A controller that has left the stack adds itself back.
      guard let controller, stack.rowForController(controller) == nil, !beforeCommit else { break }
      let index = random(0..<(count + 1))
      completionsExpected += 1
      stack.addRow(controller: controller, at: .atIndex(index), completion: completion)
      mutation = .insert(controller, at: index)
    default:
      break
    }
    guard let mutation else { return }
    log.append("\(source): \(mutation)")
    if beforeCommit { self.beforeCommit.append(mutation) } else { afterCommit.append(mutation) }
  }
}
