import Foundation
import Testing

@testable import ScrollStackCore

/// The length of a scroll view that sizes itself to its content, up to a maximum.
@Suite struct ContentFittingLengthTests {
  @Test func theContentAndItsInsetsUpToTheMaximum() {
    #expect(ContentFittingLength.length(contentLength: 200, insetLength: 20, maximum: 300) == 220)
    #expect(ContentFittingLength.length(contentLength: 400, insetLength: 20, maximum: 300) == 300)
    #expect(ContentFittingLength.length(contentLength: 0, insetLength: 0, maximum: 300) == 0)
  }

  @Test func badValuesCountAsZeroAndAnInfiniteMaximumIsNoLimit() {
    #expect(ContentFittingLength.length(contentLength: .nan, insetLength: 10, maximum: 300) == 10)
    #expect(ContentFittingLength.length(contentLength: -5, insetLength: .infinity, maximum: 300) == 0)
    #expect(ContentFittingLength.length(contentLength: 100, insetLength: 0, maximum: .nan) == 0)
    #expect(ContentFittingLength.length(contentLength: 1e6, insetLength: 0, maximum: .infinity) == 1e6)
    #expect(ContentFittingLength.length(contentLength: .infinity, insetLength: 0, maximum: 300) == 300)
    #expect(ContentFittingLength.length(contentLength: .infinity, insetLength: 0, maximum: .infinity) == nil)
  }
}
