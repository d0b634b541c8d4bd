import Foundation
import Testing

@testable import ScrollStackCore

/// `ExtentIndex.place(of:)` (a row's start and end in one look-up) answers as `prefixSum(_:)` and
/// `end(of:)` do, to the last bit, and `accepts(_:at:)` refuses what overflows and accepts the rest.
@Suite struct ExtentIndexPlaceTests {
  /// Every row's place equals its prefix sum and end, read in order, backwards and after changes
  /// (a block split, a stale block total left by filling a zero tail).
  @Test func placeIsThePrefixSumAndTheEnd() {
    // Fractions that do not add up exactly in floating point, so that any other order of
    // summing shows in the last bit.
    var index = ExtentIndex(extents: (0..<300).map { CGFloat($0 % 7) * 0.1 + 1e-3 * CGFloat($0) })
    let check = { (index: inout ExtentIndex, step: String) in
      for row in Array(0..<index.count) + (0..<index.count).reversed() {
        let place = index.place(of: row)
        let start = index.prefixSum(row)
        let end = index.end(of: row)
        #expect(place.start == start && place.end == end, "\(step), row \(row)")
      }
    }
    check(&index, "built")
    _ = index.insert(contentsOf: [CGFloat](repeating: 0.3, count: 150), at: 100)
    check(&index, "split")
    _ = index.insert(contentsOf: [CGFloat](repeating: 0, count: 40), at: index.count)
    for row in (index.count - 40)..<(index.count - 20) { index.setExtent(0.7, at: row) }
    check(&index, "zero tail filled")
  }

  @Test func acceptsRefusesOnlyWhatOverflows() {
    var index = ExtentIndex(extents: [10, 20, 30])
    let longer = index.accepts(40, at: 1)
    let infinite = index.accepts(.infinity, at: 1)
    let negative = index.accepts(-1, at: 1)
    let notANumber = index.accepts(.nan, at: 1)
    #expect(longer && !infinite && !negative && !notANumber)
    let huge = index.setExtent(ExtentIndex.maximumTotal / 2, at: 0)
    // Near the limit the exact sum decides: the other rows' 50 points leave room for less.
    let fits = index.accepts(ExtentIndex.maximumTotal / 2, at: 1)
    let overflows = index.accepts(ExtentIndex.maximumTotal, at: 1)
    #expect(huge && fits && !overflows)
  }
}
