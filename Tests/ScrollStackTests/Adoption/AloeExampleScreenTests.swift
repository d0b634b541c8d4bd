import Foundation
import ScrollStackTestSupport
import Testing

@_spi(Engine) @testable import ScrollStack
@testable import ScrollStackCore

/// AloeStackView's example screen, written with its calls (``AloeExampleScreen``), lays out,
/// hides, shows, grows and taps as the example app does on AloeStackView.
@Suite @MainActor struct AloeExampleScreenTests {
  /// The screen in a key window, 390 × 844, laid out.
  @MainActor private struct Shown {
    let screen = AloeExampleScreen()
    let window: UIWindow

    init() {
      ScreenTestDriver.reset()
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = screen
      window.makeKeyAndVisible()
      ScreenTestDriver.runLayoutPass()
    }

    var stack: ScrollStack { screen.stackView }
    var heights: [CGFloat] {
      stack.layoutIfNeeded()
      return stack.rows.map(\.frame.height)
    }
  }

  @Test func theScreenHasTheExamplesRowsWithTheFiveHiddenOnesHidden() {
    let shown = Shown()

    #expect(shown.stack.rows.count == 14)
    #expect(
      shown.stack.rows.map(\.isHidden) == [false, false] + Array(repeating: true, count: 5)
        + Array(repeating: false, count: 7))
    #expect(shown.stack.rows[2...6].allSatisfy { $0.frame.height == 0 })
    #expect(shown.stack.rows[2].rowInsets.left == 30)
    #expect(shown.stack.rows[2].separatorInsets.left == 30)
    #expect(shown.stack.rows[6].separatorInsets.left == 15)
    #expect(ScrollStackInvariants.violations(in: shown.stack) == [])
  }

  @Test func tappingTheSwitchRowShowsTheHiddenRowsAndTappingAgainHidesThem() {
    let shown = Shown()

    tapWithFinger(shown.stack.rows[1])
    ScreenTestDriver.finishAnimations()
    #expect(shown.stack.rows[2...6].allSatisfy { !$0.isHidden && $0.frame.height > 24 })
    tapWithFinger(shown.stack.rows[1])
    ScreenTestDriver.finishAnimations()

    #expect(shown.stack.rows[2...6].allSatisfy { $0.isHidden })
    #expect(shown.screen.switchRow.log == ["didTapView", "didTapView"])
  }

  @Test func theExpandingRowGrowsOnEachTap() {
    let shown = Shown()
    let before = shown.heights[7]

    tapWithFinger(shown.stack.rows[7])
    tapWithFinger(shown.stack.rows[7])

    #expect(shown.heights[7] == before + 40)
    #expect(shown.stack.rows[8].frame.minY == shown.stack.rows[7].frame.maxY)
  }

  @Test func theHorizontalStackIs120PointsTallAndItsPhotosFollowTheirAspectRatio() {
    let shown = Shown()

    #expect(shown.heights[10] == 120)
    shown.screen.photos.layoutIfNeeded()
    let photoRows = shown.screen.photos.rows
    #expect(photoRows.count == 10)
    #expect(photoRows[0].frame.height == 120)
    #expect(photoRows[0].contentView.frame.height == 96)
    #expect(photoRows[0].contentView.frame.width == 128)
    #expect(photoRows[1].frame.minX == photoRows[0].frame.maxX)
  }

  @Test func tappingAPhotoRunsItsHandler() {
    let shown = Shown()
    shown.screen.photos.layoutIfNeeded()

    tapWithFinger(shown.screen.photos.rows[2])
    shown.stack.scrollRowToVisible(shown.screen.photo, animated: false)
    ScreenTestDriver.runLayoutPass()
    tapWithFinger(shown.stack.rows[13])

    #expect(shown.screen.tappedPhotos == [3, 0])
    #expect(shown.heights[13] == (390 - 30) * 0.5 + 24)
  }

  @Test func onlyTheLastRowAndTheHeadingsHaveNoSeparator() {
    let shown = Shown()
    shown.stack.layoutIfNeeded()

    let visible = shown.stack.rows.filter { !$0.isHidden }.map(\.isSeparatorVisible)

    #expect(visible == [true, true, true, false, false, true, false, false, false])
  }
}
