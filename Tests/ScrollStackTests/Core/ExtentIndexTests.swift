import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

@Suite struct ExtentIndexTests {
  @Test func prefixSumsMatchAPlainSum() {
    var generator = SeededGenerator(seed: 7)
    var extents = (0..<300).map { _ in CGFloat(Int.random(in: 0..<50, using: &generator)) }
    var index = ExtentIndex(extents: extents)
    for _ in 0..<200 {
      let position = Int.random(in: 0..<extents.count, using: &generator)
      let value = CGFloat(Int.random(in: 0..<50, using: &generator))
      extents[position] = value
      index.setExtent(value, at: position)
      let probe = Int.random(in: 0...extents.count, using: &generator)
      #expect(index.prefixSum(probe) == extents[..<probe].reduce(0, +))
    }
    #expect(index.total == extents.reduce(0, +))
  }

  @Test func lookupsCountRowsByTheirEnds() {
    // Ends: 10, 10 (zero extent), 30, 60.
    let index = ExtentIndex(extents: [10, 0, 20, 30])
    #expect(index.countOfRowsEnding(before: 10) == 0)
    #expect(index.countOfRowsEnding(atOrBefore: 10) == 2)
    #expect(index.countOfRowsEnding(before: 30.5) == 3)
    #expect(index.countOfRowsEnding(atOrBefore: 1000) == 4)
    #expect(index.countOfRowsEnding(before: -1) == 0)
  }

  @Test func insertRemoveAndMoveKeepSums() {
    var index = ExtentIndex(extents: [1, 2, 3])
    index.insert(10, at: 1)
    #expect(index.extents == [1, 10, 2, 3])
    #expect(index.prefixSum(2) == 11)
    index.remove(at: 0)
    #expect(index.extents == [10, 2, 3])
    #expect(index.total == 15)
  }
}
