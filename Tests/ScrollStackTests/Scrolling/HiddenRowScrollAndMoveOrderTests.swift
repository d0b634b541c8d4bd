import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// `scrollToRow` refuses a hidden row; `moveRow` keeps the stack's subviews in the order of
/// `rows`.
@Suite @MainActor struct HiddenRowScrollAndMoveOrderTests {
  @Test func scrollingToAHiddenRowIsRefusedAndReported() {
    let fixture = StackFixture()
    fixture.addFixedRows(10)
    fixture.stack.setRowHidden(index: 7, isHidden: true)
    fixture.clearLogs()
    let counter = CompletionCounter()

    let scrolled = fixture.stack.scrollToRow(index: 7, at: .initial, animated: true, completion: counter.handler)

    #expect(!scrolled)
    #expect(fixture.stack.contentOffset == .zero)
    #expect(fixture.diagnosticKinds == [.targetOutsideContent])
    #expect(counter.count == 1)
    #expect(!fixture.delegate.log.contains("endScroll"))
  }

  @Test(arguments: [(1, 3), (3, 0), (0, 2), (2, 1)])
  func movedRowViewsFollowTheRowOrder(from source: Int, to destination: Int) {
    let fixture = StackFixture()
    fixture.addFixedRows(4)

    #expect(fixture.stack.moveRow(index: source, to: destination))

    let rowViews = fixture.stack.subviews.compactMap { $0 as? ScrollStackRow }
    #expect(rowViews.map { ObjectIdentifier($0) } == fixture.stack.rows.map { ObjectIdentifier($0) })
    #expect(rowViews.allSatisfy { $0.controller?.parent === fixture.controller })
  }
}
