import Foundation
import Testing

@testable import ScrollStackCore
@testable import ScrollStackHeadless

@Suite struct ColorDescriptionTests {
  @Test func ordinaryComponentsAreShownAsBytes() {
    #expect(Headless.Color(red: 1, green: 0.5, blue: 0, alpha: 0.25).description == "rgba(255, 127, 0, 0.25)")
  }

  @Test func nonFiniteOrHugeComponentsAreDescribedWithoutTrapping() {
    let color = Headless.Color(red: .nan, green: .infinity, blue: -1e300, alpha: 1e300)
    #expect(color.description == "rgba(nan, 255, 0, 1.0)")
    #expect(Headless.Color(red: -.infinity, green: 1e308, blue: 2, alpha: .nan).description == "rgba(0, 255, 255, nan)")
  }
}
