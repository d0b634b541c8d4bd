import Foundation
import Testing

@testable import ScrollStackCore

@Suite struct RowSizeTraitsTests {
  private let regular = RowSizeTraits(
    contentSizeCategory: "UICTContentSizeCategoryL", horizontalSizeClass: 1, verticalSizeClass: 2, displayScale: 3,
    legibilityWeight: 0)

  @Test func eachSizeTraitInvalidatesTheRowSizes() {
    var larger = regular
    larger.contentSizeCategory = "UICTContentSizeCategoryXXL"
    var compact = regular
    compact.horizontalSizeClass = 2
    var rotated = regular
    rotated.verticalSizeClass = 1
    var otherScreen = regular
    otherScreen.displayScale = 2
    var boldText = regular
    boldText.legibilityWeight = 1
    for changed in [larger, compact, rotated, otherScreen, boldText] {
      #expect(changed.invalidateRowSizes(comingFrom: regular))
    }
  }

  @Test func unchangedTraitsAndTheFirstTraitsMeasureNothing() {
    #expect(!regular.invalidateRowSizes(comingFrom: regular))
    #expect(!regular.invalidateRowSizes(comingFrom: nil))
  }

  @Test func aNaNScaleSeenTwiceDoesNotRemeasureForever() {
    var broken = regular
    broken.displayScale = .nan
    #expect(!broken.invalidateRowSizes(comingFrom: broken))
    #expect(broken.invalidateRowSizes(comingFrom: regular))
  }
}
