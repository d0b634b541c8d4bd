import Foundation
import Testing

@testable import ScrollStackCore

@Suite struct ExtentIndexTests {
  @Test func prefixSumsMatchAPlainSum() {
    // A reproducible pseudo-random walk (a linear congruential sequence).
    var state: UInt64 = 7
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    var extents = (0..<300).map { _ in CGFloat(next(50)) }
    var index = ExtentIndex(extents: extents)
    for _ in 0..<200 {
      let position = next(extents.count)
      let value = CGFloat(next(50))
      extents[position] = value
      index.setExtent(value, at: position)
      let probe = next(extents.count + 1)
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
