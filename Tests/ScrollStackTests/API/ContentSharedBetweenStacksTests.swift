import Foundation
import Testing

@testable import ScrollStack
@testable import ScrollStackCore

// MARK: - ContentSharedBetweenStacksTests

@Suite @MainActor struct ContentSharedBetweenStacksTests {
  @Test func controllerThatIsARowOfAnotherStackIsRefused() {
    let first = StackFixture()
    let second = StackFixture()
    let controllers = first.addFixedRows(2)
    #expect(second.stack.addRow(controller: controllers[0]) == nil)
    #expect(second.diagnosticKinds == [.duplicateContent])
    #expect(second.stack.isEmpty)
    // The first stack still owns it, untouched.
    #expect(controllers[0].parent === first.controller)
    #expect(first.stack.rows[0].contentView.superview === first.stack.rows[0])
    #expect(second.stack.replaceRow(index: 0, withRow: controllers[1]) == nil)
  }

  @Test func controllerRemovedFromItsStackCanJoinAnother() {
    let first = StackFixture()
    let second = StackFixture()
    let controllers = first.addFixedRows(1)
    first.stack.removeRow(index: 0)
    #expect(second.stack.addRow(controller: controllers[0]) != nil)
    #expect(controllers[0].parent === second.controller)
  }

  @Test func negativePaddingBeyondTheRowsLengthTakesNoSpaceAndIsReported() {
    let fixture = StackFixture()
    fixture.addFixedRows(2)
    fixture.stack.setRowPadding(index: 0, padding: UIEdgeInsets(top: -80, left: 0, bottom: -80, right: 0))
    #expect(fixture.stack.contentSize.height == 100)
    #expect(fixture.diagnosticKinds == [.invalidSize])
    fixture.layout()
    #expect(fixture.stack.rows[1].frame.minY == 0)
  }
}
