import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// Settings changed on a row that has left its stack are refused and reported.
@Suite @MainActor struct RemovedRowSettingsTests {
  @Test func aRowReachesItsStackOnlyWhileItIsInIt() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let kept = fixture.stack.rows[0]
    let removed = fixture.stack.rows[1]
    #expect(kept.stack === fixture.stack)
    #expect(removed.stack === fixture.stack)

    fixture.stack.removeRow(index: 1)
    #expect(removed.stack == nil)
    #expect(kept.stack === fixture.stack)

    // A row that outlives its stack reaches none.
    var orphan: ScrollStackRow?
    do {
      let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      orphan = stack.addRow(view: SizedView(intrinsicSize: CGSize(width: 0, height: 50)))
      #expect(orphan?.stack === stack)
    }
    #expect(orphan != nil)
    #expect(orphan?.stack == nil)
  }

  @Test func everySettingOfARemovedRowIsReportedAndIgnored() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let row = fixture.stack.rows[1]
    fixture.stack.removeRow(index: 1)
    fixture.clearLogs()

    row.isHidden = true
    row.rowInsets = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    row.rowPadding = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    row.isSeparatorHidden = true
    row.separatorInsets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
    row.separatorView.thickness = 3

    #expect(fixture.diagnosticKinds == Array(repeating: .staleRow, count: 6))
    #expect(
      fixture.diagnostics.map(\.operation) == [
        "isHidden", "rowInsets", "rowPadding", "isSeparatorHidden", "separatorInsets", "separatorView.thickness",
      ])
    // A removed row is a plain view, as on UIKit: `isHidden` hid only its own view.
    #expect(row.isHidden)
    #expect(row.rowInsets == .zero)
    #expect(row.rowPadding == .zero)
    #expect(!row.isSeparatorHidden)
    #expect(row.separatorInsets == UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0))
    #expect(row.separatorView.thickness == 1)
    #expect(fixture.delegate.log.isEmpty)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func aRowThatOutlivesItsStackHasNoIndexAndRefusesEverySetting() {
    weak var freedStack: ScrollStack?
    var kept: ScrollStackRow?
    do {
      let stack = ScrollStack(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      stack.addRows(views: (0..<5).map { _ in SizedView(intrinsicSize: CGSize(width: 0, height: 50)) })
      kept = stack.rows[3]
      freedStack = stack
      #expect(kept?.index == 3)
    }
    var diagnostics: [StackDiagnostic] = []
    let previousHandler = StackDiagnostics.handler
    StackDiagnostics.handler = { diagnostics.append($0) }
    defer { StackDiagnostics.handler = previousHandler }
    guard let row = kept else { return }
    #expect(freedStack == nil)

    #expect(row.index == nil)
    #expect(!row.isDisplayed)
    #expect(row.visibility == .offscreen)
    #expect(!row.isSeparatorVisible)
    row.isHidden = true
    row.rowInsets = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    row.rowPadding = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    row.isSeparatorHidden = true
    row.separatorInsets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
    row.separatorView.thickness = 3

    #expect(diagnostics.map(\.kind) == Array(repeating: .staleRow, count: 6))
    #expect(
      diagnostics.map(\.operation) == [
        "isHidden", "rowInsets", "rowPadding", "isSeparatorHidden", "separatorInsets", "separatorView.thickness",
      ])
    #expect(row.rowInsets == .zero)
    #expect(row.rowPadding == .zero)
    #expect(!row.isSeparatorHidden)
    #expect(row.separatorInsets == UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0))
    #expect(row.separatorView.thickness == 1)
  }

  @Test func aRowReplacedByAnotherReportsItsSettingsToo() {
    let fixture = StackFixture()
    fixture.addFixedRows(1)
    let row = fixture.stack.rows[0]
    fixture.stack.replaceRow(index: 0, withRow: SizedController("new", size: .fixed(10)))
    fixture.clearLogs()

    row.rowInsets = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)

    #expect(fixture.diagnosticKinds == [.staleRow])
    #expect(fixture.stack.rows[0].rowInsets == .zero)
  }
}
