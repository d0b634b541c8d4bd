import Foundation
import ScrollStackTestSupport
import Testing

@testable import ScrollStack

/// Rows find their index through the blocks of the extent index (a block's start plus the row's
/// offset in it): long stacks whose blocks split, shrink, merge and empty keep every row's index,
/// frame and visibility right after each change.
@Suite @MainActor struct LongStackIndexTests {
  @Test func randomChangesToALongStackKeepEveryIndexRight() {
    let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
    var generator = SeededGenerator(seed: 42)
    func random(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }
    func views(_ count: Int) -> [UIView] {
      (0..<count).map { _ in SizedView(intrinsicSize: CGSize(width: 200, height: CGFloat(20 + random(0..<5) * 10)))
      }
    }
    stack.addRows(views: views(500))
    stack.layoutIfNeeded()
    var problems: [String] = []
    for step in 0..<120 where problems.isEmpty {
      let count = stack.rows.count
      let operation: String
      switch random(0..<7) {
      case 0:
        // Many rows one by one at one place: their block splits.
        let index = random(0..<(count + 1))
        for offset in 0..<random(1..<150) { stack.addRow(view: views(1)[0], at: .atIndex(index + offset)) }
        operation = "addRow × n at \(index)"
      case 1:
        // Many rows one by one from one place: their block shrinks, merges or empties.
        let index = random(0..<Swift.max(1, count))
        for _ in 0..<random(1..<90) where index < stack.rows.count { stack.removeRow(index: index) }
        operation = "removeRow × n at \(index)"
      case 2:
        let indexes = (0..<random(1..<12)).map { _ in random(0..<Swift.max(1, count)) }
        stack.removeRows(indexes: indexes)
        operation = "removeRows \(indexes)"
      case 3:
        stack.addRows(views: views(random(1..<400)), at: .atIndex(random(0..<(count + 1))))
        operation = "addRows"
      case 4 where count > 1:
        let (source, destination) = (random(0..<count), random(0..<count))
        stack.moveRow(index: source, to: destination)
        operation = "moveRow \(source) → \(destination)"
      case 5 where count > 0:
        let index = random(0..<count)
        stack.setRowHidden(index: index, isHidden: !stack.rows[index].isHidden)
        operation = "hide/show \(index)"
      default:
        stack.contentOffset = CGPoint(x: 0, y: CGFloat(random(0..<Swift.max(1, Int(stack.contentSize.height)))))
        operation = "scroll"
      }
      if stack.rows.count < 150 { stack.addRows(views: views(200)) }
      // The run loop's layout pass, which places the displayed rows' views.
      stack.layoutIfNeeded()
      problems = ScrollStackInvariants.violations(in: stack).map { "step \(step) after \(operation): \($0)" }
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
  }
}
