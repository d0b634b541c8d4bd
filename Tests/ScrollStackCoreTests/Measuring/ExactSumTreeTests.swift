import Foundation
import Testing

@testable import ScrollStackCore

@Suite struct ExactSumTreeTests {
  @Test func prefixSumsAndSearchesAgreeWithAPlainScanAfterChanges() {
    var values: [CGFloat] = [3, 0, 5.5, 2, 0, 7, 1]
    var tree = ExactSumTree(values.map(ExactSum.init))
    tree.set(ExactSum(4), at: 1)
    values[1] = 4
    for count in 0...values.count + 1 {
      #expect(tree.prefixSum(count).value == values.prefix(count).reduce(0, +))
    }
    for limit in stride(from: CGFloat(-1), through: 25, by: 0.5) {
      var running: CGFloat = 0
      let expected = values.prefix {
        running += $0; return running <= limit
      }.count
      let found = tree.longestPrefix { $0.value <= limit }
      #expect(found.count == expected, "limit \(limit)")
      #expect(found.sum.value == values.prefix(expected).reduce(0, +))
    }
    #expect(tree.total.value == values.reduce(0, +))
    #expect(tree[2].value == 5.5)
  }

  @Test func aRememberedPrefixFollowsChangesToTheValuesItCovers() {
    var values: [CGFloat] = [1, 2, 3, 4, 5, 6]
    var tree = ExactSumTree(values.map(ExactSum.init))
    #expect(tree.prefixSum(4).value == 10)
    // The last value the prefix covers, then one inside it, then values after it.
    for (index, value) in [(3, 40.0), (0, 100.0), (4, 50.0), (5, 60.0)] as [(Int, CGFloat)] {
      tree.set(ExactSum(value), at: index)
      values[index] = value
      #expect(tree.prefixSum(4).value == values.prefix(4).reduce(0, +), "after setting value \(index)")
      #expect(tree.prefixSum(5).value == values.prefix(5).reduce(0, +), "after setting value \(index)")
    }
  }

  @Test func anEmptyTreeHasNoPrefix() {
    var tree = ExactSumTree()
    #expect(tree.count == 0)
    #expect(tree.total.value == 0)
    #expect(tree.longestPrefix { _ in true }.count == 0)
    #expect(tree.prefixSum(3).value == 0)
  }
}
