import Foundation
import Testing

@_spi(Engine) @testable import ScrollStackCore

/// Directional insets resolved to absolute ones for a layout direction, and a row's settings as
/// the engine lays them out, in both directions.
@Suite @MainActor struct LayoutDirectionResolutionTests {
  private let directional = StackDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)

  @Test func leadingIsLeftToRightsLeftAndRightToLeftsRight() {
    #expect(directional.resolved(in: .leftToRight) == StackEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(directional.resolved(in: .rightToLeft) == StackEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
  }

  @Test(arguments: StackLayoutDirection.allCases)
  func absoluteToDirectionalIsTheInverseOfResolving(direction: StackLayoutDirection) {
    let absolute = directional.resolved(in: direction)
    #expect(StackDirectionalEdgeInsets(absolute, in: direction) == directional)
  }

  @Test func onlyAHorizontalStackRightToLeftIsMirrored() {
    #expect(StackLayoutDirection.rightToLeft.mirrorsRows(along: .horizontal))
    #expect(!StackLayoutDirection.rightToLeft.mirrorsRows(along: .vertical))
    #expect(!StackLayoutDirection.leftToRight.mirrorsRows(along: .horizontal))
    #expect(!StackLayoutDirection.leftToRight.mirrorsRows(along: .vertical))
  }

  @Test func aVerticalStackFlipsOnlyDirectionalSettingsRightToLeft() {
    let stored = StackEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let swapped = StackEdgeInsets(top: 1, left: 4, bottom: 3, right: 2)
    #expect(stored.laidOut(isDirectional: true, in: .rightToLeft, along: .vertical) == swapped)
    #expect(stored.laidOut(isDirectional: false, in: .rightToLeft, along: .vertical) == stored)
    #expect(stored.laidOut(isDirectional: true, in: .leftToRight, along: .vertical) == stored)
    #expect(stored.laidOut(isDirectional: false, in: .leftToRight, along: .vertical) == stored)
  }

  @Test func aMirroredStackKeepsDirectionalSettingsAndFlipsAbsoluteOnesForTheMirrorToPutBack() {
    let stored = StackEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let swapped = StackEdgeInsets(top: 1, left: 4, bottom: 3, right: 2)
    #expect(stored.laidOut(isDirectional: true, in: .rightToLeft, along: .horizontal) == stored)
    #expect(stored.laidOut(isDirectional: false, in: .rightToLeft, along: .horizontal) == swapped)
    #expect(stored.laidOut(isDirectional: false, in: .leftToRight, along: .horizontal) == stored)
  }

  @Test func mirroringALayoutPutsTheRowAndItsPartsOnTheOtherSide() {
    let layout = RowLayoutMirrorFixture.layout
    let mirrored = layout.mirrored(inContentWidth: 300)
    #expect(mirrored.rowFrame == CGRect(x: 200, y: 0, width: 90, height: 50))
    #expect(mirrored.contentFrame == CGRect(x: 30, y: 0, width: 55, height: 50))
    #expect(mirrored.separatorFrame == CGRect(x: 0, y: 0, width: 1, height: 50))
    #expect(mirrored.mirrored(inContentWidth: 300) == layout)
  }
}

/// A horizontal row's layout: at x 10, 90 wide, its content inset 5 on the left and 30 on the
/// right, its separator at its right edge.
@MainActor
private enum RowLayoutMirrorFixture {
  static var layout: RowLayout {
    let state = RowState(defaults: RowDefaults())
    state.setInsets(.insets, absolute: StackEdgeInsets(left: 5, right: 30))
    state.padding = StackEdgeInsets(left: 10)
    state.measuredLength = 55
    state.setInsets(.separatorInsets, absolute: .zero)
    return RowLayout(
      state: state, placeStart: 0, extent: 100, placeEnd: 100, axis: .horizontal, crossLength: 50,
      hidesSeparatorAsLast: false)
  }
}
