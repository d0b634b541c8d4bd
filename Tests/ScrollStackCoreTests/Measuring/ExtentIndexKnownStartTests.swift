import Foundation
import Testing

@testable import ScrollStackCore

/// A row remembered to start after an offset vouches for the rows after it only while nothing
/// before it changes: a bulk insertion past the window skips summing their starts on that.
@Suite struct ExtentIndexKnownStartTests {
  @Test func aRememberedStartCoversTheRowsAfterItAndSmallerOffsetsOnly() {
    var index = ExtentIndex(extents: [CGFloat](repeating: 10, count: 300))
    let knownBefore = index.isKnownToStart(200, after: 0)
    #expect(!knownBefore)

    index.rememberStart(of: 100, isAfter: 950)

    let answers = [
      index.isKnownToStart(100, after: 950), index.isKnownToStart(299, after: 900),
      index.isKnownToStart(99, after: 950), index.isKnownToStart(150, after: 951),
    ]
    // The row itself and a later one, at that offset or a smaller one; not an earlier row, not a
    // larger offset.
    #expect(answers == [true, true, false, false])
  }

  @Test func aChangeBeforeTheRememberedRowForgetsItAndOneFromItOnKeepsIt() {
    func remembered() -> ExtentIndex {
      var index = ExtentIndex(extents: [CGFloat](repeating: 10, count: 300))
      index.rememberStart(of: 100, isAfter: 950)
      return index
    }
    let forgetting: [(String, (inout ExtentIndex) -> Void)] = [
      ("shrink before", { $0.setExtent(0, at: 99) }),
      ("insert before", { _ = $0.insert(contentsOf: [1], at: 40) }),
      ("remove before", { _ = $0.remove(at: 0) }),
      ("rebuild", { $0.rebuild(with: [CGFloat](repeating: 10, count: 300)) }),
      ("reset to zero", { $0.resetToZero() }),
    ]
    for (name, change) in forgetting {
      var index = remembered()
      change(&index)
      let known = index.isKnownToStart(200, after: 950)
      #expect(!known, "\(name)")
    }
    let keeping: [(String, (inout ExtentIndex) -> Void)] = [
      ("shrink the row", { $0.setExtent(0, at: 100) }),
      ("insert at the row", { _ = $0.insert(contentsOf: [0, 0], at: 100) }),
      ("remove after", { _ = $0.remove(at: 150) }),
    ]
    for (name, change) in keeping {
      var index = remembered()
      change(&index)
      let known = index.isKnownToStart(200, after: 950)
      #expect(known, "\(name)")
    }
  }

  @Test func whatIsKnownAlwaysHoldsThroughRandomChanges() {
    // A reproducible pseudo-random walk (a linear congruential sequence).
    var state: UInt64 = 11
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    var index = ExtentIndex(extents: (0..<400).map { _ in CGFloat(next(60)) })
    for step in 0..<3_000 {
      switch next(4) {
      case 0: index.setExtent(CGFloat(next(60)), at: next(index.count))
      case 1: _ = index.insert(contentsOf: [CGFloat(next(60))], at: next(index.count + 1))
      case 2 where index.count > 1: _ = index.remove(at: next(index.count))
      default:
        // A query as the window makes it: remember the row when it starts past the offset. The
        // offset is a little short of the row's start, as the window's end is for the rows it
        // checks: a change before the row that is not forgotten soon makes the memory wrong.
        let row = next(index.count)
        let offset = Swift.max(0, index.prefixSum(row) - CGFloat(next(40)))
        if !index.isKnownToStart(row, after: offset), index.prefixSum(row) > offset {
          index.rememberStart(of: row, isAfter: offset)
        }
      }
      let row = next(index.count)
      let offset = CGFloat(next(Int(index.total) + 1))
      if index.isKnownToStart(row, after: offset) {
        let start = index.prefixSum(row)
        #expect(start > offset, "step \(step): row \(row), offset \(offset)")
      }
      // After every step, what is remembered still holds: the row starts after its offset (so
      // every row after it does). A random query alone rarely lands where a stale memory lies.
      if let known = index.rowStartingPast, known.index < index.count {
        let start = index.prefixSum(known.index)
        #expect(start > known.offset, "step \(step): row \(known.index) starts at \(start), not after \(known.offset)")
      }
    }
  }
}
