import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// Follows each row's visibility from the delegate calls alone, by row identity.
@MainActor
private final class VisibilityTracker: ScrollStackControllerDelegate {
  var visibleRows = Set<ObjectIdentifier>()

  func scrollStackRowDidBecomeVisible(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) { visibleRows.insert(ObjectIdentifier(row)) }

  func scrollStackRowDidBecomeHidden(
    _ stackView: ScrollStack, row: ScrollStackRow, index: Int, state: ScrollStackRowVisibility
  ) { visibleRows.remove(ObjectIdentifier(row)) }
}

/// Long random sequences of operations, some animated on a manual clock, against an array
/// model; after every step the stack must match the model, be consistent, agree with what its
/// delegate was told, and have called no completion twice. At the end every completion has run
/// exactly once.
@Suite @MainActor struct ModelBasedStackTests {
  private struct ModelRow: Equatable {
    var title: String
    var length: CGFloat
    var isHidden = false
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as [UInt64])
  func randomOperationsKeepTheStackEqualToTheModel(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let fixture = StackFixture()
    let stack = fixture.stack
    let tracker = VisibilityTracker()
    stack.stackDelegate = tracker
    stack.onChangeRow = { row, isRemoved in
      if isRemoved { tracker.visibleRows.remove(ObjectIdentifier(row)) }
    }
    var model: [ModelRow] = []
    var completions: [CompletionCounter] = []
    var nextTitle = 0
    var history: [String] = []

    func newController() -> (SizedController, ModelRow) {
      let length = CGFloat(Int.random(in: 1...25, using: &random) * 10)
      let controller = SizedController("c\(nextTitle)", size: .fixed(length))
      nextTitle += 1
      return (controller, ModelRow(title: controller.title ?? "", length: length))
    }
    func completion() -> () -> Void {
      let counter = CompletionCounter()
      completions.append(counter)
      return counter.handler
    }
    func randomInsets() -> UIEdgeInsets {
      UIEdgeInsets(
        top: CGFloat(Int.random(in: 0...2, using: &random) * 5),
        left: CGFloat(Int.random(in: 0...2, using: &random) * 5),
        bottom: CGFloat(Int.random(in: 0...2, using: &random) * 5), right: 0)
    }

    for step in 0..<400 {
      let count = model.count
      let index = count == 0 ? 0 : Int.random(in: 0..<count, using: &random)
      let animated = Bool.random(using: &random)
      switch Int.random(in: 0..<14, using: &random) {
      case 0, 1:
        let (controller, row) = newController()
        let position = Int.random(in: 0...count, using: &random)
        history.append("add \(row.title) at \(position)")
        stack.addRow(controller: controller, at: .atIndex(position), animated: animated, completion: completion())
        model.insert(row, at: position)
      case 2 where count > 0:
        history.append("remove \(index)")
        stack.removeRow(index: index, animated: animated, completion: completion())
        model.remove(at: index)
      case 3 where count > 0:
        let indexes = (0..<3).map { _ in Int.random(in: 0..<count, using: &random) }
        history.append("removeRows \(indexes)")
        stack.removeRows(indexes: indexes, animated: animated, completion: completion())
        for removed in Set(indexes).sorted(by: >) { model.remove(at: removed) }
      case 4 where count > 1:
        var destination = Int.random(in: 0..<count, using: &random)
        if destination == index { destination = (index + 1) % count }
        history.append("move \(index) to \(destination)")
        stack.moveRow(index: index, to: destination, animated: animated, completion: completion())
        model.insert(model.remove(at: index), at: destination)
      case 5 where count > 0:
        history.append("toggle \(index)")
        model[index].isHidden.toggle()
        stack.setRowHidden(index: index, isHidden: model[index].isHidden, animated: animated, completion: completion())
      case 6 where count > 0:
        let (controller, row) = newController()
        history.append("replace \(index) with \(row.title)")
        stack.replaceRow(index: index, withRow: controller, animated: animated, completion: completion())
        model[index] = ModelRow(title: row.title, length: row.length, isHidden: model[index].isHidden)
      case 7 where count > 0:
        let length = CGFloat(Int.random(in: 0...25, using: &random) * 10)
        history.append("resize \(index) to \(length)")
        (stack.rows[index].controller as? SizedController)?.size = .fixed(length)
        stack.reloadRow(index: index, animated: animated, completion: completion())
        model[index].length = length
      case 8 where count > 0:
        history.append("insets \(index)")
        stack.setRowInsets(index: index, insets: randomInsets())
      case 9 where count > 0:
        history.append("padding \(index)")
        stack.setRowPadding(index: index, padding: randomInsets())
      case 10:
        let offset = CGFloat(Int.random(in: -5...120, using: &random) * 10)
        history.append("scroll to \(offset)")
        stack.contentOffset = CGPoint(along: StackAxis(stack.axis), coordinate: offset, cross: 0)
      case 11:
        let height = CGFloat(Int.random(in: 0...60, using: &random) * 10)
        let width = CGFloat(Int.random(in: 0...40, using: &random) * 10)
        history.append("viewport \(width)x\(height)")
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
      case 12:
        history.append("axis flip")
        stack.setAxis(stack.axis == .vertical ? .horizontal : .vertical, animated: animated, completion: completion())
      default:
        history.append("advance")
        ScreenTestDriver.advanceTime(by: 0.125)
      }
      // Row frames are applied in the stack's layout pass.
      fixture.layout()

      let axis = StackAxis(stack.axis)
      // A row that is not displayed keeps the view frame it had when last displayed (UIKit): its
      // place is the engine's.
      let actual = stack.rows.enumerated().map { index, row -> ModelRow in
        let insets = row.isHidden ? 0 : StackEdgeInsets(row.rowInsets).total(along: axis)
        let frame = row.isDisplayed ? row.frame : stack.engine.rowFrame(at: index)
        return ModelRow(
          title: row.controller?.title ?? "", length: frame.size.length(along: axis) - insets,
          isHidden: row.isHidden)
      }
      let expected = model.map { ModelRow(title: $0.title, length: $0.isHidden ? 0 : $0.length, isHidden: $0.isHidden) }
      let problems = fixture.inconsistencies()
      let told = Set(stack.rows.filter { $0.visibility.isVisible }.map { ObjectIdentifier($0) })
      let completionCounts = Set(completions.map(\.count))
      guard actual == expected, problems.isEmpty, told == tracker.visibleRows, completionCounts.isSubset(of: [0, 1])
      else {
        Issue.record(
          """
          seed \(seed) step \(step): \(history.suffix(5).joined(separator: "; "))
          rows \(actual) model \(expected) problems \(problems)
          delegate agrees: \(told == tracker.visibleRows) completions: \(completionCounts)
          """)
        return
      }
    }
    fixture.finishAnimations()
    #expect(completions.count > 150)
    #expect(completions.allSatisfy { $0.count == 1 })
    #expect(stack.engine.rowWindow.animatedChangeCount == 0)
  }
}
