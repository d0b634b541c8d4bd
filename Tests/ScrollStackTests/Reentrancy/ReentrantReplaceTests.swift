import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

/// `replaceRow` whose new controller changes the stack from its `viewDidLoad`: the row replaced
/// is the one that was at the index when the call was made.
@Suite @MainActor struct ReentrantReplaceTests {
  @Test func viewDidLoadThatRemovesAnEarlierRowReplacesTheRowAskedFor() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    let newcomer = LoadHookController("new")
    newcomer.onViewDidLoad = { [unowned fixture] in fixture.stack.removeRow(index: 0) }
    let counter = CompletionCounter()

    let row = fixture.stack.replaceRow(index: 2, withRow: newcomer, completion: counter.handler)
    fixture.layout()

    #expect(row?.controller === newcomer)
    #expect(fixture.titles == ["r1", "new"])
    #expect(counter.count == 1)
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func viewDidLoadThatInsertsARowAtTheTopReplacesTheRowAskedFor() {
    let fixture = StackFixture()
    fixture.addFixedRows(3)
    let newcomer = LoadHookController("new")
    newcomer.onViewDidLoad = { [unowned fixture] in
      fixture.stack.addRow(controller: SizedController("top", size: .fixed(10)), at: .top)
    }

    let row = fixture.stack.replaceRow(index: 1, withRow: newcomer)
    fixture.layout()

    #expect(row?.controller === newcomer)
    #expect(fixture.titles == ["top", "r0", "new", "r2"])
    #expect(fixture.inconsistencies().isEmpty)
  }

  @Test func viewDidLoadThatRemovesTheRowToReplaceReplacesNothingAndReports() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    let newcomer = LoadHookController("new")
    newcomer.onViewDidLoad = { [unowned fixture] in fixture.stack.removeRow(index: 1) }
    let counter = CompletionCounter()

    let row = fixture.stack.replaceRow(index: 1, withRow: newcomer, completion: counter.handler)
    fixture.layout()

    #expect(row == nil)
    #expect(fixture.titles == ["r0"])
    #expect(fixture.diagnosticKinds == [.staleRow])
    #expect(newcomer.parent == nil)
    #expect(counter.count == 1)
    #expect(fixture.inconsistencies().isEmpty)
  }
}
