import Foundation
import Testing

@_spi(Engine) @testable import ScrollStackCore

@Suite @MainActor struct RowLayoutTests {
  /// A 40-point row with 5-point insets all round and 10 points of padding above and below, at
  /// the start of a 300-point wide vertical stack.
  private func paddedState() -> RowState {
    let state = RowState(defaults: RowDefaults())
    state.insets = StackEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    state.padding = StackEdgeInsets(top: 10, left: 20, bottom: 10, right: 0)
    state.measuredLength = 30
    state.separatorInsets = StackEdgeInsets(left: 15)
    state.separatorThickness = 1
    return state
  }

  private func layout(_ state: RowState, placeStart: CGFloat = 100, hidesSeparatorAsLast: Bool = false) -> RowLayout {
    let extent = RowLayout.unclampedExtent(of: state, axis: .vertical)
    return RowLayout(
      state: state, placeStart: placeStart, extent: state.isHidden ? 0 : extent,
      placeEnd: placeStart + (state.isHidden ? 0 : extent), axis: .vertical, crossLength: 300,
      hidesSeparatorAsLast: hidesSeparatorAsLast)
  }

  @Test func contentAndSeparatorFramesAreInRowCoordinates() {
    let result = layout(paddedState())
    #expect(result.rowFrame == CGRect(x: 20, y: 110, width: 280, height: 40))
    #expect(result.contentFrame == CGRect(x: 5, y: 5, width: 270, height: 30))
    #expect(result.separatorFrame == CGRect(x: 15, y: 39, width: 265, height: 1))
    #expect(result.isSeparatorVisible)
    #expect(!result.isHidden)
  }

  @Test func hiddenRowTakesNoLengthAndHidesItsSeparator() {
    let state = paddedState()
    state.isHidden = true
    let result = layout(state)
    #expect(result.rowFrame == CGRect(x: 20, y: 100, width: 280, height: 0))
    // The content keeps its measured size where it would be shown; the zero-length row clips it.
    #expect(result.contentFrame == CGRect(x: 5, y: 5, width: 270, height: 30))
    #expect(result.separatorFrame.height == 0)
    #expect(!result.isSeparatorVisible)
    #expect(result.isHidden)
  }

  @Test func separatorHidesForItsOwnSettingOrAsTheLastShownRow() {
    #expect(!layout(paddedState(), hidesSeparatorAsLast: true).isSeparatorVisible)
    let state = paddedState()
    state.isSeparatorHidden = true
    #expect(!layout(state).isSeparatorVisible)
  }

  @Test func separatorIsNeverThickerThanItsRow() {
    let state = paddedState()
    state.separatorThickness = 500
    let result = layout(state)
    #expect(result.separatorFrame == CGRect(x: 15, y: 0, width: 265, height: 40))
  }

  @Test func negativePaddingClampedToZeroLeavesAnEmptyFrame() {
    let state = paddedState()
    state.padding = StackEdgeInsets(top: -100, bottom: 0)
    let result = RowLayout(
      state: state, placeStart: 0, extent: 0, placeEnd: 0, axis: .vertical, crossLength: 300,
      hidesSeparatorAsLast: false)
    #expect(result.rowFrame.minY == -100)
    #expect(result.rowFrame.height == 100)
  }
}
