import Foundation
import Testing

@_spi(Engine) @testable import ScrollStack
@_spi(Engine) @testable import ScrollStackCore

/// Measuring a row (here: every row, as an axis change does) reports negative padding and insets
/// that exceed the row's length, and only those: a row without negative spacing is not checked
/// (`RowLayoutSettings.hasNegativeSpacing`), one with some is.
@Suite @MainActor struct NegativeSpacingMeasureTests {
  /// The diagnostics about negative spacing exceeding a row's length.
  private func exceeding(_ fixture: StackFixture) -> [StackDiagnostic] {
    fixture.diagnostics.filter { $0.kind == .invalidSize && $0.message.contains("exceed its length") }
  }

  @Test func negativePaddingExceedingTheLengthIsReportedWhenMeasured() {
    let fixture = StackFixture()
    fixture.addFixedRows(2, length: 10)
    fixture.stack.rows[1].rowPadding = UIEdgeInsets(top: -30, left: -30, bottom: 0, right: 0)
    fixture.layout()
    fixture.diagnostics.removeAll()
    fixture.stack.axis = .horizontal
    fixture.layout()
    #expect(exceeding(fixture).count == 1)
  }

  @Test func spacingThatIsNotNegativeIsNotReported() {
    let fixture = StackFixture()
    fixture.addFixedRows(2, length: 10)
    fixture.stack.rows[1].rowPadding = UIEdgeInsets(top: 30, left: 30, bottom: 0, right: 0)
    fixture.stack.rows[0].rowPadding = UIEdgeInsets(top: -5, left: -5, bottom: 0, right: 0)
    fixture.layout()
    fixture.diagnostics.removeAll()
    fixture.stack.axis = .horizontal
    fixture.layout()
    #expect(exceeding(fixture).isEmpty)
  }
}
