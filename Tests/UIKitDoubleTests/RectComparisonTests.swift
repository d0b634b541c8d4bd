import Testing

@testable import ScrollStackUIKitDouble

/// The frame setter's rect comparison (`UIView.isSameRect`) answers as CGRect's `==` does.
@Suite @MainActor struct RectComparisonTests {
  @Test("The frame setter compares rects as CGRect's == does — CGRect.==, UIView.frame")
  func sameRectAgreesWithEquality() {
    let rects = [
      CGRect(x: 10, y: 20, width: 100, height: 50),
      CGRect(x: 10, y: 20, width: 100, height: 51),
      CGRect(x: 11, y: 20, width: 100, height: 50),
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
        #expect(UIView.isSameRect(a, b) == (a == b), "\(a) and \(b)")
      }
    }
  }
}
