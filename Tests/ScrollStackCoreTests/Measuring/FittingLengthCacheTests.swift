import Foundation
import Testing

@testable import ScrollStackCore

/// The UIKit host's measured-size cache: one measurement per row, axis and cross length.
@Suite @MainActor struct FittingLengthCacheTests {
  @Test func fittingLengthIsMeasuredOncePerAxisAndCrossLength() {
    var cache = FittingLengthCache()
    let object = NSObject()
    let row = ObjectIdentifier(object)
    var measurements = 0
    let measure: () -> CGFloat = {
      measurements += 1
      return 42
    }
    #expect(cache.length(for: row, axis: .vertical, crossLength: 320, measure: measure) == 42)
    #expect(cache.length(for: row, axis: .vertical, crossLength: 320, measure: measure) == 42)
    #expect(measurements == 1)
    _ = cache.length(for: row, axis: .vertical, crossLength: 400, measure: measure)
    _ = cache.length(for: row, axis: .horizontal, crossLength: 400, measure: measure)
    #expect(measurements == 3)
    withExtendedLifetime(object) {}
  }

  @Test func reloadAndTraitChangesForgetMeasuredLengths() {
    var cache = FittingLengthCache()
    let objects = (NSObject(), NSObject())
    let first = ObjectIdentifier(objects.0)
    let second = ObjectIdentifier(objects.1)
    var measurements = 0
    let measure: () -> CGFloat = {
      measurements += 1
      return 10
    }
    _ = cache.length(for: first, axis: .vertical, crossLength: 320, measure: measure)
    _ = cache.length(for: second, axis: .vertical, crossLength: 320, measure: measure)
    cache.invalidate(first)
    #expect(cache.count == 1)
    _ = cache.length(for: first, axis: .vertical, crossLength: 320, measure: measure)
    #expect(measurements == 3)
    cache.invalidateAll()
    #expect(cache.count == 0)
    withExtendedLifetime(objects) {}
  }
}
