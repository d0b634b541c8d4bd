import Foundation
import Testing

@testable import ScrollStackCore

/// The UIKit platform's measured-size cache: one measurement per row, axis and cross length, the
/// entry kept by the row, every entry made stale at once by a trait change.
@Suite @MainActor struct FittingLengthCacheTests {
  /// Looks `entry` up, measuring (and counting) when it holds nothing usable, as the platform does.
  private func length(
    _ cache: FittingLengthCache, _ entry: inout FittingLengthCache.Entry?, axis: StackAxis = .vertical,
    crossLength: CGFloat, measurements: inout Int, measured: CGFloat = 42
  ) -> CGFloat {
    if let stored = cache.storedLength(in: entry, axis: axis, crossLength: crossLength) { return stored }
    measurements += 1
    entry = cache.entry(remembering: measured, axis: axis, crossLength: crossLength)
    return measured
  }

  @Test func fittingLengthIsMeasuredOncePerAxisAndCrossLength() {
    let cache = FittingLengthCache()
    var entry: FittingLengthCache.Entry?
    var measurements = 0
    #expect(length(cache, &entry, crossLength: 320, measurements: &measurements) == 42)
    #expect(length(cache, &entry, crossLength: 320, measurements: &measurements, measured: 7) == 42)
    #expect(measurements == 1)
    _ = length(cache, &entry, crossLength: 400, measurements: &measurements)
    _ = length(cache, &entry, axis: .horizontal, crossLength: 400, measurements: &measurements)
    #expect(measurements == 3)
    #expect(cache.storedLength(in: entry, axis: .horizontal, crossLength: 400) == 42)
    #expect(cache.storedLength(in: entry, axis: .vertical, crossLength: 400) == nil)
  }

  @Test func invalidateAllMakesEveryEntryStaleAndNewEntriesCurrent() {
    var cache = FittingLengthCache()
    var first: FittingLengthCache.Entry?
    var second: FittingLengthCache.Entry?
    var measurements = 0
    _ = length(cache, &first, crossLength: 320, measurements: &measurements)
    _ = length(cache, &second, crossLength: 320, measurements: &measurements)
    #expect(cache.storedLength(in: second, axis: .vertical, crossLength: 320) == 42)

    cache.invalidateAll()

    #expect(cache.storedLength(in: first, axis: .vertical, crossLength: 320) == nil)
    #expect(cache.storedLength(in: second, axis: .vertical, crossLength: 320) == nil)
    #expect(length(cache, &first, crossLength: 320, measurements: &measurements, measured: 10) == 10)
    #expect(measurements == 3)
    #expect(cache.storedLength(in: first, axis: .vertical, crossLength: 320) == 10)
    #expect(cache.storedLength(in: second, axis: .vertical, crossLength: 320) == nil)
    #expect(cache.storedLength(in: nil, axis: .vertical, crossLength: 320) == nil)
  }
}
