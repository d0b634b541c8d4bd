import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Content lengths are exact sums of the row extents, however the extents changed, and lengths
/// whose sum would overflow are refused with a diagnostic.
@Suite @MainActor struct ExactContentLengthTests {
  @Test func fractionalResizeLeavesTheLastRowEntirelyVisibleAtTheBottom() {
    let fixture = StackFixture(height: 100)
    let controllers = [SizedController("a", size: .fixed(40.5)), SizedController("b", size: .fixed(56.6))]
    fixture.stack.addRows(controllers: controllers)
    controllers[0].size = .fixed(125.3)
    fixture.stack.reloadRow(index: 0)

    fixture.stack.scrollToBottom(animated: false)

    let last = fixture.stack.rows[1]
    #expect(fixture.stack.contentSize.height == 181.9)
    fixture.layout()
    #expect(last.frame.maxY == fixture.stack.contentSize.height)
    #expect(last.visibility == .entire)
    #expect(fixture.stack.entirelyVisibleRows.map(\.index) == [1])
    fixture.layout()
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func rowEndingAtTheVisibleEdgeIsEntireThoughTheEdgeWasRoundedShort() {
    // 169.9 - 40.7 + 40.7 rounds to 169.89999999999998: the visible edge falls a hair short.
    let fixture = StackFixture(height: 40.7)
    fixture.stack.addRows(controllers: [
      SizedController("a", size: .fixed(129.4)), SizedController("b", size: .fixed(40.5)),
    ])

    fixture.stack.scrollToBottom(animated: false)

    #expect(fixture.stack.rows[1].visibility == .entire)
    #expect(fixture.delegate.visibilityLog.last == "visible 1 entire")
  }

  @Test func hugeRowResizedBackToZeroLeavesTheExactContentLength() {
    let fixture = StackFixture()
    let controllers = [SizedController("huge", size: .fixed(1e17)), SizedController("b", size: .fixed(40.5))]
    fixture.stack.addRows(controllers: controllers)
    controllers[0].size = .fixed(0)
    fixture.stack.reloadRow(index: 0)

    #expect(fixture.stack.contentSize.height == 40.5)
    fixture.layout()
    #expect(fixture.stack.rows[1].frame == CGRect(x: 0, y: 0, width: 320, height: 40.5))
    fixture.layout()
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func paddingWhoseSumOverflowsIsRefusedWithADiagnostic() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    fixture.clearLogs()

    let accepted = fixture.stack.setRowPadding(
      index: 0, padding: UIEdgeInsets(top: 1e308, left: 0, bottom: 1e308, right: 0))

    #expect(!accepted)
    #expect(fixture.diagnosticKinds == [.invalidSize])
    #expect(fixture.stack.rows[0].rowPadding == .zero)
    #expect(fixture.stack.contentSize == CGSize(width: 320, height: 200))
    #expect(
      fixture.frames == [CGRect(x: 0, y: 0, width: 320, height: 100), CGRect(x: 0, y: 100, width: 320, height: 100)])
    fixture.layout()
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func rowPaddingPropertyThatOverflowsKeepsThePreviousPadding() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let padding = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    fixture.stack.rows[1].rowPadding = padding
    fixture.clearLogs()

    fixture.stack.rows[1].rowPadding = UIEdgeInsets(top: 1e308, left: 0, bottom: 1e308, right: 0)

    #expect(fixture.diagnosticKinds == [.invalidSize])
    #expect(fixture.stack.rows[1].rowPadding == padding)
    fixture.layout()
    #expect(fixture.stack.contentSize.height == 210)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func lengthsWhoseSumWouldOverflowAreRefused() {
    let fixture = StackFixture()
    fixture.stack.addRows(controllers: [
      SizedController("a", size: .fixed(8e307)), SizedController("b", size: .fixed(8e307)),
    ])

    #expect(fixture.diagnosticKinds == [.invalidSize])
    #expect(fixture.stack.contentSize.height == 8e307)
    #expect(fixture.frames.allSatisfy { $0.minY.isFinite && $0.height.isFinite })
    fixture.layout()
    #expect(fixture.stack.rows[1].frame.height == 0)
    fixture.layout()
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aBatchWhoseDefaultPaddingWouldOverflowIsCheckedRowByRow() {
    let fixture = StackFixture()
    // Each row's padding alone fits; the second row's would take the total past the limit.
    fixture.stack.rowPadding = UIEdgeInsets(top: 4e307, left: 0, bottom: 4e307, right: 0)
    fixture.stack.addRows(controllers: [SizedController("a", size: .fixed(0)), SizedController("b", size: .fixed(0))])

    #expect(fixture.diagnosticKinds == [.invalidSize])
    #expect(fixture.stack.rows[0].rowPadding == UIEdgeInsets(top: 4e307, left: 0, bottom: 4e307, right: 0))
    #expect(fixture.stack.rows[1].rowPadding == .zero)
    #expect(fixture.stack.contentSize.height == 8e307)
    fixture.layout()
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aBatchStoresEachRowsDefaultSpacingWithIt() {
    let fixture = StackFixture()
    fixture.stack.rowPadding = UIEdgeInsets(top: 2, left: 0, bottom: 3, right: 0)
    fixture.stack.rowInsets = UIEdgeInsets(top: 0.5, left: 0, bottom: 0.25, right: 0)
    fixture.addFixedRows(3, length: 10)

    #expect(fixture.diagnosticKinds.isEmpty)
    #expect(fixture.stack.contentSize.height == 3 * 15.75)
    fixture.layout()
    #expect(fixture.stack.rows.map(\.frame.minY) == [2, 17.75, 33.5])
    fixture.layout()
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func negativeAndPositiveOverflowingSettingsAreRefusedNotTurnedIntoNaN() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    fixture.clearLogs()

    fixture.stack.setRowInsets(index: 0, insets: UIEdgeInsets(top: -1e308, left: 0, bottom: -1e308, right: 0))
    fixture.stack.setRowPadding(index: 0, padding: UIEdgeInsets(top: 1e308, left: 0, bottom: 1e308, right: 0))

    #expect(fixture.stack.contentSize.height.isFinite)
    #expect(fixture.frames.allSatisfy { $0.minY.isFinite && $0.height.isFinite })
    #expect(fixture.diagnosticKinds.contains(.invalidSize))
    fixture.layout()
    #expect(fixture.inconsistencies().isEmpty)
  }
}
