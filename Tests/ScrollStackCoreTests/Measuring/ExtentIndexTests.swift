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

  @Test func aBlockLocatedFromTheLastOneFoundFollowsSplitsAndMerges() {
    var index = ExtentIndex(extents: [CGFloat](repeating: 1, count: 200))
    let check = { (index: inout ExtentIndex, step: String) in
      // Forwards, backwards, then every row again: each answer after a stale hint.
      for row in Array(0..<index.count) + (0..<index.count).reversed() + Array(0..<index.count) {
        #expect(index.locateBlock(containing: row) == index.blockIndex(containing: row), "\(step), row \(row)")
      }
    }
    check(&index, "rebuilt")
    _ = index.insert(contentsOf: [CGFloat](repeating: 2, count: 100), at: 150)
    check(&index, "split")
    for _ in 0..<60 { _ = index.remove(at: 10) }
    check(&index, "merged")
    _ = index.insert(contentsOf: [3], at: index.count)
    check(&index, "appended")
  }

  @Test func everyBlockCarriesTheIdentityOfItsIndex() {
    var index = ExtentIndex(extents: [CGFloat](repeating: 1, count: 100))
    let other = ExtentIndex(extents: [1])
    _ = index.insert(contentsOf: [CGFloat](repeating: 2, count: 100), at: 50)
    for _ in 0..<40 { _ = index.remove(at: 0) }
    let blocks = index.blocks
    #expect(blocks.count > 1)
    #expect(blocks.allSatisfy { $0.indexIdentity === index.identity })
    #expect(other.blocks.allSatisfy { $0.indexIdentity !== index.identity })
  }

  @Test func lookupsCountRowsByTheirEnds() {
    // Ends: 10, 10 (zero extent), 30, 60.
    var index = ExtentIndex(extents: [10, 0, 20, 30])
    #expect(index.countOfRowsEnding(before: 10) == 0)
    #expect(index.countOfRowsEnding(atOrBefore: 10) == 2)
    #expect(index.countOfRowsEnding(before: 30.5) == 3)
    #expect(index.countOfRowsEnding(atOrBefore: 1000) == 4)
    #expect(index.countOfRowsEnding(before: -1) == 0)
  }

  @Test func insertAndRemoveKeepSums() {
    var index = ExtentIndex(extents: [1, 2, 3])
    _ = index.insert(contentsOf: [10], at: 1)
    #expect(index.extents == [1, 10, 2, 3])
    #expect(index.prefixSum(2) == 11)
    _ = index.remove(at: 0)
    #expect(index.extents == [10, 2, 3])
    #expect(index.total == 15)
  }

  /// Random insertions (one row, a few, many) and removals against a plain array: every prefix
  /// sum and lookup agrees with a plain sum or scan, the blocks stay well formed, and every row
  /// whose block or offset changed lies in the range the change returned.
  @Test func randomChangesAgreeWithAPlainArrayAndReportEveryMovedRow() {
    var state: UInt64 = 11
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    var model: [(id: Int, extent: CGFloat)] = (0..<300).map { ($0, CGFloat($0 % 7) * 4.5) }
    var nextID = model.count
    var index = ExtentIndex(extents: model.map(\.extent))
    for step in 0..<400 {
      let before = placements(index, ids: model.map(\.id))
      let changed: Range<Int>
      switch next(5) {
      case 0, 1:
        let position = next(model.count + 1)
        let count = [1, 1, 1, 3, 40, 150][next(6)]
        let added: [(id: Int, extent: CGFloat)] = (0..<count).map { (nextID + $0, CGFloat(next(90))) }
        nextID += count
        model.insert(contentsOf: added, at: position)
        changed = index.insert(contentsOf: added.map(\.extent), at: position)
      case 2,
        3 where !model.isEmpty:
        let position = next(model.count)
        model.remove(at: position)
        changed = index.remove(at: position)
      default:
        guard !model.isEmpty else { continue }
        let position = next(model.count)
        let extent = CGFloat(next(120)) * 0.25
        model[position].extent = extent
        index.setExtent(extent, at: position)
        changed = position..<position
      }
      let after = placements(index, ids: model.map(\.id))
      var missed: [String] = []
      for (position, row) in model.enumerated() {
        let old = before[row.id]
        let new = after[row.id]
        guard old?.block !== new?.block || old?.offset != new?.offset else { continue }
        if !changed.contains(position) { missed.append("step \(step): row \(position) outside \(changed)") }
      }
      #expect(missed.isEmpty, "\(missed.prefix(3))")
      expectWellFormed(index, count: model.count)
      let extents = model.map(\.extent)
      #expect(index.extents == extents)
      let probe = next(extents.count + 1)
      #expect(index.prefixSum(probe) == extents[..<probe].reduce(0, +))
      let offset = CGFloat(next(Int(extents.reduce(0, +)) + 20))
      var running: CGFloat = 0
      let expected =
        extents.firstIndex {
          running += $0; return running >= offset
        } ?? extents.count
      #expect(index.countOfRowsEnding(before: offset) == expected)
    }
    #expect(index.total == model.map(\.extent).reduce(0, +))
  }

  /// Rows of zero extent at the end of a block keep no running sums of their own (the block's
  /// zero tail): filling them in order, as a bulk insertion does, and any other change in
  /// between, keeps every prefix sum and lookup equal to a plain array's.
  @Test func zeroExtentsFilledInAnyOrderAgreeWithAPlainArray() {
    var state: UInt64 = 5
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    var model = [CGFloat](repeating: 0, count: 1_000)
    var index = ExtentIndex(extents: model)
    // A bulk fill in order, then random changes that insert zeros, fill them, and clear rows.
    for position in 0..<700 {
      model[position] = CGFloat(1 + next(80))
      index.setExtent(model[position], at: position)
    }
    for step in 0..<600 {
      switch next(6) {
      case 0:
        let position = next(model.count + 1)
        let count = [1, 2, 30, 200][next(4)]
        model.insert(contentsOf: repeatElement(0, count: count), at: position)
        _ = index.insert(contentsOf: [CGFloat](repeating: 0, count: count), at: position)
      case 1 where !model.isEmpty:
        let position = next(model.count)
        model.remove(at: position)
        _ = index.remove(at: position)
      case 2 where !model.isEmpty:
        let position = next(model.count)
        model[position] = 0
        index.setExtent(0, at: position)
      default:
        // The first zero row, as a measurement in order would find it, or any row.
        let position = next(2) == 0 ? model.firstIndex(of: 0) ?? next(model.count) : next(model.count)
        model[position] = CGFloat(1 + next(80)) * 0.5
        index.setExtent(model[position], at: position)
      }
      var running: CGFloat = 0
      var mismatches: [Int] = []
      for position in 0...model.count {
        if index.prefixSum(position) != running { mismatches.append(position) }
        if position < model.count { running += model[position] }
      }
      #expect(mismatches.isEmpty, "step \(step): prefix sums differ at \(mismatches.prefix(5))")
      #expect(index.total == running)
      let offset = CGFloat(next(Int(running) + 10))
      var sum: CGFloat = 0
      let expected =
        model.firstIndex {
          sum += $0; return sum > offset
        } ?? model.count
      #expect(index.countOfRowsEnding(atOrBefore: offset) == expected, "step \(step)")
    }
  }

  /// Filling rows in order leaves the tree behind by one block until something reads past it;
  /// near the largest total the check of a new extent is still exact.
  @Test func aFillInOrderNearTheLargestTotalRefusesExactly() {
    let maximum = ExtentIndex.maximumTotal
    var index = ExtentIndex(extents: [0, 0, 0])
    let first = index.setExtent(maximum * 0.4, at: 0)
    let second = index.setExtent(maximum * 0.4, at: 1)
    let tooMuch = index.setExtent(maximum * 0.3, at: 2)
    #expect(first && second && !tooMuch)
    #expect(index.extents == [maximum * 0.4, maximum * 0.4, 0])
    let totalAfterRefusal = index.total
    #expect(totalAfterRefusal == maximum * 0.8)
    let exactlyEnough = index.setExtent(maximum * 0.2, at: 2)
    let total = index.total
    let beforeLast = index.prefixSum(2)
    #expect(exactlyEnough)
    #expect(total == maximum)
    #expect(beforeLast == maximum * 0.8)
  }

  @Test func removingEveryRowOneByOneLeavesAnEmptyIndex() {
    var index = ExtentIndex(extents: (0..<500).map { CGFloat($0 % 5) })
    while index.count > 0 { _ = index.remove(at: index.count / 2) }
    #expect(index.blocks.isEmpty)
    #expect(index.total == 0)
    #expect(index.countOfRowsEnding(atOrBefore: 10) == 0)
    _ = index.insert(contentsOf: [3], at: 0)
    #expect(index.total == 3)
    #expect(index.blocks.count == 1)
  }

  @Test func aRowChangesBlockOnlyWhenItsBlockSplitsOrMerges() {
    var index = ExtentIndex(extents: [CGFloat](repeating: 1, count: 1_000))
    let blocksBefore = index.blocks.count
    // Appending one row touches only the new row.
    #expect(index.insert(contentsOf: [1], at: 1_000) == 1_000..<1_001)
    // Inserting at the top touches the first block only, whatever the row count.
    let changed = index.insert(contentsOf: [1], at: 0)
    #expect(changed.lowerBound == 0)
    #expect(changed.count <= ExtentIndex.maximumBlockLength)
    #expect(index.blocks.count == blocksBefore)
    #expect(index.blocks.last?.start == index.blockEnd(index.blocks.count - 2))
  }
}
