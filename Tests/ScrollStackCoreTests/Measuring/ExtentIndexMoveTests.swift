import Foundation
import Testing

@testable import ScrollStackCore

/// Moving a row keeps the blocks and shifts the rows between the two places: the sums, the
/// lookups and the rows reported as renumbered agree with a plain array whatever the places
/// (within a block, across blocks, between the ends), with zero tails in the blocks.
@Suite struct ExtentIndexMoveTests {
  @Test func randomMovesAgreeWithAPlainArrayAndReportEveryRenumberedRow() {
    var state: UInt64 = 23
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    // Some rows of zero extent, and a batch left at zero then filled in order (zero tails).
    var model: [(id: Int, extent: CGFloat)] = (0..<400).map { ($0, $0 % 5 == 0 ? 0 : CGFloat($0 % 9) * 2.5) }
    var nextID = model.count
    var index = ExtentIndex(extents: model.map(\.extent))
    var fastMoves = 0
    for step in 0..<600 {
      let before = placements(index, ids: model.map(\.id))
      var changed: [Range<Int>] = []
      switch next(10) {
      case 0:
        // A batch of zeros at the end, its first rows then measured in order.
        let count = 1 + next(70)
        let added = (0..<count).map { (id: nextID + $0, extent: CGFloat(0)) }
        nextID += count
        let position = model.count
        model.append(contentsOf: added)
        changed.append(index.insert(contentsOf: added.map(\.extent), at: position))
        for offset in 0..<next(count + 1) {
          let extent = CGFloat(1 + next(40))
          model[position + offset].extent = extent
          index.setExtent(extent, at: position + offset)
        }
      case 1 where model.count > 200:
        let position = next(model.count)
        model.remove(at: position)
        changed.append(index.remove(at: position))
      default:
        let source = [0, model.count - 1, next(model.count)][next(3)]
        var destination = [0, model.count - 1, next(model.count), source + 1 - 2 * next(2)][next(4)]
        destination = Swift.min(Swift.max(destination, 0), model.count - 1)
        guard source != destination else { continue }
        let moved = model.remove(at: source)
        if let ranges = index.move(from: source, to: destination) {
          fastMoves += 1
          model.insert(moved, at: destination)
          changed += [ranges.0, ranges.1]
        } else {
          // A removal and an insertion, as the engine does: the removal's rows are named by the
          // ids at its positions then (the insertion shifts them).
          let length = index.extents[source]
          let removal = index.remove(at: source)
          model.insert(moved, at: destination)
          let shifted = removal.map { $0 >= destination ? $0 + 1 : $0 }
          changed += shifted.map { $0..<($0 + 1) }
          changed.append(index.insert(contentsOf: [length], at: destination))
        }
      }
      let after = placements(index, ids: model.map(\.id))
      var missed: [String] = []
      for (position, row) in model.enumerated() {
        let old = before[row.id]
        let new = after[row.id]
        guard old?.block !== new?.block || old?.offset != new?.offset else { continue }
        if !changed.contains(where: { $0.contains(position) }) {
          missed.append("step \(step): row \(position) outside \(changed)")
        }
      }
      #expect(missed.isEmpty, "\(missed.prefix(3))")
      expectWellFormed(index, count: model.count)
      let extents = model.map(\.extent)
      #expect(index.extents == extents)
      var sum: CGFloat = 0
      var wrong: [Int] = []
      for position in 0...extents.count {
        if index.prefixSum(position) != sum { wrong.append(position) }
        if position < extents.count { sum += extents[position] }
      }
      #expect(wrong.isEmpty, "step \(step): prefix sums wrong at \(wrong.prefix(5))")
      let offset = CGFloat(next(Int(sum) + 20))
      var running: CGFloat = 0
      let expected =
        extents.firstIndex {
          running += $0
          return running >= offset
        } ?? extents.count
      #expect(index.countOfRowsEnding(before: offset) == expected)
    }
    #expect(fastMoves > 200)
    #expect(index.total == model.map(\.extent).reduce(0, +))
  }

  @Test func aMoveThatWouldEmptyOrOverfillABlockChangesNothing() {
    var index = ExtentIndex(extents: [CGFloat](repeating: 2, count: 64 + ExtentIndex.minimumBlockLength))
    // Blocks of 64 rows, then one of the minimum length: its rows cannot leave it.
    #expect(index.blocks.count == 2)
    #expect(index.move(from: 70, to: 3) == nil)
    #expect(index.extents.count == 64 + ExtentIndex.minimumBlockLength)
    #expect(index.move(from: 3, to: 70) != nil)
    #expect(index.blocks.map(\.start) == [0, 63])
    #expect(index.prefixSum(80) == 160)
  }
}
