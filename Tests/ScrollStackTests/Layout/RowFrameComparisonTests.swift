import Foundation
import Testing

@testable import ScrollStack

/// The rect comparison a row uses when it applies its layout (`CGRect.isSame(as:)`) answers as
/// CGRect's `==` does.
@Suite @MainActor struct RowFrameComparisonTests {
  @Test("A row compares its frames as CGRect's == does")
  func sameRectAgreesWithEquality() {
    let rects = [
      CGRect(x: 10, y: 20, width: 100, height: 50),
      CGRect(x: 10, y: 20, width: 100, height: 51),
      CGRect(x: 11, y: 20, width: 100, height: 50),
      CGRect(x: 10, y: 21, width: 100, height: 50),
      CGRect(x: 10, y: 20, width: 101, height: 50),
      CGRect(x: 110, y: 20, width: -100, height: 50),
      CGRect(x: 10, y: 70, width: 100, height: -50),
      CGRect(x: -0.0, y: 0, width: 0, height: 0),
      CGRect.zero,
      CGRect.null,
      CGRect.infinite,
      CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
      CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1),
    ]
    for a in rects {
      for b in rects {
        #expect(a.isSame(as: b) == (a == b), "\(a) and \(b)")
      }
    }
  }
}
