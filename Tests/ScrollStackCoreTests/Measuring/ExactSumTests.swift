import Foundation
import Testing

@testable import ScrollStackCore

/// The extent index keeps exact sums and refuses extents that would overflow its total.
@Suite struct ExactSumTests {
  @Test func sumsDoNotDependOnTheOrderOfChanges() {
    var index = ExtentIndex(extents: [40.5, 56.6])
    index.setExtent(125.3, at: 0)
    #expect(index.total == 181.9)
    #expect(index.end(of: 1) == index.total)
    #expect(index.prefixSum(1) == 125.3)
  }

  @Test func aHugeExtentSetBackLeavesNoTrace() {
    var index = ExtentIndex(extents: [0.1, 40.5, 0.2])
    index.setExtent(1e17, at: 1)
    index.setExtent(0, at: 1)
    let expected = CGFloat(0.1) + CGFloat(0.2)
    #expect(index.total == expected)
    #expect(index.prefixSum(2) == 0.1)
  }

  @Test func extentsThatWouldOverflowTheTotalAreRefused() {
    var index = ExtentIndex(extents: [1e308, 0])
    let refused = [1e308, .infinity, .nan, -1].map { index.setExtent($0, at: 1) }
    #expect(refused == [false, false, false, false])
    #expect(index.extents == [1e308, 0])
    #expect(index.total == 1e308)
    let accepted = index.setExtent(5, at: 0)
    #expect(accepted)
    #expect(index.total == 5)
  }

  @Test func lookupsSeeTheSameRoundedEndsAsPrefixSums() {
    let extents: [CGFloat] = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]
    var index = ExtentIndex(extents: extents)
    for row in extents.indices {
      let end = index.end(of: row)
      #expect(index.countOfRowsEnding(atOrBefore: end) == row + 1)
      #expect(index.countOfRowsEnding(before: end) == row)
    }
  }
}
