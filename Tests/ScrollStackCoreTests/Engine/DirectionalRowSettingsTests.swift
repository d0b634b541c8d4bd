import Foundation
import Testing

@_spi(Engine) @testable import ScrollStackCore

/// A row's insets, padding and separator insets set absolute or directional, read either way, and
/// laid out in both directions.
@Suite @MainActor struct DirectionalRowSettingsTests {
  private func layout(_ state: RowState, _ direction: StackLayoutDirection) -> RowLayout {
    let extent = RowLayout.unclampedExtent(of: state, axis: .vertical)
    return RowLayout(
      state: state, placeStart: 0, extent: extent, placeEnd: extent, axis: .vertical, crossLength: 300,
      hidesSeparatorAsLast: false, direction: direction)
  }

  @Test func directionalInsetsAndPaddingFlipInAVerticalStackRightToLeft() {
    let state = RowState(defaults: RowDefaults())
    state.measuredLength = 40
    state.setInsets(.insets, directional: StackDirectionalEdgeInsets(leading: 16, trailing: 4))
    state.setInsets(.padding, directional: StackDirectionalEdgeInsets(leading: 20))

    let leftToRight = layout(state, .leftToRight)
    #expect(leftToRight.rowFrame == CGRect(x: 20, y: 0, width: 280, height: 40))
    #expect(leftToRight.contentFrame == CGRect(x: 16, y: 0, width: 260, height: 40))
    #expect(leftToRight.separatorFrame == CGRect(x: 15, y: 39, width: 265, height: 1))

    let rightToLeft = layout(state, .rightToLeft)
    #expect(rightToLeft.rowFrame == CGRect(x: 0, y: 0, width: 280, height: 40))
    #expect(rightToLeft.contentFrame == CGRect(x: 4, y: 0, width: 260, height: 40))
    #expect(rightToLeft.separatorFrame == CGRect(x: 0, y: 39, width: 265, height: 1))
  }

  @Test func absoluteSettingsStayWhereTheyAreRightToLeft() {
    let state = RowState(defaults: RowDefaults())
    state.measuredLength = 40
    state.setInsets(.insets, absolute: StackEdgeInsets(left: 16, right: 4))
    state.setInsets(.separatorInsets, absolute: StackEdgeInsets(left: 15))
    #expect(layout(state, .rightToLeft) == layout(state, .leftToRight))
    #expect(layout(state, .rightToLeft).contentFrame.minX == 16)
  }

  @Test func eachFormReadsTheOtherConvertedForTheDirection() {
    let state = RowState(defaults: RowDefaults())
    state.setInsets(.padding, absolute: StackEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(
      state.directionalInsets(.padding, in: .rightToLeft)
        == StackDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    #expect(state.absoluteInsets(.padding, in: .rightToLeft) == StackEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))

    state.setInsets(.padding, directional: StackDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(state.absoluteInsets(.padding, in: .rightToLeft) == StackEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    #expect(state.absoluteInsets(.padding, in: .leftToRight) == StackEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(
      state.directionalInsets(.padding, in: .rightToLeft)
        == StackDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
  }

  @Test func theDefaultSeparatorInsetIsOnTheLeadingEdge() {
    let state = RowState(defaults: RowDefaults())
    #expect(state.absoluteInsets(.separatorInsets, in: .leftToRight) == StackEdgeInsets(left: 15))
    #expect(state.absoluteInsets(.separatorInsets, in: .rightToLeft) == StackEdgeInsets(right: 15))
  }

  @Test func refusedSpacingComesBackWithTheKindItWasSetWith() {
    let state = RowState(defaults: RowDefaults())
    state.setInsets(.insets, directional: StackDirectionalEdgeInsets(leading: 8))
    state.acceptCurrentSpacing()
    state.setInsets(.insets, absolute: StackEdgeInsets(left: 1))
    state.restoreAcceptedSpacing()
    #expect(state.absoluteInsets(.insets, in: .rightToLeft) == StackEdgeInsets(right: 8))
  }
}
